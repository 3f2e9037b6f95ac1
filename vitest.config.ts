import { TEST_WORKERS } from './shared/build/test-workers.mts';
import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { moduleReplacingTests } from './shared/build/module-replacing-tests.mts';

// Component tests unmount what they rendered after each test (Testing Library's cleanup).
const testingSetup = './shared/ui/testing/setup.ts';

// Component tests share a worker and its document from file to file (isolate: false): a
// fresh module graph and page for each of 190 files cost more than the tests themselves.
// The setup file clears what a file leaves behind. Two kinds of file still start afresh:
// the host's, which start the console (its federation runtime and area list live in
// module state once per page), and those replacing a module with vi.mock.
const testFolders = ['shared', 'remotes'].flatMap((parent) =>
  readdirSync(parent)
    .map((name) => `${parent}/${name}/test`)
    .filter((folder) => existsSync(folder)),
);
const replacing = moduleReplacingTests(import.meta.dirname, testFolders);

export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['shared/*/test/**/*.test.{ts,tsx}'],
          exclude: replacing,
          environment: 'happy-dom',
          setupFiles: [testingSetup],
          isolate: false,
        },
      },
      {
        test: {
          name: 'console',
          include: ['remotes/*/test/**/*.test.{ts,tsx}'],
          exclude: replacing,
          environment: 'happy-dom',
          setupFiles: [testingSetup],
          isolate: false,
        },
      },
      {
        test: {
          name: 'console-isolated',
          include: ['host/test/**/*.test.{ts,tsx}', ...replacing],
          environment: 'happy-dom',
          setupFiles: [testingSetup],
        },
      },
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
