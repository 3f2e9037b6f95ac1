import { Provider } from 'jotai';
import { BrowserRouter } from '@reelforge/router';
import { sessionStore } from '@reelforge/session/host';
import { App } from './App.js';

/** The console with the providers every area relies on; the page mounts it, and so do the host's tests. */
export function ConsoleRoot() {
  return (
    <Provider store={sessionStore}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Provider>
  );
}
