import './shared/build/node20-polyfills.mts';
import { TEST_WORKERS } from './shared/build/test-workers.mts';
import { defineConfig } from 'vitest/config';

// Component tests unmount what they rendered after each test (Testing Library's cleanup).
const testingSetup = './shared/ui/testing/setup.ts';

export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    projects: [
      { test: { name: 'shared', include: ['shared/*/test/**/*.test.ts', 'shared/*/test/**/*.test.tsx'], environment: 'happy-dom', setupFiles: [testingSetup] } },
      { test: { name: 'console', include: ['host/test/**/*.test.{ts,tsx}', 'remotes/*/test/**/*.test.{ts,tsx}'], environment: 'happy-dom', setupFiles: [testingSetup] } },
      // The linter's walls: runs oxlint over a fixture tree, in node.
      { test: { name: 'tooling', include: ['scripts/test/**/*.test.ts'], environment: 'node' } },
      'infra/platform',
      // The platform scaled out: PostgreSQL, a bucket and Redis; contract suites and journeys (docs/testing.md).
      'infra/platform/vitest.scale-out.config.ts',
      'infra/renderer',
      // The deployment files (Dockerfile, compose, Kubernetes) parsed and checked.
      'infra/deploy',
    ],
  },
});
