import { expect, test } from './csp-watch.js';
import { signIn } from './sign-in.js';

test('the splitter starts at 550, is kept across visits, and hides icon texts in a narrow right pane', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 800 });
  await signIn(page);
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

test('rebranding falls back to the product name when its configuration fails', async ({ page }) => {
  await page.route('**/regions/rebranding.json', (route) => route.fulfill({ status: 500, body: 'nope' }));
  await signIn(page);
  await expect(page.getByRole('link', { name: 'Reelforge' })).toBeVisible();
  await expect(page).toHaveTitle('Reelforge');
});

test('rebranding names the company when it loads', async ({ page }) => {
  await page.route('**/regions/rebranding.json', (route) => route.fulfill({ json: { company_name: 'Acme Video', company_shorthand: 'AV' } }));
  await signIn(page);
  await expect(page.getByRole('link', { name: 'Acme Video' })).toBeVisible();
  await expect(page).toHaveTitle('Acme Video');
});
