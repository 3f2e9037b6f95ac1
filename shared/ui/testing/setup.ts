// Runs before every test file of the console and shared projects (vitest.config.ts).
// Testing Library unmounts what a test rendered only when told to: vitest has no globals here.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
