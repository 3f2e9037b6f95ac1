// pnpm dev [host|<remote>]: the platform on http://localhost:$PORT (default 8080), restarted
// whenever a file it runs changes (tsx watch: its sources and the shared packages it
// imports), and, when named, the host or one remote rebuilt into its dist folder on every save
// (scripts/dev-watch.cjs), which the running platform serves at once: reload the page.
// The other apps are served from their production builds, made first when missing or stale.
// On localhost everything is one origin over http: the region hosts of regions.json are
// origin-relative, so a local console calls the local platform on its own port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, setup, workspaceApps } from './setup.mjs';
import { runUnderSupportedNode } from './node-runtime.mjs';

await runUnderSupportedNode();

const wanted = process.argv[2];
const apps = new Map(workspaceApps().map((dir) => [path.basename(dir), dir]));
if (wanted && !apps.has(wanted)) {
  console.error(
    `pnpm dev: no app named "${wanted}"; choose one of ${[...apps.keys()].join(', ')}, or none for the platform alone.`,
  );
  process.exit(2);
}

try {
  // The app being watched is built by its watcher, in development mode.
  setup({ except: wanted ? [apps.get(wanted)] : [] });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const children = [];
function run(label, command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: 'inherit',
    cwd: root,
    ...options,
    env: { ...process.env, ...options.env },
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`pnpm dev: ${label} stopped (${signal ?? code}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

const tsx = path.join(root, 'infra', 'platform', 'node_modules', '.bin', 'tsx');
if (!existsSync(tsx))
  throw new Error(`pnpm dev needs ${path.relative(root, tsx)}: run npm start once to install the workspace.`);
// --clear-screen=false keeps the rebuild lines of the app above the platform's restarts.
run('the platform', tsx, ['watch', '--clear-screen=false', path.join(root, 'infra', 'platform', 'src', 'main.ts')]);
if (wanted)
  run(`the ${wanted} build`, process.execPath, [path.join(root, 'scripts', 'dev-watch.cjs'), apps.get(wanted)]);
