import { expect, test, type APIRequestContext } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

// docs/admin-console.md: an admin finds demo by one of demo's projects, acts as demo (the
// banner says so, demo's projects are listed) and comes back; demo never downloads the admin
// remote and the admin pages refuse it.

/** The uid of demo's Sample project, read with demo's own token. */
async function demoSampleUid(request: APIRequestContext): Promise<string> {
  const login = await request.post('/accounts/auth/login', { data: { Username: 'demo', Password: 'demo' } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `istoken ${(await login.json()).Token}` };
  const list = await request.get('/r/eu-west-1/api/v1/list/project/', { headers });
  const sample = ((await list.json()).Projects as { name: string; uid: string }[]).find(
    (p) => p.name === 'Sample project',
  );
  expect(sample).toBeTruthy();
  return sample!.uid;
}

test('an admin finds demo by a project of theirs, acts as demo and comes back', async ({ page, request }) => {
  const uid = await demoSampleUid(request);
  await openSignedIn(page, '/assumebyproject', 'admin');
  await expect(page).toHaveURL(/\/assumebyproject$/);
  const tool = page.getByRole('region', { name: 'Find account by project' });
  await tool.getByLabel('Project name or uid').fill(uid);
  const hit = tool.getByRole('table', { name: 'Projects found' }).getByRole('row').filter({ hasText: uid });
  await expect(hit).toHaveCount(1);
  await expect(hit).toContainText('Sample project');
  await expect(hit).toContainText('eu-west-1');
  await expect(hit.getByRole('cell', { name: 'demo', exact: true })).toBeVisible();
  await hit.getByRole('button', { name: 'Act as demo' }).click();

  // The console starts again as demo: the banner says so and demo's projects are listed.
  await expect(page).toHaveURL(/\/projects$/);
  const banner = page.getByRole('status', { name: 'Acting as demo' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'demo', exact: true })).toBeVisible();
  await expect(page.getByText('Sample project').first()).toBeVisible();
  // Demo is no admin: the admin tools are gone while acting as demo.
  await page.getByRole('button', { name: 'demo', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Act as another account' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A reload stays demo; the way back restores the admin's own session.
  await page.reload();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Back to admin' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('button', { name: 'admin', exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: /Acting as/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'admin', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Act as another account' })).toBeVisible();
});

test('an admin acts as demo from the account search', async ({ page }) => {
  await openSignedIn(page, '/assume', 'admin');
  const tool = page.getByRole('region', { name: 'Act as another account' });
  await tool.getByLabel('Account').fill('d');
  await expect(tool.getByText('Type at least 2 characters of a username to search.')).toBeVisible();
  await tool.getByLabel('Account').fill('dem');
  await tool.getByRole('button', { name: 'Act as demo' }).click();
  await expect(page.getByRole('status', { name: 'Acting as demo' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to admin' }).click();
  await expect(page.getByRole('button', { name: 'admin', exact: true })).toBeVisible();

  // The admin's action is in the audit log, newest first.
  await page.goto('/assume');
  const newest = page.getByRole('table', { name: 'Admin actions' }).getByRole('row').nth(1);
  await expect(newest.getByRole('cell')).toHaveText([/./, 'admin', 'assume', 'demo', '']);
});

test('demo never downloads the admin remote, and the admin pages refuse demo', async ({ page }) => {
  const adminCode: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/admin/')) adminCode.push(request.url());
  });
  await openSignedIn(page, '/assume');
  await expect(page.getByRole('alert', { name: 'Access denied' })).toBeVisible();
  for (const path of ['/assumebyproject', '/copyproject', '/projects']) {
    await page.goto(path);
    if (path === '/projects') await expect(page.getByText('Sample project').first()).toBeVisible();
    else await expect(page.getByRole('alert', { name: 'Access denied' })).toBeVisible();
  }
  expect(adminCode).toEqual([]);
  // The calls themselves are refused too.
  const assumed = await page.evaluate(async () => {
    const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const reply = await fetch('/accounts/auth/assume', {
      method: 'POST',
      headers: { authorization: `istoken ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Username: 'admin' }),
    });
    return reply.status;
  });
  expect(assumed).toBe(403);
});
