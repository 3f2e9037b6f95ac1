import { expect, test } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

test('the console refuses code compiled from text, and the refusal is reported', async ({ page, cspViolations }) => {
  await openSignedIn(page);
  await expect(page.getByRole('link', { name: 'Sample project' })).toBeVisible();
  // Code evaluated for the test itself is exempt from the policy; what it schedules is not.
  const tries = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        setTimeout(() =>
          resolve(
            [
              () => eval('1 + 1'),
              () => (0, eval)('2'),
              () => new Function('return 3')(),
              () => (async () => {}).constructor('return 4'),
            ].map((attempt) => {
              try {
                attempt();
                return 'ran';
              } catch (error) {
                return error instanceof Error ? error.name : String(error);
              }
            }),
          ),
        ),
      ),
  );
  expect(tries).toEqual(['EvalError', 'EvalError', 'EvalError', 'EvalError']);
  await expect
    .poll(() => cspViolations.filter((line) => /script-src refused eval/.test(line)).length)
    .toBeGreaterThanOrEqual(4);
  // Expected here; every other test must end with none.
  cspViolations.length = 0;
});
