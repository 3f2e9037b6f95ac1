import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeMovingSquare, SMALL_SQUARE, squareAt } from '../../infra/platform/test/helpers/moving-square.js';
import { expect, test, type APIRequestContext, type Page } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

// docs/tracking.md "In the console": the tracker we ship, in Chromium. A synthetic video of a
// textured square going round an ellipse (infra/platform/test/helpers/moving-square.ts) is
// uploaded to the Sample project; a rectangle drawn around the square with the mouse is tracked,
// the path is drawn over the frame, a point is moved with the arrow keys on a later frame and
// tracked again from there. The video is deleted at the end (its versions with it).

const api = '/r/eu-west-1/api/v1';
const VIDEO = SMALL_SQUARE;

async function sampleProject(request: APIRequestContext) {
  const login = await request.post('/accounts/auth/login', { data: { Username: 'demo', Password: 'demo' } });
  const headers = { authorization: `istoken ${(await login.json()).Token}` };
  const projects = await request.get(`${api}/list/project/`, { headers });
  const sample = ((await projects.json()).Projects as { name: string; uid: string }[]).find(
    (p) => p.name === 'Sample project',
  );
  expect(sample).toBeTruthy();
  return { headers, prjuid: sample!.uid };
}

/** Where a point of the video (its pixels) is on the page. */
async function onPage(page: Page, x: number, y: number) {
  const box = (await page.getByRole('group', { name: /draw a rectangle/ }).boundingBox())!;
  return { x: box.x + (x / VIDEO.width) * box.width, y: box.y + (y / VIDEO.height) * box.height };
}

test('a rectangle drawn on the synthetic video is tracked, its path drawn, and a point corrected and tracked again', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `square-${Date.now()}.mp4`;
  const { headers, prjuid } = await sampleProject(request);
  const scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-e2e-tracker-'));
  try {
    const file = path.join(scratch, 'square.mp4');
    await makeMovingSquare(file, VIDEO);
    const uploaded = await request.put(`${api}/data/${prjuid}/${name}`, {
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      data: await readFile(file),
    });
    expect(uploaded.status()).toBe(201);

    await page.setViewportSize({ width: 1440, height: 1000 });
    await openSignedIn(page);
    await page.getByRole('link', { name: 'Sample project' }).click();
    await page
      .getByRole('navigation', { name: 'Project' })
      .getByRole('link', { name: 'Motion tracking', exact: true })
      .click();
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByRole('link', { name: 'Track the video' }).click();

    const frame = page.getByRole('img', { name: `Frame 0 of ${name}` });
    await expect(frame).toBeVisible();
    await expect.poll(() => frame.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(VIDEO.width);

    // The mouse draws the rectangle around the square on frame 0, corner to corner.
    const at = squareAt(VIDEO, 0);
    const from = await onPage(page, at.x, at.y);
    const to = await onPage(page, at.x + VIDEO.side, at.y + VIDEO.side);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(from.x + ((to.x - from.x) * step) / 10, from.y + ((to.y - from.y) * step) / 10);
    }
    await page.mouse.up();
    for (const [label, value] of [
      ['X', at.x],
      ['Y', at.y],
      ['Width', VIDEO.side],
      ['Height', VIDEO.side],
    ] as const) {
      const drawn = Number(await page.getByRole('spinbutton', { name: label }).inputValue());
      expect(Math.abs(drawn - value), label).toBeLessThanOrEqual(1);
    }
    await page.getByRole('textbox', { name: 'Name of the new version' }).fill('Square');
    await page.screenshot({ path: testInfo.outputPath('tracker-1440-drawn.png'), fullPage: true });
    await page.getByRole('button', { name: 'Track from frame 0' }).click();
    await expect(page.getByText(/^Tracked: found on 100 of 100 frames\.$/)).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(/\?version=square$/);
    await expect(page.getByRole('heading', { name: 'Motion tracker: Square' })).toBeVisible();

    // The path: one point a frame, drawn over the frame.
    const path100 = page.locator('.rf-track-path');
    await expect(path100).toBeVisible();
    expect((await path100.getAttribute('points'))!.trim().split(/\s+/)).toHaveLength(VIDEO.frames);
    await page.screenshot({ path: testInfo.outputPath('tracker-1440-path.png'), fullPage: true });

    // Frame 60 by the slider's keys, its point moved 3 pixels right by the arrow keys, tracked again from there.
    const slider = page.getByRole('slider', { name: 'Frame' });
    await slider.focus();
    for (let n = 0; n < 60; n++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('status', { name: 'Frame shown' })).toHaveText('60 / 99');
    const point = page.getByRole('button', { name: /^Point on frame 60:/ });
    await point.focus();
    for (let n = 0; n < 3; n++) await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Track Square again from frame 60' }).click();
    await expect(page.getByText(/^Tracked: found on 40 of 40 frames\.$/)).toBeVisible({ timeout: 60_000 });
    const version = await (await request.get(`${api}/trackdataversion/${prjuid}/${name}/square`, { headers })).json();
    expect(version.points).toHaveLength(VIDEO.frames);
    const truth = squareAt(VIDEO, 59);
    expect(Math.abs(version.points[59].x * VIDEO.width - (truth.x + VIDEO.side / 2))).toBeLessThanOrEqual(2);

    // A phone's width: the frame, the slider and the fields in one column.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('group', { name: /draw a rectangle/ })).toBeVisible();
    const stage = (await page.getByRole('group', { name: /draw a rectangle/ }).boundingBox())!;
    expect(stage.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('tracker-390.png'), fullPage: true });
  } finally {
    await request.delete(`${api}/data/${prjuid}/${name}`, { headers });
    await rm(scratch, { recursive: true, force: true });
  }
});
