import { expect, test, type APIRequestContext } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

// docs/usage.md: a movie of the Sample project rendered once shows in this month's usage of the
// account (reached from the account menu); a failed change of state is reported and an admin
// sees it listed with its count.

const api = '/r/eu-west-1/api/v1';
const renderHost = '/r/eu-west-1/render/v2';
const analytics = '/r/eu-west-1/analytics';

const movie = {
  params: { vparams: { width: 320, height: 180, videoframerate: { num: 25, den: 1 }, videocodec: 'x264' } },
  scenes: [{ name: 'Opening', length: 10, layers: [{ name: 'Background', color: { color: '#1f2a44' } }] }],
};

async function signedIn(request: APIRequestContext, user = 'demo') {
  const login = await request.post('/accounts/auth/login', { data: { Username: user, Password: user } });
  expect(login.status()).toBe(200);
  return { authorization: `istoken ${(await login.json()).Token}` };
}

interface MonthRow {
  prjuid: string;
  name?: string;
  month: string;
  renders: number;
  seconds: number;
  cost: number;
}

/** The Sample project's row of this month, as the analytics host answers it. */
async function thisMonth(
  request: APIRequestContext,
  headers: Record<string, string>,
  prjuid: string,
): Promise<MonthRow | undefined> {
  const now = new Date();
  const from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) / 1000;
  const to = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) / 1000;
  const stats = await request.get(`${analytics}/project/stats/${from}/${to}`, { headers });
  expect(stats.status(), await stats.text()).toBe(200);
  return ((await stats.json()).rows as MonthRow[]).find((row) => row.prjuid === prjuid);
}

const monthLabel = (date: Date) =>
  `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][date.getUTCMonth()]} ${date.getUTCFullYear()}`;

test('a render shows in this month’s usage of the Sample project, opened from the account menu', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = await signedIn(request);
  const list = await request.get(`${api}/list/project/`, { headers });
  const sample = ((await list.json()).Projects as { name: string; uid: string }[]).find(
    (p) => p.name === 'Sample project',
  );
  expect(sample).toBeTruthy();
  const prjuid = sample!.uid;
  const before = (await thisMonth(request, headers, prjuid))?.renders ?? 0;
  const name = `Usage journey ${Date.now()}`;
  try {
    expect(
      (await request.put(`${api}/sdl/${prjuid}/${encodeURIComponent(name)}`, { headers, data: movie })).status(),
    ).toBeLessThan(300);
    const started = await request.post(`${renderHost}/render/${prjuid}`, {
      headers,
      data: { movie: name, params: {} },
    });
    expect(started.status(), await started.text()).toBe(200);
    const { token } = (await started.json()) as { token: string };
    expect((await request.get(`${renderHost}/render/${token}.mp4`, { headers, timeout: 120_000 })).status()).toBe(200);
    const after = await thisMonth(request, headers, prjuid);
    expect(after?.renders).toBe(before + 1);

    await openSignedIn(page, '/projects');
    await page.getByRole('button', { name: 'demo' }).click();
    await page.getByRole('menuitem', { name: 'Usage' }).click();
    await expect(page).toHaveURL(/\/account\/usage$/);
    await expect(page.getByRole('heading', { name: 'Usage', level: 1 })).toBeVisible();
    // No admin list for an ordinary account.
    await page.getByRole('button', { name: 'demo' }).click();
    await expect(page.getByRole('menuitem', { name: 'Client errors' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByLabel('Projects in').selectOption({ label: monthLabel(new Date()) });
    // This project by its name and region: other specs make projects named alike (copies, migrations).
    const row = page
      .getByRole('table', { name: 'Usage by project' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Sample project', exact: true }) })
      .filter({ has: page.getByRole('cell', { name: 'eu-west-1', exact: true }) });
    const cells = row.locator('td');
    // Project, region, renders, failed, minutes, cost: the figures of the analytics host.
    await expect(cells.nth(0)).toHaveText('eu-west-1');
    await expect(cells.nth(1)).toHaveText(String(after!.renders));
    await expect(cells.nth(3)).toHaveText(String(Math.round((after!.seconds / 60) * 100) / 100));
    expect(after!.seconds).toBeGreaterThan(0);
    await expect(
      page
        .getByRole('table', { name: 'Usage by month' })
        .getByRole('row', { name: new RegExp(monthLabel(new Date())) }),
    ).toBeVisible();
    await expect(
      page.getByRole('figure', { name: 'Minutes rendered by month' }).locator('canvas').first(),
    ).toBeVisible();
  } finally {
    await request.delete(`${api}/sdl/${prjuid}/${encodeURIComponent(name)}`, { headers });
  }
});

test('a failed change of state is reported, and an admin sees it listed with its count', async ({ page, request }) => {
  const missing = `/projects/eu-west-1/${'f'.repeat(32)}/videos`;
  await openSignedIn(page, '/projects');
  await expect(page.getByRole('link', { name: 'Sample project' })).toBeVisible();
  const reported = page.waitForResponse(
    (r) => r.url().endsWith('/accounts/account/client-errors') && r.request().method() === 'POST',
  );
  await page.goto(missing);
  const dialog = page.getByRole('alertdialog', { name: 'Something went wrong' });
  await expect(dialog).toContainText(missing);
  expect((await reported).status()).toBe(202);
  // What was sent carries no token.
  const body = (await reported).request().postDataJSON() as {
    from: string;
    to: string;
    error: string;
    version: string;
  };
  expect(body.to).toBe(missing);
  expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'token')?.value;
  expect(token).toBeTruthy();
  expect(JSON.stringify(body)).not.toContain(token!);
  await dialog.getByRole('button', { name: 'Close and reload' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('link', { name: 'Sample project' })).toBeVisible();

  // The same failure once more, from a fresh console: counted twice.
  await page.goto(missing);
  await expect(page.getByRole('alertdialog', { name: 'Something went wrong' })).toBeVisible();
  await expect
    .poll(async () => {
      const list = await request.get('/accounts/account/client-errors', { headers: await signedIn(request, 'admin') });
      return ((await list.json()) as { to: string; count: number }[]).find((group) => group.to === missing)?.count;
    })
    .toBe(2);

  // An ordinary account is refused the list.
  const refused = await request.get('/accounts/account/client-errors', { headers: await signedIn(request) });
  expect(refused.status()).toBe(403);

  await page.context().clearCookies();
  await openSignedIn(page, '/projects', 'admin');
  await page.getByRole('button', { name: 'admin' }).click();
  await page.getByRole('menuitem', { name: 'Client errors' }).click();
  await expect(page).toHaveURL(/\/account\/client-errors$/);
  const group = page.getByRole('table', { name: 'Client errors' }).getByRole('row').filter({ hasText: missing });
  await expect(group).toHaveCount(1);
  const cells = group.locator('td');
  await expect(cells.nth(1)).toHaveText(missing);
  await expect(cells.nth(2)).toContainText('"status": 404');
  await expect(cells.nth(4)).toHaveText('2');
});
