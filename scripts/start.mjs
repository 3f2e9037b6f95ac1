// npm start: set up what is missing, then serve console and platform (embedded mode).
// `npm start -- api|worker|all` (or `pnpm reelforge <role>`) starts the process in that role
// (docs/scale-out.md); a worker serves no console, so its setup builds none.
// `pnpm reelforge account create|disable|enable|reset-password|list …` manages accounts in the
// configured database (docs/accounts.md): no build, and no setup once the workspace is installed.
// `pnpm reelforge render …` and `pnpm reelforge batch …` call a platform over HTTP with an API key
// (docs/api.md, "The command line"): likewise no build and no setup once installed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, setup } from './setup.mjs';
import { runUnderSupportedNode } from './node-runtime.mjs';

await runUnderSupportedNode();

const args = process.argv.slice(2);
const tsx = path.join(root, 'infra', 'platform', 'node_modules', '.bin', 'tsx');
const account = args[0] === 'account';
const client = args[0] === 'render' || args[0] === 'batch';
try {
  if (!account && !client) setup({ build: args[0] !== 'worker' });
  else if (!existsSync(tsx)) setup({ build: false });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const entry = account ? ['accounts-cli', 'main.ts'] : client ? ['cli', 'main.ts'] : ['main.ts'];
const child = spawn(tsx, [path.join(root, 'infra', 'platform', 'src', ...entry), ...(account ? args.slice(1) : args)], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
