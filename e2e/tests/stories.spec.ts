import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

/** Three 2 s clips, 640x360, one colour each, made with ffmpeg's lavfi. */
function makeClips(folder: string, stamp: number) {
  return ['red', 'green', 'blue'].map((colour) => {
    const file = path.join(folder, `${colour}-${stamp}.mp4`);
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=${colour}:size=640x360:rate=25:duration=2`,
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      file,
    ]);
    return file;
  });
}

async function addScene(page: Page, fill: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Add scene' }).click();
  const dialog = page.getByRole('dialog', { name: 'New scene' });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a user builds a three-scene story with a match scene entering by a push, tests it, exports it and deletes it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const folder = mkdtempSync(path.join(tmpdir(), 'reelforge-e2e-stories-'));
  const clips = makeClips(folder, stamp);
  const [red, green, blue] = clips.map((file) => path.basename(file)) as [string, string, string];
  const name = `Trio ${stamp}`;

  await openSignedIn(page);
  await page.getByRole('link', { name: 'Sample project' }).click();
  const menu = page.getByRole('navigation', { name: 'Project' });
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible();
  await page.getByLabel('Choose files to upload').setInputFiles(clips);
  const videos = page.getByRole('list', { name: 'Videos' });
  for (const clip of [red, green, blue])
    await expect(videos.getByRole('link', { name: clip })).toBeVisible({ timeout: 30_000 });

  // A new story opens with its settings asked at once.
  await menu.getByRole('link', { name: 'Stories' }).click();
  await expect(page.getByRole('heading', { name: 'Stories', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New story' }).click();
  await page.getByRole('dialog', { name: 'New story' }).getByLabel('Story name').fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  // Opened with the newstory flag, which the address then drops (a reload does not ask again).
  await expect(page).toHaveURL(/\/stories\/Trio%20\d+$/);
  const settings = page.getByRole('dialog', { name: 'Story settings' });
  await expect(settings.getByLabel('Size')).toHaveValue('640x360');
  await expect(settings.getByLabel('Frame rate')).toHaveValue('25/1');
  await settings.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('No scenes yet. Add one with Add scene.')).toBeVisible();

  await addScene(page, async (dialog) => {
    await dialog.getByLabel('Scene name').fill('Red');
    await dialog.getByRole('tab', { name: 'Content' }).click();
    await dialog.getByLabel('Video', { exact: true }).selectOption(red);
  });
  await addScene(page, async (dialog) => {
    await dialog.getByLabel('Scene name').fill('Green');
    await dialog.getByLabel('Scene type').selectOption('match');
    await dialog.getByLabel('Variable', { exact: true }).fill('city');
    await dialog.getByRole('button', { name: 'Add match value' }).click();
    await dialog.getByLabel('Match value 1', { exact: true }).fill('Paris');
    await dialog.getByRole('tab', { name: 'Content' }).click();
    await dialog.getByLabel('Video', { exact: true }).selectOption(green);
    await dialog.getByRole('tab', { name: 'Transition' }).click();
    await dialog.getByRole('combobox', { name: 'Transition' }).selectOption('push');
    await dialog.getByLabel('Direction').selectOption({ label: 'from the left' });
  });
  await addScene(page, async (dialog) => {
    await dialog.getByLabel('Scene name').fill('Blue');
    await dialog.getByRole('tab', { name: 'Content' }).click();
    await dialog.getByLabel('Video', { exact: true }).selectOption(blue);
  });
  const scenes = page.getByRole('table', { name: 'Scenes' });
  await expect(scenes.locator('tbody tr')).toHaveCount(3);
  await expect(scenes.locator('tbody tr').nth(1)).toContainText('match');
  await expect(scenes.locator('tbody tr').nth(1)).toContainText('push');
  await expect(page.getByRole('list', { name: 'Story problems' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status', { name: 'Story save status' })).toHaveText('Saved.');

  // Saved: still there after a reload.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Scenes' }).locator('tbody tr')).toHaveCount(3);

  // Test movie with city=Paris: the preview plays.
  await page.getByRole('button', { name: 'Test movie' }).click();
  const tester = page.getByRole('dialog', { name: `Test ${name}` });
  await tester.getByLabel('city', { exact: true }).fill('Paris');
  await tester.getByRole('button', { name: 'Render test movie' }).click();
  const preview = tester.getByLabel('Test movie preview');
  await expect(preview).toBeVisible({ timeout: 90_000 });
  await expect
    .poll(() => preview.evaluate((v: HTMLVideoElement) => (Number.isFinite(v.duration) ? v.duration : 0)), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  await tester.getByRole('button', { name: 'Close' }).click();

  // Export an mp4 with city=Paris and check it with ffprobe.
  await page.getByRole('button', { name: 'Export movie' }).click();
  const exporter = page.getByRole('dialog', { name: `Export ${name}` });
  await expect(exporter.getByLabel('Format')).toHaveValue('mp4');
  await exporter.getByLabel('city', { exact: true }).fill('Paris');
  await exporter.getByRole('button', { name: 'Render' }).click();
  const download = exporter.getByRole('link', { name: `Download ${name}.mp4` });
  await expect(download).toBeVisible({ timeout: 90_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const saved = path.join(folder, 'story.mp4');
  await file.saveAs(saved);
  expect(statSync(saved).size).toBeGreaterThan(1000);
  const probe = execFileSync('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=codec_name,width,height:format=duration',
    '-of',
    'json',
    saved,
  ]).toString();
  const facts = JSON.parse(probe) as {
    streams: { codec_name: string; width: number; height: number }[];
    format: { duration: string };
  };
  expect(facts.streams[0]).toEqual({ codec_name: 'h264', width: 640, height: 360 });
  // 2 + 2 + 2 s, less the push's 12 frames (0.48 s) that the green scene overlaps the red one.
  expect(Number(facts.format.duration)).toBeGreaterThan(5.3);
  expect(Number(facts.format.duration)).toBeLessThan(5.8);
  // Red, then green (Paris matched), then blue: the centre pixel at 1, 3 and 5 s.
  const centre = (seconds: number) =>
    [
      ...execFileSync('ffmpeg', [
        '-v',
        'error',
        '-ss',
        String(seconds),
        '-i',
        saved,
        '-frames:v',
        '1',
        '-vf',
        'crop=2:2:320:180,format=rgb24',
        '-f',
        'rawvideo',
        '-',
      ]),
    ].slice(0, 3);
  const strongest = (rgb: number[]) => ['red', 'green', 'blue'][rgb.indexOf(Math.max(...rgb))];
  expect([1, 3, 5].map((t) => strongest(centre(t)))).toEqual(['red', 'green', 'blue']);
  await exporter.getByRole('button', { name: 'Close' }).click();

  // The Sample project is left as it was found: the story and the clips go.
  await page.getByRole('link', { name: 'Back to stories' }).click();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete story?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Videos', exact: true }).click();
  for (const clip of [red, green, blue]) await page.getByLabel(`Select ${clip}`).check();
  await page.getByRole('button', { name: 'Delete 3' }).click();
  await page.getByRole('alertdialog', { name: 'Delete 3 videos?' }).getByRole('button', { name: 'Delete' }).click();
  for (const clip of [red, green, blue]) await expect(videos.getByRole('link', { name: clip })).toHaveCount(0);
  rmSync(folder, { recursive: true, force: true });
});
