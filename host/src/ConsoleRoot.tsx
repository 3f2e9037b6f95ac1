import { Provider } from 'jotai';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from '@reelforge/router';
import { sessionStore } from '@reelforge/session/host';
import { App } from './App.js';

/**
 * The console with the providers every area relies on; the page mounts it, and so do the host's tests.
 * The router is a data router, which is what lets an editor hold a navigation while its changes
 * are unsaved (useBlocker); the route table itself stays in AppRoutes, below one catch-all route.
 */
export function ConsoleRoot() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <App /> }]));
  return (
    <Provider store={sessionStore}>
      <RouterProvider router={router} />
    </Provider>
  );
}
