import { expect, test } from './csp-watch.js';
import { openSignedIn, signIn } from './sign-in.js';

// docs/admin-console.md, "Accounts" and "Change password": an admin makes an account on
// /admin/accounts; its owner signs in with the password shown once, in a browser of their
// own, and changes it; the admin disables the account and the owner's open session ends.

test('an admin makes an account, its owner signs in and changes the password, and disabling it ends their session', async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  const name = `casey-${Date.now().toString(36)}`;
  const newPassword = 'violet kettle harbour 42';
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  // The admin makes the account and reads its password, shown once.
  await openSignedIn(page, '/admin/accounts', 'admin');
  const accounts = page.getByRole('table', { name: 'Accounts' });
  await expect(accounts.getByRole('cell', { name: 'demo', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New account' }).click();
  const form = page.getByRole('dialog', { name: 'New account' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email (optional)').fill(`${name}@example.com`);
  await form.getByRole('button', { name: 'Create' }).click();
  const created = page.getByRole('dialog', { name: `Account ${name} created` });
  await expect(created.getByText('Shown once.')).toBeVisible();
  const shown = created.getByLabel(`Password for ${name}`);
  await expect(shown).toHaveJSProperty('readOnly', true);
  const password = await shown.inputValue();
  expect(password.length).toBeGreaterThanOrEqual(16);
  await created.getByRole('button', { name: 'Copy' }).click();
  await expect(created.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toHaveCount(0);
  const row = accounts.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row.getByRole('cell')).toHaveText([
    name,
    `${name}@example.com`,
    'Ordinary',
    'Active',
    'Never',
    'Password',
    /Disable/,
  ]);

  // Its owner signs in, in a browser of their own, and changes the password.
  const theirs = await browser.newContext({ baseURL });
  const person = await theirs.newPage();
  await signIn(person, name, password, '/projects');
  await expect(person).toHaveURL(/\/projects$/);
  await person.getByRole('button', { name, exact: true }).click();
  await person.getByRole('menuitem', { name: 'Change password' }).click();
  const change = person.getByRole('dialog', { name: 'Change password' });
  await change.getByLabel('Current password').fill(password);
  await change.getByLabel('New password', { exact: true }).fill('short');
  await expect(change.getByText(/A password has at least 12 characters/)).toBeVisible();
  await change.getByLabel('New password', { exact: true }).fill(newPassword);
  await change.getByLabel('Repeat the new password').fill(newPassword);
  await change.getByRole('button', { name: 'Change password' }).click();
  const changed = person.getByRole('dialog', { name: 'Password changed' });
  await expect(changed.getByRole('status')).toContainText('Your password has been changed.');
  await changed.getByRole('button', { name: 'Close' }).click();
  await expect(changed).toHaveCount(0);
  // The new password signs in; the one shown to the admin no longer does.
  const login = (Password: string) => page.request.post('/accounts/auth/login', { data: { Username: name, Password } });
  expect((await login(newPassword)).status()).toBe(200);
  expect((await login(password)).status()).toBe(401);

  // The admin sees the sign-in, then disables the account.
  await page.reload();
  await expect(row.getByRole('cell').nth(4)).not.toHaveText('Never');
  await row.getByRole('button', { name: `Disable ${name}` }).click();
  const question = page.getByRole('alertdialog', { name: `Disable ${name}?` });
  await question.getByRole('button', { name: 'Disable' }).click();
  await expect(question).toHaveCount(0);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Disabled');
  await expect(row.getByRole('button', { name: `Enable ${name}` })).toBeVisible();

  // The owner's open session has ended: their next step lands on the sign-in page, where the
  // account is refused.
  await person.getByRole('link', { name: 'By region' }).click();
  await expect(person).toHaveURL(/\/accounts\/login\?return=/);
  await person.getByLabel('Username').fill(name);
  await person.getByLabel('Password').fill(newPassword);
  await person.getByRole('button', { name: 'Sign in' }).click();
  await expect(person.getByRole('alert')).toContainText('disabled');
  await theirs.close();
});
