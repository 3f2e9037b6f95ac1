// How component tests render the console's parts: Testing Library inside the providers the
// host gives every area (the one session store, a browser router). Never imported by application code.
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { BrowserRouter } from '@reelforge/router';
import { apiAtom, currentProjectAtom, regionsAtom, sessionStore, userAtom, userErrorAtom } from '@reelforge/session';

function Console({ children }: { children: ReactNode }) {
  return (
    <Provider store={sessionStore}>
      <BrowserRouter>{children}</BrowserRouter>
    </Provider>
  );
}

/** Renders `ui` as the host would mount an area: in the session store and a router, at `path`. */
export function renderInConsole(ui: ReactNode, { path }: { path?: string } = {}): RenderResult {
  if (path) window.history.pushState({}, '', path);
  return render(ui, { wrapper: Console });
}

/** Forgets the session a test set up: the api, the regions, the user, the project and any user error. */
export function endSession(): void {
  sessionStore.set(apiAtom, null);
  sessionStore.set(regionsAtom, {});
  sessionStore.set(userAtom, null);
  sessionStore.set(currentProjectAtom, null);
  sessionStore.set(userErrorAtom, null);
}

/**
 * After a test of an area: unmounts it first (so nothing renders without a session), then
 * forgets the session and goes back to '/'.
 */
export function leaveArea(): void {
  cleanup();
  endSession();
  window.history.pushState({}, '', '/');
}
