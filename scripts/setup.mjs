// Sets up a fresh machine for the two commands: system tools, pnpm, the workspace, and
// production builds of the host and remotes that are missing or made from other sources.
// Uses only Node's own modules, since nothing else is installed yet.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import buildHash from '../shared/build/build-hash.cjs';
import devMarker from './dev-marker.cjs';
import { isSupportedNode, NODE_VERSION } from './node-runtime.mjs';
import { postgresBin } from './engines/postgres.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The one pin of pnpm: package.json's packageManager field ("pnpm@<version>").
const PNPM_VERSION = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.replace(
  /^pnpm@/,
  '',
);

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: root,
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with ${result.status ?? result.signal}`);
  }
}

/** Debian packages the system needs: installed with apt when root, otherwise named precisely. */
function ensureSystemPackages(needs) {
  const missing = needs.filter(({ command, file, present }) =>
    present ? !present() : file ? !existsSync(file) : !has(command),
  );
  if (missing.length === 0) return;
  const packages = missing.map(({ pkg }) => pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !has('apt-get')) {
    throw new Error(
      `Missing ${missing.map((m) => m.command ?? m.file).join(', ')}. Install with: sudo apt-get install -y ${packages.join(' ')}`,
    );
  }
  console.log(`Installing ${packages.join(', ')} with apt-get…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** pnpm, installed from the npm registry when it is missing. */
export function pnpmCommand() {
  if (has('pnpm')) {
    const running = spawnSync('pnpm', ['--version'], { encoding: 'utf8', cwd: root }).stdout?.trim();
    if (running && running !== PNPM_VERSION)
      console.warn(
        `pnpm ${running} is on the PATH; this project pins pnpm ${PNPM_VERSION} (package.json packageManager).`,
      );
    return ['pnpm'];
  }
  console.log(`Installing pnpm ${PNPM_VERSION}…`);
  const global = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (global.status === 0 && has('pnpm')) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

function installWorkspace(pnpm) {
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  const manifests = [lock, ...workspaceApps().map((dir) => path.join(dir, 'package.json'))];
  const stale =
    !existsSync(marker) ||
    manifests.some((file) => existsSync(file) && statSync(file).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('Installing workspace packages…');
  const [command, ...rest] = pnpm;
  run(command, [...rest, 'install', '--frozen-lockfile'], { env: nativeBuildEnv() });
  writeFileSync(abiMarker(), process.versions.modules);
}

/** Native addons build against the running Node's own headers instead of downloading them. */
function nativeBuildEnv() {
  const prefix = path.resolve(path.dirname(process.execPath), '..');
  if (existsSync(path.join(prefix, 'include', 'node', 'node.h'))) return { npm_config_nodedir: prefix };
  return existsSync('/usr/include/node/node.h') ? { npm_config_nodedir: '/usr' } : {};
}

/** The Node ABI the workspace's native addons were built for. */
const abiMarker = () => path.join(root, 'node_modules', '.node-abi');

/** A workspace installed under another Node has its native addons built again for this one. */
function rebuildNativeForThisNode(pnpm) {
  const marker = abiMarker();
  if (existsSync(marker) && readFileSync(marker, 'utf8').trim() === process.versions.modules) return;
  console.log(`Building native packages for Node.js ${process.version}…`);
  const [command, ...rest] = pnpm;
  run(command, [...rest, 'rebuild', 'better-sqlite3'], { env: nativeBuildEnv() });
  writeFileSync(marker, process.versions.modules);
}

/** The apps that are built with webpack: the host and each remote. */
export function workspaceApps() {
  const remotes = path.join(root, 'remotes');
  const names = existsSync(remotes)
    ? readdirSync(remotes).filter((name) => existsSync(path.join(remotes, name, 'package.json')))
    : [];
  return [path.join(root, 'host'), ...names.map((name) => path.join(remotes, name))];
}

function buildOutput(appDir) {
  const manifest = path.join(appDir, 'dist', 'mf-manifest.json');
  const html = path.join(appDir, 'dist', 'index.html');
  return existsSync(manifest) ? manifest : html;
}

/**
 * Builds each app whose dist is missing, a development build, or made from other inputs than
 * there are now (the hash of its sources, the shared packages and the lockfile: build-hash.cjs),
 * all in one process; `force`: every app.
 */
export function buildApps({ force = false, except = [] } = {}) {
  const stale = workspaceApps().filter((dir) => {
    if (except.includes(dir)) return false;
    if (force) return true;
    if (!existsSync(buildOutput(dir))) return true;
    // `pnpm dev` built it for development: never serve that as the product.
    if (existsSync(path.join(dir, 'dist', devMarker.DEV_MARKER))) return true;
    return buildHash.readBuildHash(path.join(dir, 'dist')) !== buildHash.appInputsHash(dir);
  });
  if (stale.length === 0) return;
  run(process.execPath, [path.join(root, 'shared', 'build', 'build.cjs'), ...stale]);
}

/**
 * Everything both commands need; the browser only for tests; `except`: apps built otherwise
 * (pnpm dev); `build: false` for a process that serves no console (a worker).
 */
export function setup({ browser = false, except = [], build = true } = {}) {
  if (!isSupportedNode())
    throw new Error(
      `Reelforge runs on Node.js ${NODE_VERSION} or newer; this is ${process.version} (scripts/node-runtime.mjs).`,
    );
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
  rebuildNativeForThisNode(pnpm);
  if (build) buildApps({ except });
  return pnpm;
}
