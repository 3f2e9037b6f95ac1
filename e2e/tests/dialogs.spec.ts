import { expect, test, type Locator, type Page } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

const focusInside = (dialog: Locator) => dialog.evaluate((node) => node.contains(document.activeElement));

async function openSampleMovie(page: Page) {
  await page.getByRole('link', { name: 'Sample project' }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Movies', exact: true }).click();
  await page.getByRole('list', { name: 'Movies' }).getByRole('link', { name: 'sample' }).click();
  await expect(page.getByRole('heading', { name: 'sample' })).toBeVisible();
}

test('a dialog keeps the keyboard inside, closes on Escape and gives the focus back to its opener', async ({
  page,
}) => {
  await openSignedIn(page);
  const opener = page.getByRole('button', { name: 'New project' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await expect(dialog.getByLabel('Project name')).toBeFocused();

  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
  }
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog)).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('Enter in a form dialog submits it; a refused name keeps it open with the reason', async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Project name').fill('a/b');
  await expect(dialog.getByRole('alert')).toContainText('slash');
  await expect(dialog.getByRole('button', { name: 'Create project' })).toBeDisabled();
  await dialog.getByLabel('Project name').press('Enter');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Project name').fill(`Entered ${Date.now()}`);
  await dialog.getByLabel('Project name').press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/projects\/eu-west-1\/[0-9a-f]{32}\/videos$/);
});

test('leaving a movie with unsaved changes asks first; keeping them stays, discarding goes', async ({ page }) => {
  await openSignedIn(page);
  await openSampleMovie(page);
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await page.getByRole('button', { name: 'Add scene' }).click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Its own tabs are the same movie: no question.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  const menu = page.getByRole('navigation', { name: 'Project' });
  await menu.getByRole('link', { name: 'Batch', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(ask).toContainText('The changes to the movie sample are not saved.');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL(/\/movies\/sample\/overview$/);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Reloading gets the browser's own question; dismissed, the page and its changes stay.
  const asked: string[] = [];
  page.once('dialog', (question) => {
    asked.push(question.type());
    void question.dismiss();
  });
  await page.evaluate(() => window.location.reload());
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await menu.getByRole('link', { name: 'Batch', exact: true }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/batch$/);
});
