// npm test: set up what is missing, then lint, type-check and run every test: unit, platform
// integration and the Playwright suite in Debian's Chromium against npm start's server.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { root, setup } from './setup.mjs';
import { budgetReport } from './test-budget.mjs';
import { runUnderSupportedNode } from './node-runtime.mjs';

await runUnderSupportedNode();

const results = path.join(root, '.test-results');

/** Each step's time, for the budget (scripts/test-budget.mjs). */
const timings = [];

function timed(title, run) {
  const started = Date.now();
  try {
    return run();
  } finally {
    timings.push({ title, seconds: (Date.now() - started) / 1000 });
  }
}

function step(title, command, args, options = {}) {
  console.log(`\n── ${title}`);
  return timed(
    title,
    () =>
      spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options, env: { ...process.env, ...options.env } })
        .status === 0,
  );
}

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 1 };
  }
}

try {
  timed('Set-up (packages, tools, builds)', () => setup({ browser: true }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const bin = (pkg, name) => path.join(root, pkg, 'node_modules', '.bin', name);
const ok = [
  // A fraction of a second: the import walls and a few correctness rules (.oxlintrc.json).
  step('Lint (import walls)', bin('.', 'oxlint'), ['.']),
  // Under a second: every source file as the formatter writes it (biome.json, docs/decisions.md).
  step('Format', bin('.', 'biome'), ['format', '.']),
  step('Type-check console, shared and e2e', bin('.', 'tsc'), ['-p', 'tsconfig.json']),
  step('Type-check platform', bin('.', 'tsc'), ['-p', 'infra/platform/tsconfig.json']),
  step('Type-check renderer', bin('.', 'tsc'), ['-p', 'infra/renderer/tsconfig.json']),
  step('Unit and platform integration tests', bin('.', 'vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, 'vitest.json')}`,
  ]),
  step('End-to-end tests in Chromium', bin('e2e', 'playwright'), ['test', '--config', 'e2e/playwright.config.ts']),
];

writeFileSync(path.join(results, 'steps.json'), JSON.stringify(timings, null, 2));
console.log(`\n${budgetReport()}`);

const vitest = counts(path.join(results, 'vitest.json'), (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numFailedTestSuites ?? 0),
}));
const e2e = counts(path.join(results, 'e2e.json'), (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
}));
const failedSteps = ok.filter((passed) => !passed).length;
const passed = vitest.passed + e2e.passed;
const failed = vitest.failed + e2e.failed;
console.log(
  `\nunit+integration ${vitest.passed} passed, ${vitest.failed} failed; e2e ${e2e.passed} passed, ${e2e.failed} failed`,
);
if (failedSteps && failed === 0) console.log(`${failedSteps} step(s) failed (see above)`);
console.log(`tests: ${passed} passed, ${failed + (failed === 0 ? failedSteps : 0)} failed`);
process.exit(failedSteps || failed ? 1 : 0);
