// pnpm e2e [playwright arguments]: the browser suite (e2e/playwright.config.ts) under the
// project's Node, so the platform server it starts loads the native parts built for it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { runUnderSupportedNode } from './node-runtime.mjs';
import { root } from './setup.mjs';

await runUnderSupportedNode();

const playwright = path.join(root, 'e2e', 'node_modules', '.bin', 'playwright');
const child = spawn(playwright, ['test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
