import { TEST_WORKERS } from '../../shared/build/test-workers.mts';
import { defineConfig } from 'vitest/config';

/**
 * The platform as a scaled-out deployment runs it: PostgreSQL, a bucket and Redis
 * (docs/testing.md "Scaled out"). One cluster, one redis-server and one bundle of the
 * platform process for the run (test/helpers/scale-out-global-setup.ts); every test server
 * here stores on PostgreSQL and in an s3rver bucket of its own.
 */
export const SCALED_OUT = [
  // Api and worker processes sharing one database, one Redis and, where named so, a bucket.
  'test/scale-out/**/*.test.ts',
  // The ports' contract suites, each run against every adapter.
  'test/contracts/**/*.test.ts',
  'test/objects/**/*.test.ts',
  'test/project-files/**/*.test.ts',
  'test/userfs/userfs-bucket.test.ts',
  // The PostgreSQL adapter itself.
  'test/db/postgres-*.test.ts',
];

/**
 * Whole journeys that also run on the embedded default (the platform project): here once
 * more on PostgreSQL and a bucket, from sign-in to a delivered video. Quotas counted under
 * concurrent writes are kept here because their counting differs by adapter.
 */
export const JOURNEYS = [
  'test/accounts/first-admin.test.ts',
  'test/projects/projects.test.ts',
  'test/assets/asset-data.test.ts',
  'test/movies/movies.test.ts',
  'test/datasources/datasources.test.ts',
  'test/render/render.test.ts',
  'test/batch/batch-runs.test.ts',
  'test/project-copy/copy.test.ts',
  'test/clients/publish.test.ts',
  'test/share/share.test.ts',
  'test/userfs/userfs-files.test.ts',
  'test/userfs/userfs-quota-races.test.ts',
  'test/project-files/project-quota.test.ts',
];

export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    name: 'platform-scale-out',
    environment: 'node',
    include: [...SCALED_OUT, ...JOURNEYS],
    globalSetup: ['./test/helpers/scale-out-global-setup.ts', './test/helpers/media-global-setup.ts'],
    pool: 'forks',
    isolate: false,
    // A budget that finds a hung test, not a speed check: renders and ffprobe runs take seconds on
    // a busy 2-core machine.
    testTimeout: 30_000,
    // A hook here starts processes, databases and buckets, several at a time.
    hookTimeout: 30_000,
  },
});
