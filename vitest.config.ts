import './shared/build/node20-polyfills.mts';
import { defineConfig } from 'vitest/config';

// Component tests unmount what they rendered after each test (Testing Library's cleanup).
const testingSetup = './shared/ui/testing/setup.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['shared/*/test/**/*.test.ts', 'shared/*/test/**/*.test.tsx'], environment: 'happy-dom', setupFiles: [testingSetup] } },
      { test: { name: 'console', include: ['host/test/**/*.test.{ts,tsx}', 'remotes/*/test/**/*.test.{ts,tsx}'], environment: 'happy-dom', setupFiles: [testingSetup] } },
      // The linter's walls: runs oxlint over a fixture tree, in node.
      { test: { name: 'tooling', include: ['scripts/test/**/*.test.ts'], environment: 'node' } },
      'infra/platform',
      // The platform's tests of what it keeps in the object store, again with the blobs in s3rver.
      'infra/platform/vitest.s3.config.ts',
      // The platform's integration tests again on a throwaway PostgreSQL (docs/testing.md).
      'infra/platform/vitest.postgres.config.ts',
      'infra/renderer',
      // The deployment files (Dockerfile, compose, Kubernetes) parsed and checked.
      'infra/deploy',
    ],
  },
});
