import { TEST_WORKERS } from '../../shared/build/test-workers.mts';
import { defineConfig } from 'vitest/config';
import { SCALED_OUT } from './vitest.scale-out.config.ts';

/** The platform on the embedded default: SQLite and its data folder, nothing else running. */
export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    name: 'platform',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // What needs PostgreSQL, a bucket or Redis runs in platform-scale-out.
    exclude: ['**/node_modules/**', ...SCALED_OUT],
    globalSetup: ['./test/helpers/media-global-setup.ts'],
    // Each file starts its own server with its own data dir; forks keep native
    // better-sqlite3 handles out of shared worker threads.
    pool: 'forks',
    // Files share nothing but module code (each starts its own server on its own
    // data dir), so workers may be reused: about a second faster on two cores.
    isolate: false,
    // A budget that finds a hung test, not a speed check: renders and ffprobe runs take seconds on
    // a busy 2-core machine.
    testTimeout: 30_000,
  },
});
