import { expect, test } from './csp-watch.js';
import { signIn } from './sign-in.js';

test('a wrong password is refused on the sign-in page', async ({ page }) => {
  await page.goto('/projects');
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
});

test('sign-in returns to the page the user asked for, and the token leaves the address bar', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/byregion/us-east-1');
  await expect(page).toHaveURL(/\/byregion\/us-east-1\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects in us-east-1' })).toBeVisible();
  expect(page.url()).not.toContain('token=');
});

test('/byregion goes to the last used region, eu-west-1 at first', async ({ page, context }) => {
  await signIn(page, 'demo', 'demo', '/byregion');
  await expect(page).toHaveURL(/\/byregion\/eu-west-1\/projects$/);
  await page.getByRole('navigation', { name: 'Regions' }).getByRole('link', { name: 'eu-original-1' }).click();
  await expect(page.getByRole('heading', { name: 'Projects in eu-original-1' })).toBeVisible();
  // The region is remembered once its page has shown.
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'last_region')?.value)
    .toBe('eu-original-1');
  await page.goto('/byregion/$last');
  await expect(page).toHaveURL(/\/byregion\/eu-original-1\/projects$/);
});

test('logout clears the token and sends the user to sign in again', async ({ page, context }) => {
  await signIn(page);
  await expect(page.getByRole('link', { name: 'Sample project' })).toBeVisible();
  await page.getByRole('button', { name: 'demo' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/accounts\/login/);
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
});

test('a failed renewal opens the re-authentication dialog, which leads to sign-in', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await expect(page.getByRole('link', { name: 'Sample project' })).toBeVisible();
  await page.route('**/accounts/auth/renew', (route) =>
    route.fulfill({ status: 401, json: { Message: 'Token expired' } }),
  );
  await page.clock.runFor(61_000);
  const dialog = page.getByRole('alertdialog', { name: 'Your session has ended' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/accounts\/login\?return=/);
});

test('the token is renewed every minute', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await expect(page.getByRole('link', { name: 'Sample project' })).toBeVisible();
  const renewal = page.waitForResponse('**/accounts/auth/renew');
  await page.clock.runFor(61_000);
  expect((await renewal).status()).toBe(200);
});

test('a project that does not exist opens the error dialog, which returns to /', async ({ page }) => {
  await signIn(page, 'demo', 'demo', `/projects/eu-west-1/${'0'.repeat(32)}/videos`);
  const dialog = page.getByRole('alertdialog', { name: 'Something went wrong' });
  await expect(dialog).toContainText(`/projects/eu-west-1/${'0'.repeat(32)}/videos`);
  await expect(dialog).toContainText('"status": 404');
  await dialog.getByRole('button', { name: 'Close and reload' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});

test('admin tools are rejected for ordinary users and offered to admins', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/assume');
  await expect(page.getByRole('alert', { name: 'Access denied' })).toBeVisible();
  await page.getByRole('button', { name: 'demo' }).click();
  await expect(page.getByRole('menuitem', { name: 'Act as another account' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'admin' }).click();
  await expect(page.getByRole('menuitem', { name: 'Act as another account' })).toBeVisible();
});

test('the mpx switch is kept in local storage, and fxtype selects a beta mode', async ({ page }) => {
  await signIn(page, 'demo', 'demo', '/mpx');
  const toggle = page.getByRole('switch');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await page.reload();
  await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => localStorage.getItem('mpx'))).toBe('enabled');
  await page.goto('/projects?fxtype=fxpro');
  await expect(page.getByLabel('Beta mode fxpro')).toBeVisible();
});
