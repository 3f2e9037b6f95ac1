// pnpm test:budget: the whole suite's time against its budget (docs/testing.md "The budget"),
// read from what the last `npm test` left in .test-results: each step's time, then the ten
// slowest test files (a vitest file once per project it ran in, a Playwright spec as the sum
// of its tests), each against the budget of one file.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The whole suite, as CI runs it on a 2-core machine, and one test file. */
export const SUITE_BUDGET_S = 1200;
export const FILE_BUDGET_S = 60;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.test-results');

const read = (name) => {
  const file = path.join(results, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
};

/** Seconds each vitest file took, labelled by its project when it ran in more than one. */
function vitestFiles(report) {
  const files = (report?.testResults ?? []).map((result) => ({
    name: path.relative(root, result.name),
    seconds: Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)) / 1000,
  }));
  const runs = new Map();
  return files.map((file) => {
    const run = (runs.get(file.name) ?? 0) + 1;
    runs.set(file.name, run);
    return run === 1 ? file : { ...file, name: `${file.name} (run ${run})` };
  });
}

/** Seconds each Playwright spec took: the sum of its tests' attempts. */
function e2eFiles(report) {
  const totals = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const seconds =
        spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000;
      const name = path.join('e2e', 'tests', spec.file);
      totals.set(name, (totals.get(name) ?? 0) + seconds);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...totals].map(([name, seconds]) => ({ name, seconds }));
}

export function budgetReport() {
  const steps = read('steps.json');
  const files = [...vitestFiles(read('vitest.json')), ...e2eFiles(read('e2e.json'))].sort(
    (a, b) => b.seconds - a.seconds,
  );
  if (!steps && files.length === 0) return 'No results yet: run `npm test` first.';
  const lines = [];
  if (steps) {
    const total = steps.reduce((sum, step) => sum + step.seconds, 0);
    lines.push(
      `The suite took ${total.toFixed(0)} s of its ${SUITE_BUDGET_S} s budget${total > SUITE_BUDGET_S ? ': OVER' : ''}.`,
    );
    for (const step of steps) lines.push(`  ${step.seconds.toFixed(0).padStart(6)} s  ${step.title}`);
  }
  lines.push(`The ten slowest of ${files.length} test files (budget ${FILE_BUDGET_S} s each):`);
  for (const file of files.slice(0, 10))
    lines.push(
      `  ${file.seconds.toFixed(1).padStart(6)} s  ${file.name}${file.seconds > FILE_BUDGET_S ? '  OVER' : ''}`,
    );
  const over = files.filter((file) => file.seconds > FILE_BUDGET_S).length;
  if (over) lines.push(`${over} file(s) over ${FILE_BUDGET_S} s.`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(budgetReport());
