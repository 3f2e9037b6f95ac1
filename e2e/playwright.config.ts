import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
// Each run starts from an empty platform: the seeded accounts and sample project only.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'reelforge-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(import.meta.dirname, '..', '.test-results', 'e2e.json') }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // A failed test keeps its trace (e2e/test-results/port-<port>/<test>/trace.zip, ignored by
    // git): open it with `e2e/node_modules/.bin/playwright show-trace <file>`.
    trace: 'retain-on-failure',
  },
  // A folder per port: a run empties its folder first, and runs on other ports may be going on.
  outputDir: `test-results/port-${port}`,
  webServer: {
    // The server npm start runs, on its own port and data folder.
    command: 'node ../scripts/start.mjs',
    url: `http://localhost:${port}/regions/regions.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    // The batch test delivers to an S3 store it starts on loopback, which is internal.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
      // Every spec signs in as demo from 127.0.0.1, and the paging spec saves 1,005 movies through
      // the API: together far more saves in a minute than one person makes (docs/rate-limits.md).
      RATE_LIMIT_SAVES: '100000',
      // The outside editors the compositions pages link to (docs/compositions.md); nothing is served there.
      FX_PRO_EDITOR_URL: 'https://fx.example.com/pro/',
      FX_EXPRESS_EDITOR_URL: 'https://express.example.com/edit',
      TRACKER_URL: 'https://tracker.example.com/app/',
    },
    stdout: 'pipe',
  },
});
