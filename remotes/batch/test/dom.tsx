// Renders the batch area into happy-dom with React's act, and drives it the way a user would: by role and label.
import { vi } from 'vitest';
import type { Api, AssetsClient, BatchClient, MoviesClient } from '@reelforge/api';
import type { Project } from '@reelforge/model';
import { apiAtom, currentProjectAtom, sessionStore, userAtom } from '@reelforge/session';

export { cleanup, click, fill, mountArea as render, waitFor } from '@reelforge/ui/testing';

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
