import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { firstPort, serverOrigin, serverPort, workers } from './servers.js';

export default defineConfig({
  testDir: './tests',
  // Files are shared out between the workers; a file's tests run in order on one worker.
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(import.meta.dirname, '..', '.test-results', 'e2e.json') }]],
  use: {
    // The worker's own server; the test fixture (csp-watch.ts) points each worker at its own.
    baseURL: serverOrigin(0),
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A failed test keeps its trace (e2e/test-results/port-<port>/<test>/trace.zip, ignored by
    // git): open it with `e2e/node_modules/.bin/playwright show-trace <file>`.
    // DOM snapshots only: a failure's snapshots show what the page held, and no screencast of
    // every passing test takes the browser's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  // A folder per port: a run empties its folder first, and runs on other ports may be going on.
  outputDir: `test-results/port-${firstPort}`,
  // The servers npm start runs, one per worker, each on its own port and data folder,
  // started together after one set-up (start-servers.mjs).
  webServer: {
    command: 'node start-servers.mjs',
    wait: { stdout: /platforms ready/ },
    timeout: 180_000,
    // The batch test delivers to an S3 store it starts on loopback, which is internal.
    env: {
      E2E_SERVER_PORTS: Array.from({ length: workers }, (_, index) => serverPort(index)).join(','),
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
