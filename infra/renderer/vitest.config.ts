import { TEST_WORKERS } from '../../shared/build/test-workers.mts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    name: 'renderer',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Tests spawn ffmpeg: forks keep child processes out of shared worker threads.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
