// Test plumbing shared by the remotes' component tests: renders into happy-dom with React's
// act and drives the page the way a user would. Never imported by application code.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from '@reelforge/router';
import { endSession, SessionProvider } from '@reelforge/session/testing';
import { TestServerState } from './server-state.js';

export { TestServerState };

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  rerender: (node: ReactNode) => Promise<void>;
  unmount: () => Promise<void>;
}

const mounted: Root[] = [];

/** Mounts a component on its own (with a server-state cache of its own). */
export async function mount(node: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  await act(async () => root.render(<TestServerState>{node}</TestServerState>));
  return {
    container,
    rerender: async (next) => act(async () => root.render(<TestServerState>{next}</TestServerState>)),
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Mounts an area the way the host does: in the session store and a router, at `path`. */
export async function mountArea(node: ReactNode, { path }: { path?: string } = {}): Promise<HTMLElement> {
  if (path) window.history.pushState({}, '', path);
  const { container } = await mount(
    <SessionProvider>
      <BrowserRouter>{node}</BrowserRouter>
    </SessionProvider>,
  );
  return container;
}

export async function cleanup(): Promise<void> {
  for (const root of mounted.splice(0)) await act(async () => root.unmount());
  document.body.innerHTML = '';
}

/** Retries an assertion while React settles, as a user would wait for the page. */
export { endSession };

/** After a test of an area: unmounts it, forgets the session and goes back to '/'. */
export async function leaveArea(): Promise<void> {
  await cleanup();
  endSession();
  window.history.pushState({}, '', '/');
}

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

export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('Nothing to click');
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

export const nameOf = (element: Element): string => {
  const aria = element.getAttribute('aria-label');
  if (aria) return aria;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) return labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
  const label = element.closest('label') ?? (element.id ? [...document.querySelectorAll('label')].find((l) => l.htmlFor === element.id) : null);
  if (label && element.tagName !== 'BUTTON' && element.tagName !== 'A') {
    // A label's own text, without the text of the control inside it (a select's options).
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
  switch: '[role="switch"]',
  checkbox: 'input[type="checkbox"]:not([role="switch"])',
  group: 'fieldset, [role="group"]',
  dialog: '[role="dialog"], [role="alertdialog"]',
  alert: '[role="alert"]',
  status: '[role="status"]',
  progressbar: '[role="progressbar"]',
  row: 'tbody tr',
  listitem: 'li, [role="listitem"]',
  video: 'video',
  article: 'article, [role="article"]',
  tabpanel: '[role="tabpanel"]',
  img: 'img, [role="img"]',
  list: 'ul, ol, [role="list"]',
  table: 'table, [role="table"]',
  // A section is a region only when it is named (by aria-label or aria-labelledby).
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
};

export function allRole(scope: ParentNode, role: string): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(ROLE_SELECTORS[role] ?? `[role="${role}"]`)];
}

/** The one element of a role whose accessible name is `name`; throws (so waitFor retries) otherwise. */
export function byRole<E extends HTMLElement = HTMLElement>(scope: ParentNode, role: string, name?: string): E {
  const selector = ROLE_SELECTORS[role] ?? `[role="${role}"]`;
  const found = [...scope.querySelectorAll<E>(selector)].filter((el) => name === undefined || nameOf(el) === name || (role === 'img' && el.getAttribute('alt') === name));
  if (found.length !== 1) throw new Error(`${found.length} elements of role ${role}${name === undefined ? '' : ` named “${name}”`}`);
  return found[0] as E;
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

export function queryLabel<E extends HTMLElement = HTMLInputElement>(scope: ParentNode, label: string): E | null {
  try {
    return byLabel<E>(scope, label);
  } catch {
    return null;
  }
}

/** The named button once it is there and enabled (waits like waitFor). */
export function enabledButton(scope: ParentNode, name: string): Promise<HTMLButtonElement> {
  return waitFor(() => {
    const button = byRole<HTMLButtonElement>(scope, 'button', name);
    if (button.disabled) throw new Error(`The button “${name}” is disabled`);
    return button;
  });
}
