import '../../shared/build/node20-polyfills.mts';
import { defineConfig } from 'vitest/config';

/**
 * The platform's integration tests again, on PostgreSQL (docs/testing.md "On PostgreSQL"):
 * one throwaway cluster for the run, a fresh database for each test server. The folders whose
 * tests are mostly database work; the others (bad input and limits in security/, renders,
 * destinations, config) would add minutes of ffmpeg and parsing that is the same on both.
 */
export const ON_POSTGRES = [
  'test/{accounts,admin,analytics,batch,clients,project-copy,region,scale-out,share,tags,userfs}/**/*.test.ts',
  'test/publish*.test.ts',
];

/** Left out, with the reason: tests that never reach PostgreSQL through the test server. */
export const SQLITE_ONLY = [
  // Open the SQLite file itself: migrations over an old SQLite schema, the embedded queue's table.
  'test/admin/audit-migration.test.ts',
  'test/analytics/rollup-migration.test.ts',
  'test/services/track-points-migration.test.ts',
  'test/batch/sqlite-queue.test.ts',
  // Build their own app over one data folder to restart it (a crash, a restart): on the SQLite file.
  'test/batch/crash-recovery.test.ts',
  'test/project-copy/restart.test.ts',
  'test/publish-restart.test.ts',
  'test/userfs/userfs-restart.test.ts',
  'test/services/temporary-sweep.test.ts',
  'test/server.test.ts',
  // Asserts SQLite's own query plan (EXPLAIN QUERY PLAN) of the list indexes.
  'test/region/list-pages.test.ts',
  // Start their own PostgreSQL when no cluster is given: they run once, in the platform project.
  'test/db/**',
];

export default defineConfig({
  test: {
    name: 'platform-postgres',
    environment: 'node',
    include: ON_POSTGRES,
    exclude: ['**/node_modules/**', ...SQLITE_ONLY],
    globalSetup: ['./test/helpers/postgres-global-setup.ts'],
    pool: 'forks',
    isolate: false,
    // A budget that finds a hung test, not a speed check: renders and ffprobe runs take seconds on a busy 2-core machine.
    testTimeout: 30_000,
    // A test server's start here also makes its database: about 0.5 s more than on SQLite,
    // several times over in a hook that starts several servers.
    hookTimeout: 30_000,
  },
});
