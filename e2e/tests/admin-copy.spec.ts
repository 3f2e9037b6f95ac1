import { expect, test } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

// The second account is the seeded admin (the platform has no sign-up): the copy lands in an
// account other than demo's, which then signs in afresh and opens it.
const COPY = 'Sample for admin';

test('an admin copies a project from demo into another account, which then opens it and renders its movie', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, '/copyproject', 'admin');
  await expect(page).toHaveURL(/\/copyproject$/);
  const tool = page.getByRole('region', { name: 'Copy a project to another account' });
  await tool.getByLabel('Source account').fill('dem');
  await tool.getByRole('button', { name: 'Copy from demo' }).click();
  await tool.getByLabel('Target account').fill('adm');
  await tool.getByRole('button', { name: 'Copy to admin' }).click();
  await tool
    .getByRole('list', { name: 'Projects of demo' })
    .getByRole('button', { name: 'Copy Sample project' })
    .click();

  const form = page.getByRole('dialog', { name: 'Copy Sample project to admin' });
  await expect(form.getByLabel('Name of the copy')).toHaveValue('Sample project Copy');
  await form.getByLabel('Name of the copy').fill(COPY);
  await form.getByRole('button', { name: 'Copy' }).click();

  // Each item is shown, and the dialog closes by itself once the copy ended.
  const progress = page.getByRole('dialog', { name: 'Copying project' });
  await expect(progress.getByText('sample-background.mp4')).toBeVisible();
  await expect(progress).toHaveCount(0, { timeout: 30_000 });

  // The target signs in on its own and finds the copy among its projects.
  const fresh = await browser.newContext();
  const admin = await fresh.newPage();
  await openSignedIn(admin, '/', 'admin');
  await expect(admin).toHaveURL(/\/projects$/);
  await admin.getByRole('table', { name: 'Projects' }).getByRole('link', { name: COPY }).click();
  await expect(admin).toHaveURL(/\/projects\/eu-west-1\/[0-9a-f]{32}\/videos$/);
  await expect(
    admin.getByRole('list', { name: 'Videos' }).getByRole('link', { name: 'sample-background.mp4' }),
  ).toBeVisible();
  await admin.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Movies', exact: true }).click();
  await admin.getByRole('link', { name: 'sample', exact: true }).click();
  await admin.getByRole('tab', { name: 'Play' }).click();
  await admin.getByLabel('Frame', { exact: true }).fill('20');
  await admin.getByRole('button', { name: 'Show frame' }).click();
  const frame = admin.getByRole('img', { name: 'Frame 20 of sample' });
  await expect
    .poll(() => frame.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 })
    .toBe(640);
  await fresh.close();

  // demo's own projects do not show the copy.
  const demoContext = await browser.newContext();
  const demo = await demoContext.newPage();
  await openSignedIn(demo);
  await expect(
    demo.getByRole('table', { name: 'Projects' }).getByRole('link', { name: 'Sample project', exact: true }),
  ).toBeVisible();
  await expect(demo.getByRole('table', { name: 'Projects' }).getByRole('link', { name: COPY })).toHaveCount(0);
  await demoContext.close();
});
