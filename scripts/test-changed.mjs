// pnpm test:changed: the quick loop (docs/testing.md "The quick loop"). Runs the vitest files
// related to what changed since the branch left main (committed or not): vitest follows the
// import graph from each changed file to the tests that reach it. Changed Playwright specs
// are listed to run by hand, as they need the console built. Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './setup.mjs';
import { runUnderSupportedNode } from './node-runtime.mjs';

await runUnderSupportedNode();

const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
const branch =
  process.env.TEST_CHANGED_BASE ??
  (git('rev-parse', '--verify', '--quiet', 'origin/main').status === 0 ? 'origin/main' : 'main');
const base = git('merge-base', 'HEAD', branch).stdout.trim() || 'HEAD';

const changed = [
  ...git('diff', '--name-only', base).stdout.split('\n'),
  ...git('ls-files', '--others', '--exclude-standard').stdout.split('\n'),
].filter(Boolean);
const specs = changed.filter((file) => file.startsWith('e2e/tests/') && file.endsWith('.spec.ts'));
console.log(`${changed.length} file(s) changed since ${branch} (${base.slice(0, 10)}).`);

const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const run = spawnSync(vitest, ['run', '--changed', base, '--passWithNoTests', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
if (specs.length) {
  console.log('\nChanged browser specs (build first: node scripts/build.mjs):');
  for (const spec of specs)
    console.log(`  e2e/node_modules/.bin/playwright test --config e2e/playwright.config.ts ${spec}`);
}
process.exit(run.status ?? 1);
