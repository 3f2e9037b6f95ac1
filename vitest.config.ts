import './shared/build/node20-polyfills.mts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['shared/*/test/**/*.test.ts', 'shared/*/test/**/*.test.tsx'], environment: 'happy-dom' } },
      { test: { name: 'console', include: ['host/test/**/*.test.{ts,tsx}', 'remotes/*/test/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      'infra/platform',
      'infra/renderer',
    ],
  },
});
