// Sets up a fresh machine for the two commands: system tools, pnpm, the workspace, and
// production builds of the host and remotes that are missing or older than their sources.
// Uses only Node's own modules, since nothing else is installed yet.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import devMarker from './dev-marker.cjs';
import { postgresBin } from './engines/postgres.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The one pin of pnpm: package.json's packageManager field ("pnpm@<version>").
const PNPM_VERSION = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.replace(/^pnpm@/, '');

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with ${result.status ?? result.signal}`);
  }
}

/** Debian packages the system needs: installed with apt when root, otherwise named precisely. */
function ensureSystemPackages(needs) {
  const missing = needs.filter(({ command, file, present }) => (present ? !present() : file ? !existsSync(file) : !has(command)));
  if (missing.length === 0) return;
  const packages = missing.map(({ pkg }) => pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !has('apt-get')) {
    throw new Error(`Missing ${missing.map((m) => m.command ?? m.file).join(', ')}. Install with: sudo apt-get install -y ${packages.join(' ')}`);
  }
  console.log(`Installing ${packages.join(', ')} with apt-get…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

/** pnpm, installed from the npm registry when it is missing. */
export function pnpmCommand() {
  if (has('pnpm')) {
    const running = spawnSync('pnpm', ['--version'], { encoding: 'utf8', cwd: root }).stdout?.trim();
    if (running && running !== PNPM_VERSION) console.warn(`pnpm ${running} is on the PATH; this project pins pnpm ${PNPM_VERSION} (package.json packageManager).`);
    return ['pnpm'];
  }
  console.log(`Installing pnpm ${PNPM_VERSION}…`);
  const global = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (global.status === 0 && has('pnpm')) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    // Tests and build output do not change what the apps ship.
    if (entry === 'node_modules' || entry === 'dist' || entry === 'test' || entry === 'testing') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function installWorkspace(pnpm) {
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  const manifests = [lock, ...workspaceApps().map((dir) => path.join(dir, 'package.json'))];
  const stale = !existsSync(marker) || manifests.some((file) => existsSync(file) && statSync(file).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('Installing workspace packages…');
  // Native addons build against the local Node headers instead of downloading them.
  const env = existsSync('/usr/include/node/node.h') ? { npm_config_nodedir: '/usr' } : {};
  const [command, ...rest] = pnpm;
  run(command, [...rest, 'install', '--frozen-lockfile'], { env });
}

/** The apps that are built with webpack: the host and each remote. */
export function workspaceApps() {
  const remotes = path.join(root, 'remotes');
  const names = existsSync(remotes) ? readdirSync(remotes).filter((name) => existsSync(path.join(remotes, name, 'package.json'))) : [];
  return [path.join(root, 'host'), ...names.map((name) => path.join(remotes, name))];
}

function buildOutput(appDir) {
  const manifest = path.join(appDir, 'dist', 'mf-manifest.json');
  const html = path.join(appDir, 'dist', 'index.html');
  return existsSync(manifest) ? manifest : html;
}

/** Builds each app whose dist is missing, a development build, or older than its sources or the shared packages. */
export function buildApps({ force = false, except = [] } = {}) {
  const sharedNewest = Math.max(newestMtime(path.join(root, 'shared')), newestMtime(path.join(root, 'pnpm-lock.yaml')));
  const stale = workspaceApps().filter((dir) => {
    if (except.includes(dir)) return false;
    if (force) return true;
    const output = buildOutput(dir);
    if (!existsSync(output)) return true;
    // `pnpm dev` built it for development: never serve that as the product.
    if (existsSync(path.join(dir, 'dist', devMarker.DEV_MARKER))) return true;
    const built = statSync(output).mtimeMs;
    return Math.max(newestMtime(path.join(dir, 'src')), newestMtime(path.join(dir, 'package.json')), sharedNewest) > built;
  });
  for (const dir of stale) {
    console.log(`Building ${path.relative(root, dir)}…`);
    run(process.execPath, [path.join(root, 'shared', 'build', 'build.cjs'), dir]);
  }
}

/**
 * Everything both commands need; the browser only for tests; `except`: apps built otherwise
 * (pnpm dev); `build: false` for a process that serves no console (a worker).
 */
export function setup({ browser = false, except = [], build = true } = {}) {
  const [major] = process.versions.node.split('.').map(Number);
  if (major < 20) throw new Error(`Reelforge needs Node.js 20 or newer; this is ${process.version}.`);
  ensureSystemPackages([
    { command: 'ffmpeg', pkg: 'ffmpeg' },
    ...(browser
      ? [
          { command: 'chromium', pkg: 'chromium' },
          // The scale-out tests start a throwaway Redis (scripts/engines/redis.mjs).
          { command: 'redis-server', pkg: 'redis-server' },
          // The tests use a real TrueType font.
          { file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', pkg: 'fonts-dejavu-core' },
          // The platform's tests run again on a throwaway PostgreSQL (scripts/engines/postgres.mjs).
          { command: 'initdb', present: () => postgresBin() !== undefined, pkg: 'postgresql' },
        ]
      : []),
  ]);
  const pnpm = pnpmCommand();
  installWorkspace(pnpm);
  if (build) buildApps({ except });
  return pnpm;
}
