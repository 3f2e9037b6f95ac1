// pnpm build: production builds of the host and every remote, whether or not they are stale.
// node scripts/build.mjs --publish <folder>: the same, then each remote's build copied to
// <folder>/<name>/<version>/ with <folder>/remotes.json naming them (REMOTES_MANIFEST).
// node scripts/build.mjs --remote <name> [--out <folder>]: one remote, deployable alone, into
// <folder>/<name>/<version>/ (default folder remotes-dist).
// The version is the remote's package.json version, or MF_BUILD_VERSION when set (docs/remotes-deploy.md).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import buildHash from '../shared/build/build-hash.cjs';
import { buildApps } from './setup.mjs';
import { runUnderSupportedNode } from './node-runtime.mjs';

await runUnderSupportedNode();

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    remote: { type: 'string' },
    out: { type: 'string', default: 'remotes-dist' },
    publish: { type: 'string' },
  },
});

const versionOf = (appDir) =>
  process.env.MF_BUILD_VERSION || JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')).version;

if (values.remote) {
  if (!/^[a-z0-9][a-z0-9_-]*$/.test(values.remote)) throw new Error(`--remote ${values.remote}: not a remote's name`);
  const appDir = path.join(root, 'remotes', values.remote);
  const outDir = path.resolve(values.out, values.remote, versionOf(appDir));
  const built = spawnSync(
    process.execPath,
    [path.join(root, 'shared', 'build', 'build.cjs'), appDir, '--out', outDir],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
  console.log(`${values.remote} -> ${outDir}`);
} else {
  buildApps({ force: true });
  if (values.publish) {
    const remotes = {};
    for (const name of readdirSync(path.join(root, 'remotes')).sort()) {
      const appDir = path.join(root, 'remotes', name);
      if (!existsSync(path.join(appDir, 'dist', 'mf-manifest.json'))) continue;
      const version = versionOf(appDir);
      const target = path.resolve(values.publish, name, version);
      mkdirSync(target, { recursive: true });
      // The inputs' hash is for the next local build's check, not for serving.
      cpSync(path.join(appDir, 'dist'), target, {
        recursive: true,
        filter: (source) => path.basename(source) !== buildHash.HASH_FILE,
      });
      remotes[name] = { version, folder: `${name}/${version}` };
    }
    writeFileSync(path.resolve(values.publish, 'remotes.json'), `${JSON.stringify({ remotes }, null, 2)}\n`);
    console.log(`published ${Object.keys(remotes).length} remotes to ${path.resolve(values.publish)}`);
  }
}
