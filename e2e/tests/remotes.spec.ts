import { expect, test } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

test('an unreachable remote shows an error panel in its area while the project list works', async ({
  page,
  cspViolations,
}) => {
  // The manifest names an assets remote whose entry cannot be reached.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    await route.fulfill({ response, json: { ...manifest, assets: 'http://127.0.0.1:9/mf-manifest.json' } });
  });
  await openSignedIn(page);
  await page.getByRole('link', { name: 'Sample project' }).click();
  await expect(page).toHaveURL(/\/projects\/eu-west-1\/[0-9a-f]{32}\/videos$/);

  const panel = page.getByRole('alert', { name: 'The assets area is unavailable' });
  await expect(panel).toContainText('could not be downloaded');
  await expect(page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Movies' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('link', { name: 'Sample project' })).toBeVisible();
  await page.getByLabel('Search projects').fill('sample');
  await expect(page.getByRole('table', { name: 'Projects' }).locator('tbody tr')).toHaveCount(1);

  // The policy (connect-src 'self') is what refuses the other host here: expected, and nothing else.
  expect(cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.filter((line) => !line.includes('http://127.0.0.1:9/mf-manifest.json'))).toEqual([]);
  cspViolations.length = 0;
});

test('a list of areas the server cannot give is shown as such, never as areas missing from the deployment, and trying again opens the area', async ({
  page,
}) => {
  let failing = true;
  await page.route('**/remotes.json', async (route) =>
    failing ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' }) : route.fallback(),
  );
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await openSignedIn(page);

  const panel = page.getByRole('alert', { name: 'The console could not load its list of areas' });
  await expect(panel).toContainText('The server answered with an error instead of the list of areas.');
  await expect(page.getByText('not part of this deployment')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(logged.some((line) => line.includes('The console could not load its list of areas (server)'))).toBe(true);

  failing = false;
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Sample project' })).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('the projects remote is fetched only when its area opens', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await openSignedIn(page, '/mpx');
  await expect(page.getByRole('switch')).toBeVisible();
  expect(fetched.some((p) => p.startsWith('/remotes/projects/'))).toBe(false);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('link', { name: 'Sample project' })).toBeVisible();
  expect(fetched.some((p) => p.startsWith('/remotes/projects/'))).toBe(true);
});
