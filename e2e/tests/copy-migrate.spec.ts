import { expect, test, type Page } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

/** The projects of one region, as its page lists them. */
async function regionProjects(page: Page, region: string) {
  await page.goto(`/byregion/${region}/projects`);
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table).toBeVisible();
  return table;
}

const COPY = 'Travelling copy';

test('a user copies the Sample project to us-east-1 and opens the copy’s movie', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page);
  await expect(page).toHaveURL(/\/projects$/);
  await page.getByLabel('Select Sample project').check();
  await page.getByRole('button', { name: 'Copy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy project' });
  await expect(dialog.getByLabel('Name of the copy')).toHaveValue('Sample project Copy');
  // A name of its own, so the journeys after this one still find one project called or matching "Sample project".
  await dialog.getByLabel('Name of the copy').fill(COPY);
  await dialog.getByLabel('Target region').selectOption('us-east-1');
  await dialog.getByRole('button', { name: 'Copy' }).click();

  // Each item is shown, and the dialog closes by itself once the copy ended.
  const progress = page.getByRole('dialog', { name: 'Copying project' });
  await expect(progress.getByText('sample-background.mp4')).toBeVisible();
  await expect(progress).toHaveCount(0, { timeout: 30_000 });

  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('link', { name: COPY })).toBeVisible();
  const us = await regionProjects(page, 'us-east-1');
  await us.getByRole('link', { name: COPY }).click();
  await expect(page).toHaveURL(/\/projects\/us-east-1\/[0-9a-f]{32}\/videos$/);
  await expect(
    page.getByRole('list', { name: 'Videos' }).getByRole('link', { name: 'sample-background.mp4' }),
  ).toBeVisible();

  // The copy's movie opens and renders a frame from the copied assets.
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Movies', exact: true }).click();
  await page.getByRole('link', { name: 'sample', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'sample' })).toBeVisible();
  await page.getByRole('tab', { name: 'Play' }).click();
  await page.getByLabel('Frame', { exact: true }).fill('20');
  await page.getByRole('button', { name: 'Show frame' }).click();
  const frame = page.getByRole('img', { name: 'Frame 20 of sample' });
  await expect
    .poll(() => frame.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 })
    .toBe(640);
});

test('a user migrates a project to us-east-1 and finds it there, and no longer in eu-west-1', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page);
  const name = `Traveller ${Date.now()}`;
  await page.getByRole('button', { name: 'New project' }).click();
  const create = page.getByRole('dialog', { name: 'New project' });
  await create.getByLabel('Project name').fill(name);
  await create.getByLabel('Region').selectOption('eu-west-1');
  await create.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/videos$/);

  const eu = await regionProjects(page, 'eu-west-1');
  await page.getByLabel(`Select ${name}`).check();
  await page.getByRole('button', { name: 'Migrate' }).click();
  const dialog = page.getByRole('dialog', { name: `Migrate ${name}` });
  await dialog.getByLabel('Target region').selectOption('us-east-1');
  await dialog.getByRole('button', { name: 'Migrate' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await expect(eu.getByRole('link', { name })).toHaveCount(0);

  const us = await regionProjects(page, 'us-east-1');
  await expect(us.getByRole('link', { name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('link', { name })).toBeVisible();
  const again = await regionProjects(page, 'eu-west-1');
  await expect(again.getByRole('link', { name: 'Sample project', exact: true })).toBeVisible();
  await expect(again.getByRole('link', { name })).toHaveCount(0);

  // Migrating it to where it is already is refused before anything is asked of the platform.
  const back = await regionProjects(page, 'us-east-1');
  await page.getByLabel(`Select ${name}`).check();
  await page.getByRole('button', { name: 'Migrate' }).click();
  const refused = page.getByRole('dialog', { name: `Migrate ${name}` });
  await refused.getByLabel('Target region').selectOption('us-east-1');
  await refused.getByRole('button', { name: 'Migrate' }).click();
  await expect(refused.getByRole('alert')).toHaveText('Already in us-east-1: choose another region.');
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(back.getByRole('link', { name })).toBeVisible();
});
