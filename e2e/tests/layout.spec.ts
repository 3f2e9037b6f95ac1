import { expect, test, type Page } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

test('the splitter starts at 550, is kept across visits, and hides icon texts in a narrow right pane', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 800 });
  await openSignedIn(page);
  await page.getByRole('cell', { name: 'eu-west-1' }).first().click();
  const splitter = page.getByRole('separator', { name: 'Resize panes' });
  await expect(splitter).toHaveAttribute('aria-valuenow', '550');
  const deleteText = page.locator('.rf-split-right .rf-icon-text', { hasText: 'Delete project' });
  await expect(deleteText).toBeVisible();

  await splitter.focus();
  for (let i = 0; i < 15; i++) await page.keyboard.press('ArrowRight');
  await expect(splitter).toHaveAttribute('aria-valuenow', '850');
  // The right pane is now narrower than 550: the text hides, the button keeps its name.
  await expect(deleteText).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete project' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('separator', { name: 'Resize panes' })).toHaveAttribute('aria-valuenow', '850');
});

async function openSampleMovies(page: Page) {
  await page.getByRole('link', { name: 'Sample project' }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Movies', exact: true }).click();
}

test('at 1024x700 the movie editor keeps a usable width beside the list', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await openSignedIn(page);
  await openSampleMovies(page);
  await page.getByRole('list', { name: 'Movies' }).getByRole('link', { name: 'sample' }).click();
  const editor = page.getByRole('article', { name: 'Movie sample' });
  await expect(editor).toBeVisible();
  const box = await editor.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(420);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1024);
  // The list is still beside it: the splitter moved in from 550 so that both fit.
  await expect(page.getByRole('list', { name: 'Movies' })).toBeVisible();
  expect(
    Number(await page.getByRole('separator', { name: 'Resize panes' }).getAttribute('aria-valuenow')),
  ).toBeLessThan(550);
});

test('each page keeps its own splitter position', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 800 });
  await openSignedIn(page);
  await openSampleMovies(page);
  const splitter = page.getByRole('separator', { name: 'Resize panes' });
  await splitter.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await expect(splitter).toHaveAttribute('aria-valuenow', '450');
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Videos', exact: true }).click();
  await expect(page.getByRole('separator', { name: 'Resize panes' })).toHaveAttribute('aria-valuenow', '550');
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Movies', exact: true }).click();
  await expect(page.getByRole('separator', { name: 'Resize panes' })).toHaveAttribute('aria-valuenow', '450');
});

test('on a phone the list and the open movie take turns, with a way back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page);
  await openSampleMovies(page);
  await expect(page.getByRole('separator')).toHaveCount(0);
  await page.getByRole('list', { name: 'Movies' }).getByRole('link', { name: 'sample' }).click();

  const editor = page.getByRole('article', { name: 'Movie sample' });
  await expect(editor).toBeVisible();
  const box = await editor.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await expect(editor).toBeInViewport();
  await expect(page.getByRole('list', { name: 'Movies' })).toBeHidden();

  await page.getByRole('link', { name: 'Back to movies' }).click();
  await expect(page.getByRole('list', { name: 'Movies' })).toBeVisible();
  await expect(editor).toHaveCount(0);
});

test('rebranding falls back to the product name when its configuration fails', async ({ page }) => {
  await page.route('**/regions/rebranding.json', (route) => route.fulfill({ status: 500, body: 'nope' }));
  await openSignedIn(page);
  await expect(page.getByRole('link', { name: 'Reelforge' })).toBeVisible();
  await expect(page).toHaveTitle('Reelforge');
});

test('rebranding names the company when it loads', async ({ page }) => {
  await page.route('**/regions/rebranding.json', (route) =>
    route.fulfill({ json: { company_name: 'Acme Video', company_shorthand: 'AV' } }),
  );
  await openSignedIn(page);
  await expect(page.getByRole('link', { name: 'Acme Video' })).toBeVisible();
  await expect(page).toHaveTitle('Acme Video');
});
