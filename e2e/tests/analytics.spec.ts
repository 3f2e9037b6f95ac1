import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './csp-watch.js';
import { makeMedia } from '../fixtures/media.js';
import { openSignedIn } from './sign-in.js';

// docs/analytics-console.md: a movie of the Sample project rendered twice, the second time
// failing on purpose (its layer reads an image deleted after the render was asked for, so the
// render itself fails and records its session); the Analytics page counts both and the
// failure, and the failed session's error log names the scene and frame.

const media = makeMedia(path.join(tmpdir(), 'reelforge-e2e-media'));

const api = '/r/eu-west-1/api/v1';
const renderHost = '/r/eu-west-1/render/v2';

const movie = (logo: string) => ({
  params: { vparams: { width: 320, height: 180, videoframerate: { num: 25, den: 1 }, videocodec: 'x264' } },
  scenes: [
    { name: 'Opening', length: 10, layers: [{ name: 'Background', color: { color: '#1f2a44' } }] },
    {
      name: 'Closing',
      length: 10,
      layers: [
        { name: 'Background', color: { color: '#6a3d9a' } },
        { name: 'Logo', image: { asset: logo } },
      ],
    },
  ],
});

async function signedIn(request: APIRequestContext) {
  const login = await request.post('/accounts/auth/login', { data: { Username: 'demo', Password: 'demo' } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `istoken ${(await login.json()).Token}` };
  const list = await request.get(`${api}/list/project/`, { headers });
  const sample = ((await list.json()).Projects as { name: string; uid: string }[]).find(
    (p) => p.name === 'Sample project',
  );
  expect(sample).toBeTruthy();
  return { headers, prjuid: sample!.uid };
}

/** A render token of the movie (its inputs are checked now). */
async function renderToken(request: APIRequestContext, headers: Record<string, string>, prjuid: string, name: string) {
  const started = await request.post(`${renderHost}/render/${prjuid}`, { headers, data: { movie: name, params: {} } });
  expect(started.status(), await started.text()).toBe(200);
  return ((await started.json()) as { token: string }).token;
}

test('two renders of a movie, one failing, are counted on Analytics, and the failure’s error log names its scene and frame', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { headers, prjuid } = await signedIn(request);
  const name = `Analytics journey ${Date.now()}`;
  const logo = `analytics-logo-${Date.now()}.png`;
  const data = (file: string) => `${api}/data/${prjuid}/${encodeURIComponent(file)}`;
  try {
    const uploaded = await request.put(data(logo), {
      headers: { ...headers, 'content-type': 'image/png' },
      data: readFileSync(media.image),
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const saved = await request.put(`${api}/sdl/${prjuid}/${encodeURIComponent(name)}`, { headers, data: movie(logo) });
    expect(saved.status(), await saved.text()).toBeLessThan(300);
    const good = await request.get(`${renderHost}/render/${await renderToken(request, headers, prjuid, name)}.mp4`, {
      headers,
      timeout: 120_000,
    });
    expect(good.status()).toBe(200);
    // Asked for while the image is there; rendered once it is gone.
    const token = await renderToken(request, headers, prjuid, name);
    expect((await request.delete(data(logo), { headers })).status()).toBeLessThan(300);
    const bad = await request.get(`${renderHost}/render/${token}.mp4`, { headers, timeout: 120_000 });
    expect(bad.status()).toBe(400);
    const refusal = ((await bad.json()) as { Message: string }).Message;
    expect(refusal).toContain(logo);
    const frame = /frame (\d+)/.exec(refusal)?.[1];
    expect(frame, refusal).toBeTruthy();

    await openSignedIn(page, `/projects/eu-west-1/${prjuid}/analytics`);
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Error logs' }),
    ).toBeVisible();
    // Only this movie's renders (other journeys render the Sample project's movies too).
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Movie').selectOption(name);
    await expect(page).toHaveURL(/movie=/);

    // The charts' numbers, as a screen reader reads them.
    const sum = async (table: string) =>
      (await page.getByRole('table', { name: table, exact: true }).locator('tbody td').allTextContents()).reduce(
        (total, value) => total + Number(value),
        0,
      );
    await expect.poll(() => sum('Renders over time')).toBe(2);
    expect(await sum('Failed renders over time')).toBe(1);
    await expect(page.getByRole('table', { name: 'Renders by region', exact: true }).locator('tbody tr')).toHaveText([
      /eu-west-1\s*2/,
    ]);
    // The drawing itself, following its container from a wide screen to a phone.
    const canvas = page.getByRole('figure', { name: 'Renders over time', exact: true }).locator('canvas').first();
    await expect(canvas).toBeVisible();
    const figure = page.getByRole('figure', { name: 'Renders over time', exact: true });
    /** How far the drawing is from filling its figure's width (px), and the drawing's width. */
    const fit = async () => {
      const [drawn, room] = await Promise.all([canvas.boundingBox(), figure.boundingBox()]);
      return {
        gap: Math.round(Math.abs((room?.width ?? 0) - (drawn?.width ?? 0))),
        width: Math.round(drawn?.width ?? 0),
      };
    };
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect.poll(async () => (await fit()).gap).toBeLessThanOrEqual(2);
    const wide = (await fit()).width;
    await page.setViewportSize({ width: 400, height: 800 });
    await expect.poll(async () => (await fit()).gap).toBeLessThanOrEqual(2);
    expect((await fit()).width).not.toBe(wide);
    expect((await fit()).width).toBeLessThanOrEqual(400);
    await page.setViewportSize({ width: 1280, height: 720 });
    const totals = page.locator('dl[aria-label="Totals"]');
    await expect(
      totals
        .locator('div')
        .filter({ hasText: /^Renders/ })
        .locator('dd'),
    ).toHaveText('2');
    await expect(
      totals
        .locator('div')
        .filter({ hasText: /^Errors/ })
        .locator('dd'),
    ).toHaveText('1');

    const sessions = page.getByRole('table', { name: 'Render sessions' }).locator('tbody tr');
    await expect(sessions).toHaveCount(2);
    const failed = sessions.filter({ hasText: 'Failed' });
    await expect(failed).toHaveCount(1);
    await expect(sessions.filter({ hasText: 'Succeeded' })).toContainText('320×180');

    await failed.getByRole('link', { name: /^Error log of / }).click();
    await expect(page).toHaveURL(/\/errorlogs\?query=[0-9a-f]+&range=\d+$/);
    await expect(page.getByRole('heading', { name: 'Error logs', level: 1 })).toBeVisible();
    const log = page.getByRole('table', { name: /^Error log of [0-9a-f]+: entries 1–1 of 1$/ });
    await expect(log).toBeVisible();
    const cells = log.locator('tbody tr').first().locator('td');
    await expect(cells.nth(1)).toContainText(logo);
    await expect(cells.nth(2)).toHaveText('Closing');
    await expect(cells.nth(3)).toHaveText(frame!);
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await request.delete(data(logo), { headers });
    const removed = await request.delete(`${api}/sdl/${prjuid}/${encodeURIComponent(name)}`, { headers });
    expect(removed.status()).toBeLessThan(300);
  }
});
