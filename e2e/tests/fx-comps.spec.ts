import { expect, test, type APIRequestContext, type Page } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

// docs/compositions.md: effects compositions link to the configured editor with the SPEC's
// parameters (§7); tracking versions of a video are made and removed from the console, and link to
// the tracker through the media host's token login. The e2e server configures the three tools
// (e2e/playwright.config.ts). Other specs share the server: what this one makes, it deletes.

const api = '/r/eu-west-1/api/v1';

/** The demo user's token and the Sample project's uid, through the API. */
async function sampleProject(request: APIRequestContext) {
  const login = await request.post('/accounts/auth/login', { data: { Username: 'demo', Password: 'demo' } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `istoken ${(await login.json()).Token}` };
  const projects = await request.get(`${api}/list/project/`, { headers });
  const sample = ((await projects.json()).Projects as { name: string; uid: string }[]).find(
    (p) => p.name === 'Sample project',
  );
  expect(sample).toBeTruthy();
  return { headers, prjuid: sample!.uid };
}

async function openSection(page: Page, section: 'Effects' | 'Motion tracking') {
  await page.getByRole('link', { name: 'Sample project' }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: section, exact: true }).click();
}

test('an effects composition made in the console links to its editor with region, prjuid, compid, name, token, configURL and ds', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const name = `Sale ${stamp}`;
  const datasource = `prices-${stamp}.csv`;
  const { headers, prjuid } = await sampleProject(request);
  const uploaded = await request.put(`${api}/datasource/${prjuid}/${datasource}`, {
    headers,
    multipart: {
      delimiter: ',',
      first_line_is_header: 'true',
      replace: '0',
      file: { name: datasource, mimeType: 'text/csv', buffer: Buffer.from('item,price\nTea,3\nCake,5\n') },
    },
  });
  expect(uploaded.status()).toBeLessThan(300);

  try {
    await openSignedIn(page);
    await openSection(page, 'Effects');
    await expect(page.getByRole('heading', { name: 'Effects compositions', level: 1 })).toBeVisible();

    // An empty name does nothing.
    await page.getByRole('button', { name: 'New composition' }).click();
    await page.getByRole('dialog', { name: 'New composition' }).getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('dialog', { name: 'New composition' })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/projects/eu-west-1/${prjuid}/fx$`));

    await page.getByRole('button', { name: 'New composition' }).click();
    await page.getByRole('dialog', { name: 'New composition' }).getByLabel('Name').fill(name);
    await page.getByRole('dialog', { name: 'New composition' }).getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

    await page.getByLabel('Data provider').selectOption('ds');
    await page.getByLabel('Datasource', { exact: true }).selectOption(datasource);
    await page.getByLabel('Configuration URL').fill('https://feed.example.com/sale.json?x=1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved.');

    const link = page.getByRole('link', { name: 'Open in the effects editor' });
    await expect(link).toHaveAttribute('href', /ds=prices-/);
    const url = new URL((await link.getAttribute('href'))!);
    expect(url.origin + url.pathname).toBe('https://fx.example.com/pro/');
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      region: 'eu-west-1',
      prjuid,
      compid: name,
      name,
      configURL: 'https://feed.example.com/sale.json?x=1',
      ds: datasource,
    });
    expect(query.token).toMatch(/^[0-9a-f]{64}$/);

    // The express editor, by the beta switch of the address.
    await page.goto(`/projects/eu-west-1/${prjuid}/fx?fxtype=fxexpress`);
    await expect(page.getByRole('link', { name })).toHaveAttribute(
      'href',
      `/projects/eu-west-1/${prjuid}/fx/${encodeURIComponent(name)}?fxtype=fxexpress`,
    );

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete composition?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  } finally {
    await request.delete(`${api}/data/${prjuid}/${datasource}`, { headers });
  }
});

test("a tracking version added to the Sample project's video is listed, links to the tracker through token login, and is deleted", async ({
  page,
  request,
}) => {
  const name = `Ball ${Date.now()}`;
  await openSignedIn(page);
  await openSection(page, 'Motion tracking');
  await expect(page.getByRole('heading', { name: 'Motion-tracking compositions', level: 1 })).toBeVisible();
  await page.getByRole('table', { name: 'Videos' }).getByRole('link', { name: 'sample-background.mp4' }).click();
  await expect(page.getByRole('heading', { name: 'sample-background.mp4', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New version' }).click();
  await page.getByRole('dialog', { name: 'New tracking version' }).getByLabel('Name').fill(name);
  await page.getByRole('dialog', { name: 'New tracking version' }).getByRole('button', { name: 'Create' }).click();
  const row = page.getByRole('table', { name: 'Tracking versions' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText('0');

  await row.getByRole('link', { name: `Track ${name}` }).click();
  await expect(
    page.getByText('No points yet: draw a rectangle and track the video to give this version its points.'),
  ).toBeVisible();
  const href = (await page.getByRole('link', { name: `Open ${name} in the motion tracker` }).getAttribute('href'))!;
  expect(href).toMatch(/^\/r\/eu-west-1\/iv\/tokenlogin\?/);
  // The media host checks the token and sends the browser on to the tracker, with the version's parameters.
  const login = await request.get(href, { maxRedirects: 0 });
  expect(login.status()).toBe(302);
  const tracker = new URL(login.headers().location!);
  expect(tracker.origin + tracker.pathname).toBe('https://tracker.example.com/app/');
  expect(tracker.searchParams.get('name')).toBe('sample-background.mp4');
  expect(tracker.searchParams.get('compid')).toMatch(/^ball-\d+$/);
  // Anywhere else is refused.
  const elsewhere = href.replace(/next=[^&]*/, `next=${encodeURIComponent('https://evil.example.com/')}`);
  expect((await request.get(elsewhere, { maxRedirects: 0 })).status()).toBe(400);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete tracking version?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page.getByRole('table', { name: 'Tracking versions' }).getByRole('row').filter({ hasText: name }),
  ).toHaveCount(0);
});
