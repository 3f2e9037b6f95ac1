// npm start: set up what is missing, then serve console and platform (embedded mode).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, setup } from './setup.mjs';

try {
  setup();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const tsx = path.join(root, 'infra', 'platform', 'node_modules', '.bin', 'tsx');
const server = spawn(tsx, [path.join(root, 'infra', 'platform', 'src', 'main.ts')], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
