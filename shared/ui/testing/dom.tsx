// Test plumbing shared by the remotes' component tests: renders into happy-dom with React's
// act and drives the page the way a user would. Never imported by application code.
import { Provider } from 'jotai';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from '@reelforge/router';
import { sessionStore } from '@reelforge/session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  rerender: (node: ReactNode) => Promise<void>;
  unmount: () => Promise<void>;
}

const mounted: Root[] = [];

/** Mounts a component on its own. */
export async function mount(node: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  await act(async () => root.render(node));
  return {
    container,
    rerender: async (next) => act(async () => root.render(next)),
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
    <Provider store={sessionStore}>
      <BrowserRouter>{node}</BrowserRouter>
    </Provider>,
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
