// How component tests render the console's parts: Testing Library inside the providers the
// host gives every area (the one session store, a server-state cache, a data router as in
// host/src/ConsoleRoot.tsx, so an editor's unsaved-changes guard can hold a navigation here
// too). Never imported by application code.
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from '@reelforge/router';
import { endSession, SessionProvider } from '@reelforge/session/testing';
import { TestServerState } from './server-state.js';

// The router is made once per render; what it shows comes through this context, so a
// rerender with new elements reaches the page.
const Rendered = createContext<ReactNode>(null);
const Current = () => <>{useContext(Rendered)}</>;

function ConsoleRouter() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Current /> }]));
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}

function Console({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <TestServerState>
        <Rendered.Provider value={children}>
          <ConsoleRouter />
        </Rendered.Provider>
      </TestServerState>
    </SessionProvider>
  );
}

/** Renders `ui` as the host would mount an area: in the session store and the router, at `path`. */
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
