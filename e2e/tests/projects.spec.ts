import { expect, test } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

test('a user creates a project in us-east-1, finds it again and deletes it', async ({ page }) => {
  await openSignedIn(page);
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('link', { name: 'Sample project' })).toBeVisible();
  // No project is open, so there is no project menu.
  await expect(page.getByRole('navigation', { name: 'Project' })).toHaveCount(0);

  const name = `Launch ${Date.now()}`;
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await expect(dialog.getByLabel('Region')).toHaveValue('eu-west-1');
  await dialog.getByLabel('Project name').fill(name);
  await dialog.getByLabel('Region').selectOption('us-east-1');
  await dialog.getByLabel('Render speed').selectOption('3');
  const speedPosted = page.waitForResponse(
    (r) => r.url().includes('/render/v2/settings/us-east-1/') && r.request().method() === 'POST',
  );
  const createdAt = Date.now();
  await dialog.getByRole('button', { name: 'Create project' }).click();

  await expect(page).toHaveURL(/\/projects\/us-east-1\/[0-9a-f]{32}\/videos$/);
  const menu = page.getByRole('navigation', { name: 'Project' });
  await expect(menu).toContainText(name);
  await expect(menu.getByRole('link', { name: 'Videos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible();
  await expect(page.getByText('No videos yet. Upload files or drop them here.')).toBeVisible();
  // Every project page is built: the menu offers Analytics, and its address opens it.
  await expect(menu.getByRole('link', { name: 'Analytics' })).toBeVisible();
  // (Opened by address, a page load: first let the speed reach the render host, which the page does a second after creation.)
  await speedPosted;
  await page.goto(page.url().replace(/\/videos$/, '/analytics'));
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await page.getByLabel('Search projects').fill(name);
  const rows = page.getByRole('table', { name: 'Projects' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('us-east-1');

  // The speed chosen at creation reaches the render host about a second later.
  expect((await speedPosted).status()).toBe(200);
  expect(Date.now() - createdAt).toBeGreaterThanOrEqual(900);
  await rows.first().getByRole('cell', { name: 'us-east-1' }).click();
  await expect(page.getByLabel('Render speed')).toHaveValue('3');

  await page.getByLabel(`Select ${name}`).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete project?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`No project matches “${name}”.`)).toBeVisible();

  await page.reload();
  await page.getByLabel('Search projects').fill(name);
  await expect(page.getByText(`No project matches “${name}”.`)).toBeVisible();
});

test('the list is sorted newest first and can be reversed', async ({ page }) => {
  await openSignedIn(page);
  for (const name of ['Older sort probe', 'Newer sort probe']) {
    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByLabel('Project name').fill(name);
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/\/videos$/);
    await page.goto('/projects');
  }
  await page.getByLabel('Search projects').fill('sort probe');
  const names = page.getByRole('table', { name: 'Projects' }).locator('tbody tr td:nth-child(2)');
  await expect(names).toHaveText(['Newer sort probe', 'Older sort probe']);
  await page.getByRole('button', { name: /Sort by date created/ }).click();
  await expect(names).toHaveText(['Older sort probe', 'Newer sort probe']);
});

test('a failing region is named while the other regions still list', async ({ page }) => {
  await page.route('**/r/eu-original-1/api/v1/list/project/', (route) => route.fulfill({ status: 503, body: 'down' }));
  await openSignedIn(page);
  await expect(page.getByRole('alert', { name: 'Region errors' })).toHaveText('eu-original-1: Service Unavailable');
  await expect(page.getByRole('link', { name: 'Sample project' })).toBeVisible();
});

test('a failed delete explains itself in the error dialog, server text shown but never run', async ({ page }) => {
  await openSignedIn(page);
  await page.route('**/r/eu-west-1/api/v1/project/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { Message: '<img src="x" onerror="window.pwned = true">Disk full' } })
      : route.fallback(),
  );
  await page.getByLabel('Select Sample project').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Delete project?' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete failed' });
  await expect(dialog).toContainText('These projects could not be deleted:');
  await expect(dialog).toContainText('Sample project: <img src="x" onerror="window.pwned = true">Disk full');
  expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('link', { name: 'Sample project' })).toBeVisible();
});
