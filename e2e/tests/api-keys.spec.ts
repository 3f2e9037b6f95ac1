import { expect, test } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

// docs/admin-console.md, "API keys", and docs/api.md: a person makes a read-only key for one
// project on /account/apikeys, copies it from where it is shown once, and a program calls with
// it: it reads that project, is refused a write and another project; once revoked it opens nothing.

test('a read-only key for one project reads it, writes nothing, and stops once revoked', async ({
  page,
  baseURL,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openSignedIn(page, '/projects');
  const login = await page.request.post('/accounts/auth/login', { data: { Username: 'demo', Password: 'demo' } });
  const token = ((await login.json()) as { Token: string }).Token;
  const made = await page.request.put('/r/eu-west-1/api/v1/project/Not%20for%20the%20key', {
    headers: { authorization: `istoken ${token}` },
  });
  expect(made.status()).toBe(201);
  const other = ((await made.json()) as { uid: string }).uid;

  await page.getByRole('button', { name: 'demo', exact: true }).click();
  await page.getByRole('menuitem', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/account\/apikeys$/);
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New key' }).click();
  const form = page.getByRole('dialog', { name: 'New API key' });
  await form.getByLabel('Name').fill('Dashboard');
  await form.getByRole('radio', { name: 'Only the projects chosen' }).check();
  await form.getByRole('checkbox', { name: 'Sample project (eu-west-1)' }).check();
  await form.getByLabel('Access').selectOption({ label: 'Read only' });
  await form.getByRole('button', { name: 'Create' }).click();
  const created = page.getByRole('dialog', { name: 'Key Dashboard created' });
  await expect(created.getByText('Shown once.')).toBeVisible();
  const field = created.getByLabel('API key Dashboard');
  await expect(field).toHaveJSProperty('readOnly', true);
  const key = await field.inputValue();
  expect(key).toMatch(/^rfk_[A-Za-z0-9_-]{40}$/);
  await created.getByRole('button', { name: 'Copy' }).click();
  await expect(created.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toHaveCount(0);
  const row = page
    .getByRole('table', { name: 'API keys' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Dashboard', exact: true }) });
  await expect(row.getByRole('cell')).toHaveText([
    'Dashboard',
    `${key.slice(0, 12)}…`,
    'Sample project (eu-west-1)',
    'Read only',
    'Never',
    'Not yet',
    'Active',
    /Revoke/,
  ]);
  await expect(page.getByText(key)).toHaveCount(0);

  // A program with the key: its project only, and no writes.
  const asKey = { authorization: `Bearer ${key}` };
  const listed = await page.request.get('/r/eu-west-1/api/v1/list/project/', { headers: asKey });
  expect(listed.status()).toBe(200);
  const { Projects } = (await listed.json()) as { Projects: { uid: string; name: string }[] };
  expect(Projects.map((project) => project.name)).toEqual(['Sample project']);
  const sample = Projects[0]!.uid;
  expect((await page.request.get(`/r/eu-west-1/api/v1/list/data/${sample}/`, { headers: asKey })).status()).toBe(200);
  expect((await page.request.get(`/r/eu-west-1/api/v1/list/data/${other}/`, { headers: asKey })).status()).toBe(404);
  const write = await page.request.put(`/r/eu-west-1/api/v1/appdata/${sample}/scripts.json`, {
    headers: asKey,
    data: [],
  });
  expect(write.status()).toBe(403);
  expect(((await write.json()) as { Message: string }).Message).toBe('This API key is read-only');

  // Its last use shows once the page reads again; Revoke, asked first, ends it.
  await page.reload();
  await expect(row.getByRole('cell').nth(5)).not.toHaveText('Not yet');
  await row.getByRole('button', { name: 'Revoke Dashboard' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke Dashboard?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByRole('cell').nth(6)).toHaveText('Revoked');
  const after = await page.request.get('/r/eu-west-1/api/v1/list/project/', { headers: asKey });
  expect(after.status()).toBe(401);
});
