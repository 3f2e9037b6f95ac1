// npm start: set up what is missing, then serve console and platform (embedded mode).
// `npm start -- api|worker|all` (or `pnpm reelforge <role>`) starts the process in that role
// (docs/scale-out.md); a worker serves no console, so its setup builds none.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, setup } from './setup.mjs';

const args = process.argv.slice(2);
try {
  setup({ build: args[0] !== 'worker' });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const tsx = path.join(root, 'infra', 'platform', 'node_modules', '.bin', 'tsx');
const server = spawn(tsx, [path.join(root, 'infra', 'platform', 'src', 'main.ts'), ...args], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
