// The browser suite's platforms (servers.ts): what `npm start` sets up, once, then one
// platform per Playwright worker, all starting at once, each on its port (E2E_SERVER_PORTS,
// comma-separated) with a data folder of its own. Prints "platforms ready" when every one
// answers; stops them all when stopped, and stops when any of them exits.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, setup } from '../scripts/setup.mjs';

const ports = (process.env.E2E_SERVER_PORTS ?? '').split(',').filter(Boolean).map(Number);
if (ports.length === 0 || ports.some((port) => !Number.isInteger(port) || port <= 0)) {
  console.error(`E2E_SERVER_PORTS: "${process.env.E2E_SERVER_PORTS ?? ''}" is not a list of ports`);
  process.exit(2);
}
setup({ build: true });

const tsx = path.join(root, 'infra', 'platform', 'node_modules', '.bin', 'tsx');
const main = path.join(root, 'infra', 'platform', 'src', 'main.ts');
// Each run starts from empty platforms: the seeded accounts and sample project only.
const children = ports.map((port) =>
  spawn(tsx, [main], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), `reelforge-e2e-${port}-`)) },
  }),
);
const stopAll = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on('exit', (code, signal) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}

const answers = (port) =>
  fetch(`http://localhost:${port}/regions/regions.json`).then(
    (reply) => reply.ok,
    () => false,
  );
const ready = async (port) => {
  while (!(await answers(port))) await new Promise((resolve) => setTimeout(resolve, 200));
};
await Promise.all(ports.map(ready));
console.log(`platforms ready on ${ports.join(', ')}`);
