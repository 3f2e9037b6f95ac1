import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './csp-watch.js';
import { makeMedia } from '../fixtures/media.js';
import { signIn } from './sign-in.js';

// docs/render-tracking.md: a movie layer follows a tracking version's points. The user writes
// the layer in the movie's source and sees the box where the points say on the Play tab's frames.

const api = '/r/eu-west-1/api/v1';
const media = makeMedia(path.join(tmpdir(), 'reelforge-e2e-media'));
const W = 320;
const H = 180;

/** Right and down: (0.25, 0.25) at the video's frame 10 to (0.75, 0.75) at frame 30. */
const BALL = [
  { frame: 10, x: 0.25, y: 0.25 },
  { frame: 30, x: 0.75, y: 0.75 },
];
const ballAt = (frame: number) => {
  const fraction = 0.25 + 0.5 * Math.min(1, Math.max(0, (frame - 10) / 20));
  return { x: fraction, y: fraction };
};
const followingMovie = (version: string) => ({
  params: { vparams: { width: W, height: H, videoframerate: { num: 25, den: 1 }, videocodec: 'x264' } },
  scenes: [{ name: 'Street', length: 40, background: '#000000', layers: [{ name: 'Ball', color: { color: '#ff0000' }, position: { w: 24, h: 24 }, tracking: { video: 'clip.mp4', version } }] }],
});

/** The demo user's project with clip.mp4, its tracking version "ball" and a movie to edit, made through the API. */
async function seedProject(request: APIRequestContext) {
  const login = await request.post('/accounts/auth/login', { data: { Username: 'demo', Password: 'demo' } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `istoken ${(await login.json()).Token}` };
  const created = await request.put(`${api}/project/${encodeURIComponent(`Tracked ${Date.now()}`)}`, { headers });
  expect(created.status()).toBe(201);
  const prjuid = created.headers()['project-uid'] as string;
  const video = await request.put(`${api}/data/${prjuid}/clip.mp4`, { headers: { ...headers, 'content-type': 'video/mp4' }, data: readFileSync(media.video) });
  expect(video.status()).toBe(201);
  const version = await request.put(`${api}/trackdataversion/${prjuid}/clip.mp4/ball?create=1`, { headers, data: { name: 'Ball', points: BALL } });
  expect(version.status()).toBe(201);
  const movie = await request.put(`${api}/sdl/${prjuid}/follow`, { headers, data: { scenes: [{ name: 'Street', length: 40 }] } });
  expect(movie.status()).toBeLessThan(300);
  return prjuid;
}

/** Shows a frame on the Play tab and gives the mean colour (0-255) of the 6x6 pixels at each spot (fractions of its width and height). */
async function colourAt(page: Page, frame: number, spots: { x: number; y: number }[]) {
  const image = page.getByRole('img', { name: `Frame ${frame} of follow` });
  const before = (await image.count()) ? await image.getAttribute('src') : null;
  await page.getByLabel('Frame', { exact: true }).fill(String(frame));
  await page.getByRole('button', { name: 'Show frame' }).click();
  await expect.poll(() => image.evaluate((img: HTMLImageElement, old) => img.src !== old && img.complete && img.naturalWidth > 0, before), { timeout: 30_000 }).toBe(true);
  // The frame's own pixels (drawn at its natural size on a canvas), not a screenshot of its scaled picture.
  return image.evaluate((img: HTMLImageElement, points) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    return points.map(({ x, y }) => {
      const { data } = context.getImageData(Math.round(x * canvas.width) - 3, Math.round(y * canvas.height) - 3, 6, 6);
      const sum = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
      const n = data.length / 4;
      return { r: sum[0]! / n, g: sum[1]! / n, b: sum[2]! / n };
    });
  }, spots);
}

async function typeSource(page: Page, movie: unknown) {
  await page.getByRole('tab', { name: 'Source' }).click();
  const source = page.getByRole('region', { name: 'Source' });
  const input = source.getByRole('textbox', { name: 'Movie source' });
  await input.press('ControlOrMeta+A');
  await input.press('Delete');
  await expect(source.locator('.view-lines')).toHaveText('');
  await page.keyboard.insertText(JSON.stringify(movie));
  await expect(source.getByRole('alert')).toHaveCount(0);
}

test('a layer written to follow a tracking version is drawn on its points, and a missing version is named', async ({ page, request }) => {
  test.setTimeout(180_000);
  const prjuid = await seedProject(request);
  await signIn(page, 'demo', 'demo', `/projects/eu-west-1/${prjuid}/movies/follow`);
  await expect(page.getByRole('heading', { name: 'follow' })).toBeVisible();

  await typeSource(page, followingMovie('ball'));
  await page.getByRole('tab', { name: 'Play' }).click();
  // Held at the first point, half-way, held at the last: red on the point, black 40 pixels to its right.
  for (const frame of [0, 20, 39]) {
    const at = ballAt(frame);
    const [on, beside] = await colourAt(page, frame, [at, { x: at.x + 40 / W, y: at.y }]);
    expect(on!.r, `frame ${frame}`).toBeGreaterThan(180);
    expect(on!.g + on!.b, `frame ${frame}`).toBeLessThan(90);
    expect(beside!.r + beside!.g + beside!.b, `frame ${frame}`).toBeLessThan(60);
  }

  await typeSource(page, followingMovie('third pass'));
  await page.getByRole('tab', { name: 'Play' }).click();
  await page.getByLabel('Frame', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Show frame' }).click();
  await expect(page.getByRole('region', { name: 'Single frames' }).getByRole('alert')).toContainText('Frame 5 could not be shown: Scene 1 "Street", layer 1 "Ball" follows the tracking version "third pass" of the video "clip.mp4", which does not exist in the project.');
});
