// The Node.js every command runs under (docs/runtime.md): the major version of .node-version
// or newer. On a machine whose node is older, the exact version of .node-version is unpacked
// once from the npm registry's node-<platform>-<arch> package into .node/, and the command runs
// again under it with .node/bin first on the PATH, so every process it starts (pnpm, vitest,
// Playwright's server, the platform) runs under the same Node. Uses only Node's own modules.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NODE_VERSION = readFileSync(path.join(root, '.node-version'), 'utf8').trim();
export const PROJECT_NODE_DIR = path.join(root, '.node');
const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/** True when this process's Node is at least the project's major version. */
export function isSupportedNode(version = process.versions.node) {
  return majorOf(version) >= majorOf(NODE_VERSION);
}

/** The npm package that holds Node's binary and headers for this machine. */
export function nodePackageName(platform = process.platform, arch = process.arch) {
  if (platform !== 'linux' && platform !== 'darwin') {
    throw new Error(`Install Node.js ${NODE_VERSION} yourself: there is no npm package of it for ${platform}.`);
  }
  return `node-${platform}-${arch}`;
}

function installedVersion(dir) {
  const node = path.join(dir, 'bin', 'node');
  if (!existsSync(node)) return undefined;
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : undefined;
}

/** `.node/bin/node` of the pinned version, unpacked from the npm registry when missing or another version. */
export function ensureProjectNode() {
  const node = path.join(PROJECT_NODE_DIR, 'bin', 'node');
  if (installedVersion(PROJECT_NODE_DIR) === NODE_VERSION) return node;
  const pkg = `${nodePackageName()}@${NODE_VERSION}`;
  console.log(`This machine's Node.js is ${process.version}; installing Node.js ${NODE_VERSION} (${pkg}) into .node/…`);
  const work = mkdtempSync(path.join(root, '.node-download-'));
  try {
    const packed = spawnSync('npm', ['pack', pkg, '--pack-destination', work, '--silent'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (packed.status !== 0 || !tarball)
      throw new Error(`npm pack ${pkg} failed: install Node.js ${NODE_VERSION} yourself`);
    const unpacked = path.join(work, 'node');
    mkdirSync(unpacked);
    const tar = spawnSync('tar', ['xzf', path.join(work, tarball), '-C', unpacked, '--strip-components=1'], {
      stdio: 'inherit',
    });
    if (tar.status !== 0) throw new Error(`Unpacking ${tarball} failed`);
    rmSync(PROJECT_NODE_DIR, { recursive: true, force: true });
    renameSync(unpacked, PROJECT_NODE_DIR);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (installedVersion(PROJECT_NODE_DIR) !== NODE_VERSION) throw new Error(`${node} does not run here`);
  return node;
}

/**
 * Call first in every command: returns at once under a supported Node; otherwise runs this
 * same command under the project's Node and exits with its status (never returns).
 */
export async function runUnderSupportedNode() {
  // RUNS_UNDER_PROJECT_NODE: this process was started by the lines below; never again.
  if (isSupportedNode() || process.env.RUNS_UNDER_PROJECT_NODE) return;
  let node;
  try {
    node = ensureProjectNode();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`,
      RUNS_UNDER_PROJECT_NODE: '1',
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  await new Promise(() => {
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  });
}
