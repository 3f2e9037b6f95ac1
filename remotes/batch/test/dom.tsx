// Renders the batch area into happy-dom with React's act, and drives it the way a user would: by role and label.
import { Provider } from 'jotai';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import type { Api, AssetsClient, BatchClient, MoviesClient } from '@reelforge/api';
import { BrowserRouter } from '@reelforge/router';
import type { Project } from '@reelforge/model';
import { apiAtom, currentProjectAtom, sessionStore, userAtom } from '@reelforge/session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Root[] = [];

export async function render(node: ReactNode, { path }: { path?: string } = {}): Promise<HTMLElement> {
  if (path) window.history.pushState({}, '', path);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  await act(async () =>
    root.render(
      <Provider store={sessionStore}>
        <BrowserRouter>{node}</BrowserRouter>
      </Provider>,
    ),
  );
  return container;
}

export async function cleanup(): Promise<void> {
  for (const root of mounted.splice(0)) await act(async () => root.unmount());
  document.body.innerHTML = '';
}

/** Retries an assertion while React settles, as a user would wait for the page. */
export async function waitFor<T>(check: () => T, timeoutMs = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

const nameOf = (element: Element): string => {
  const aria = element.getAttribute('aria-label');
  if (aria) return aria;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) return labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
  const label = element.closest('label') ?? (element.id ? [...document.querySelectorAll('label')].find((l) => l.htmlFor === element.id) : null);
  if (label && element.tagName !== 'BUTTON' && element.tagName !== 'A') {
    const copy = label.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('select, textarea, input, .rf-hint').forEach((node) => node.remove());
    return copy.textContent?.trim() ?? '';
  }
  return element.textContent?.trim() ?? '';
};

const ROLE_SELECTORS: Record<string, string> = {
  button: 'button',
  link: 'a[href]',
  tab: '[role="tab"]',
  checkbox: 'input[type="checkbox"]',
  dialog: '[role="dialog"], [role="alertdialog"]',
  alert: '[role="alert"]',
  status: '[role="status"]',
  progressbar: '[role="progressbar"]',
  list: 'ul, ol, [role="list"]',
  listitem: 'li, [role="listitem"]',
  row: 'tbody tr',
  video: 'video',
  article: 'article, [role="article"]',
  tabpanel: '[role="tabpanel"]',
};

/** The one element of a role whose accessible name is `name`; throws (so waitFor retries) otherwise. */
export function byRole<E extends HTMLElement = HTMLElement>(scope: ParentNode, role: string, name?: string): E {
  const selector = ROLE_SELECTORS[role] ?? `[role="${role}"]`;
  const found = [...scope.querySelectorAll<E>(selector)].filter((el) => name === undefined || nameOf(el) === name);
  if (found.length !== 1) throw new Error(`${found.length} elements of role ${role}${name === undefined ? '' : ` named “${name}”`}`);
  return found[0] as E;
}

export function allRole(scope: ParentNode, role: string): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(ROLE_SELECTORS[role] ?? `[role="${role}"]`)];
}

export function queryRole(scope: ParentNode, role: string, name?: string): HTMLElement | null {
  try {
    return byRole(scope, role, name);
  } catch {
    return null;
  }
}

/** The form control labelled `label`. */
export function byLabel<E extends HTMLElement = HTMLInputElement>(scope: ParentNode, label: string): E {
  const found = [...scope.querySelectorAll<E>('input, select, textarea')].filter((el) => nameOf(el) === label);
  if (found.length !== 1) throw new Error(`${found.length} controls labelled “${label}”`);
  return found[0] as E;
}

export async function click(element: Element): Promise<void> {
  await act(async () => (element as HTMLElement).click());
}

/** Types a whole new value into an input or text area, or picks an option of a select. */
export async function fill(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): Promise<void> {
  await act(async () => {
    const proto = Object.getPrototypeOf(element) as object;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event(element.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
  });
}

export const project: Project = { uid: 'p1', prjuid: 'p1', name: 'Demo', region: 'eu-west-1', awsregion: 'eu-west-1', date_created: '2024-01-01T00:00:00Z', type: 'project' };

/** A client whose calls fail unless a test gives them an answer. */
function strict<T extends object>(calls: Partial<T>, names: readonly (keyof T)[]): T {
  const base = Object.fromEntries(names.map((name) => [name, vi.fn(async () => Promise.reject(new Error(`unexpected call ${String(name)}`)))]));
  return { ...base, ...calls } as T;
}

export const fakeBatch = (calls: Partial<BatchClient> = {}) =>
  strict<BatchClient>(calls, ['appData', 'saveAppData', 'jobs', 'saveJobs', 'scripts', 'saveScripts', 'createQueue', 'uploadTasks', 'startRun', 'queueStatus', 'cancel', 'runs', 'results', 'deleteResults']);

export const fakeMovies = (calls: Partial<MoviesClient> = {}) =>
  strict<MoviesClient>({ renderUrl: (token, ext) => `/render/${token}.${ext}`, ...calls }, ['list', 'get', 'render', 'renderStatus']);

export const fakeAssets = (calls: Partial<AssetsClient> = {}) => strict<AssetsClient>(calls, ['list', 'datasource']);

/** Puts a session with these clients into the one store. */
export function session(clients: { batch: BatchClient; movies: MoviesClient; assets: AssetsClient }): void {
  sessionStore.set(apiAtom, { batch: () => clients.batch, movies: () => clients.movies, assets: () => clients.assets } as unknown as Api);
  sessionStore.set(userAtom, { username: 'demo', admin: false });
  sessionStore.set(currentProjectAtom, project);
}

export function endSession(): void {
  sessionStore.set(apiAtom, null);
  sessionStore.set(userAtom, null);
  sessionStore.set(currentProjectAtom, null);
}

export function queryLabel<E extends HTMLElement = HTMLInputElement>(scope: ParentNode, label: string): E | null {
  try {
    return byLabel<E>(scope, label);
  } catch {
    return null;
  }
}
