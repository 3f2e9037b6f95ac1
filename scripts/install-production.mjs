// node scripts/install-production.mjs <folder> [--console]: the platform with its production
// dependencies only, as the image runs it (docs/deploy.md, "The production install"):
//   <folder>/infra/platform   the platform's sources and node_modules (pnpm deploy --prod)
//   <folder>/host/dist        with --console: the built console
//   <folder>/remotes-dist     with --console: the published remotes (node scripts/build.mjs --publish)
// Run by the Dockerfile's app stage and by infra/deploy/test/production-install.test.ts.
// Prints, and writes to <folder>/production-install.json, the package count and size on disk.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runUnderSupportedNode } from './node-runtime.mjs';
import { pnpmCommand, root } from './setup.mjs';

await runUnderSupportedNode();

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { console: { type: 'boolean', default: false } },
});
if (positionals.length !== 1) {
  console.error('Usage: node scripts/install-production.mjs <folder> [--console]');
  process.exit(2);
}
const out = path.resolve(positionals[0]);
const platformOut = path.join(out, 'infra', 'platform');
rmSync(platformOut, { recursive: true, force: true });

const [pnpm, ...pnpmArgs] = pnpmCommand();
const deployed = spawnSync(
  pnpm,
  [...pnpmArgs, '--filter', '@reelforge/platform', '--prod', 'deploy', '--prefer-offline', platformOut],
  { cwd: root, stdio: 'inherit' },
);
if (deployed.status !== 0) process.exit(deployed.status ?? 1);

if (values.console) {
  for (const part of [path.join('host', 'dist'), 'remotes-dist']) {
    const from = path.join(root, part);
    if (!existsSync(from)) {
      console.error(`${part} is missing: build it first (node scripts/build.mjs --publish remotes-dist)`);
      process.exit(1);
    }
    cpSync(from, path.join(out, part), { recursive: true });
  }
}

/** Packages of the install: the entries of pnpm's virtual store (one per name and version). */
const store = path.join(platformOut, 'node_modules', '.pnpm');
const packages = readdirSync(store).filter((name) => name !== 'node_modules' && !name.endsWith('.yaml')).length;

function bytesOf(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) total += bytesOf(file);
    else if (entry.isFile()) total += lstatSync(file).size;
  }
  return total;
}
const summary = { packages, bytes: bytesOf(out) };
writeFileSync(path.join(out, 'production-install.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.log(`Production install in ${out}: ${packages} packages, ${(summary.bytes / 2 ** 20).toFixed(0)} MiB on disk`);
