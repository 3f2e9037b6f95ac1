import { TEST_WORKERS } from '../../shared/build/test-workers.mts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    name: 'deploy',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
