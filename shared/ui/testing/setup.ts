// Runs before every test file of the console and shared projects (vitest.config.ts).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// happy-dom's <dialog> lacks the browser's Escape handling; this adds it (see the file).
import './dialog-polyfill.js';

// Testing Library unmounts what a test rendered only when told to: vitest has no globals here.
afterEach(cleanup);
// findBy and waitFor give up after this long; the machines tests run on are often busy, and
// waiting longer never makes a passing test slower.
configure({ asyncUtilTimeout: 5000 });
