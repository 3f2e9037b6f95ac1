import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from './csp-watch.js';
import { dragBy } from './pointer.js';
import { openSignedIn } from './sign-in.js';

// docs/design-tab.md "The story timeline": a story's scenes reordered on its timeline with the
// pointer, saved, and its test movie rendered in the new order.

const api = '/r/eu-west-1/api/v1';

/** Red for 25 frames, then blue for 25 frames. */
const story = (name: string) => ({
  name,
  size: '160x90',
  fps: '25/1',
  scenes: ['red', 'blue'].map((colour) => ({
    name: colour === 'red' ? 'Red' : 'Blue',
    type: 'static',
    src: 'videos',
    video: `${colour}.mp4`,
    duration: 'fixed',
    default_duration: 25,
    default_unit: 'frames',
  })),
});

/** A project of the demo user with a red and a blue clip and the story, made through the API as the console would. */
async function seedProject(request: APIRequestContext, folder: string, name: string) {
  const login = await request.post('/accounts/auth/login', { data: { Username: 'demo', Password: 'demo' } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `istoken ${(await login.json()).Token}` };
  const created = await request.put(`${api}/project/${encodeURIComponent(`Story timeline ${Date.now()}`)}`, {
    headers,
  });
  expect(created.status()).toBe(201);
  const prjuid = created.headers()['project-uid'] as string;
  for (const colour of ['red', 'blue']) {
    const file = path.join(folder, `${colour}.mp4`);
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=${colour}:size=160x90:rate=25:duration=1`],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', file],
    ]);
    const put = await request.put(`${api}/data/${prjuid}/${colour}.mp4`, {
      headers: { ...headers, 'content-type': 'video/mp4' },
      data: readFileSync(file),
    });
    expect(put.status(), colour).toBe(201);
  }
  const stories = await request.put(`${api}/appdata/${prjuid}/stories.json`, { headers, data: [story(name)] });
  expect(stories.status()).toBeLessThan(300);
  return prjuid;
}

/** The strongest channel at the centre of a video's frame, decoded by ffmpeg. */
function colourAt(file: string, frame: number): string {
  const rgb = [
    ...execFileSync('ffmpeg', [
      ...['-v', 'error', '-i', file, '-vf', `select=eq(n\\,${frame}),crop=2:2:iw/2:ih/2,format=rgb24`],
      ...['-frames:v', '1', '-f', 'rawvideo', '-'],
    ]),
  ].slice(0, 3);
  return ['red', 'green', 'blue'][rgb.indexOf(Math.max(...rgb))] as string;
}

/** The strongest channel at the centre of the stage's picture, read in the page. */
const stageColour = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(img, 0, 0);
    const [r, g, b] = context.getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data;
    const rgb = [r ?? 0, g ?? 0, b ?? 0];
    return ['red', 'green', 'blue'][rgb.indexOf(Math.max(...rgb))];
  });

test("a story's scenes reordered by dragging a block on its timeline render in the new order once saved", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'reelforge-e2e-story-timeline-'));
  const name = `Order ${Date.now()}`;
  try {
    const prjuid = await seedProject(request, folder, name);
    await openSignedIn(page, `/projects/eu-west-1/${prjuid}/stories/${encodeURIComponent(name)}`);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    const red = timeline.getByRole('button', { name: /^Scene 1: Red/ });
    const blue = timeline.getByRole('button', { name: /^Scene 2: Blue/ });
    await expect(red).toBeVisible();
    await expect(blue).toBeVisible();
    // The stage shows the test movie's first frame: red.
    const stage = page.getByRole('img', { name: 'Test movie frame 0' });
    await expect(stage).toBeVisible({ timeout: 60_000 });
    expect(await stageColour(stage)).toBe('red');

    // Red dragged past the middle of Blue: Blue first.
    const redBox = (await red.boundingBox())!;
    const blueBox = (await blue.boundingBox())!;
    await dragBy(page, red, blueBox.x + blueBox.width * 0.75 - (redBox.x + redBox.width / 2));
    await expect(timeline.getByRole('button', { name: /^Scene 1: Blue/ })).toBeVisible();
    await expect(timeline.getByRole('button', { name: /^Scene 2: Red/ })).toBeVisible();
    // A drag is no click: no scene dialog opened.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const rows = page.getByRole('table', { name: 'Scenes' }).locator('tbody tr');
    await expect(rows.nth(0)).toContainText('Blue');
    await expect(rows.nth(1)).toContainText('Red');
    // The stage follows the edit: the working copy's first frame is blue.
    await expect
      .poll(() => stageColour(page.getByRole('img', { name: 'Test movie frame 0' })), { timeout: 60_000 })
      .toBe('blue');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status', { name: 'Story save status' })).toHaveText('Saved.');

    // The saved story's test movie: blue for its first 25 frames, then red.
    await page.getByRole('button', { name: 'Test movie' }).click();
    const tester = page.getByRole('dialog', { name: `Test ${name}` });
    await tester.getByRole('button', { name: 'Render test movie' }).click();
    const preview = tester.getByLabel('Test movie preview');
    await expect(preview).toBeVisible({ timeout: 90_000 });
    const src = (await preview.getAttribute('src')) as string;
    const video = await page.request.get(src);
    expect(video.status()).toBe(200);
    const file = path.join(folder, 'test-movie.mp4');
    writeFileSync(file, await video.body());
    expect([0, 12, 24, 25, 37, 49].map((frame) => colourAt(file, frame))).toEqual([
      'blue',
      'blue',
      'blue',
      'red',
      'red',
      'red',
    ]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
