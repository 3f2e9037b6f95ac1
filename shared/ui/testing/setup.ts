// Runs before every test file of the console and shared projects (vitest.config.ts).
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
// happy-dom's <dialog> lacks the browser's Escape handling; this adds it (see the file).
import './dialog-polyfill.js';

// Testing Library unmounts what a test rendered only when told to: vitest has no globals here.
afterEach(cleanup);
// findBy and waitFor give up after this long; the machines tests run on are often busy, and
// waiting longer never makes a passing test slower.
configure({ asyncUtilTimeout: 5000 });

// Files of a project share one worker and one document (isolate: false in vitest.config.ts).
// What a file leaves in the page goes with it: nodes libraries added to the body (monaco's
// live regions), stored values, cookies, the address, timers and stubs.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // Files of the node environment have no page.
  if (typeof document === 'undefined') return;
  document.head.querySelectorAll('style, link').forEach((node) => node.remove());
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.body.className = '';
  document.documentElement.removeAttribute('style');
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=', 1)[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});
