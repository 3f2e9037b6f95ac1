// How component tests render the console's parts: Testing Library inside the providers the
// host gives every area (the one session store, a server-state cache, a browser router). Never imported by application code.
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from '@reelforge/router';
import { endSession, SessionProvider } from '@reelforge/session/testing';
import { TestServerState } from './server-state.js';

function Console({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <TestServerState>
        <BrowserRouter>{children}</BrowserRouter>
      </TestServerState>
    </SessionProvider>
  );
}

/** Renders `ui` as the host would mount an area: in the session store and a router, at `path`. */
export function renderInConsole(ui: ReactNode, { path }: { path?: string } = {}): RenderResult {
  if (path) window.history.pushState({}, '', path);
  return render(ui, { wrapper: Console });
}

export { endSession };

/**
 * After a test of an area: unmounts it first (so nothing renders without a session), then
 * forgets the session and goes back to '/'.
 */
export function leaveArea(): void {
  cleanup();
  endSession();
  window.history.pushState({}, '', '/');
}
