import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './csp-watch.js';
import { makeMedia } from '../fixtures/media.js';
import { openSignedIn } from './sign-in.js';

const media = makeMedia(path.join(tmpdir(), 'reelforge-e2e-media'));

async function section(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
}

async function frameBytes(page: Page, frame: number, name: string) {
  const image = page.getByRole('img', { name: `Frame ${frame} of ${name}` });
  const before = (await image.count()) ? await image.getAttribute('src') : null;
  await page.getByLabel('Frame', { exact: true }).fill(String(frame));
  await page.getByRole('button', { name: 'Show frame' }).click();
  // A new frame is a new image: wait for it to replace the one shown before.
  await expect
    .poll(
      () =>
        image.evaluate((img: HTMLImageElement, old) => img.src !== old && img.complete && img.naturalWidth > 0, before),
      { timeout: 30_000 },
    )
    .toBe(true);
  return image.screenshot();
}

test('a user builds a two-scene movie with a text variable, previews, renders, downloads and shares it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page);

  // A fresh project with a video and an image.
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByLabel('Project name').fill(`Movie studio ${Date.now()}`);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible();
  await page.getByLabel('Choose files to upload').setInputFiles(media.video);
  await expect(page.getByRole('list', { name: 'Videos' }).getByRole('link', { name: 'clip.mp4' })).toBeVisible();
  await section(page, 'Images');
  await page.getByLabel('Choose files to upload').setInputFiles(media.image);
  await expect(page.getByRole('list', { name: 'Images' }).getByRole('link', { name: 'still.png' })).toBeVisible();

  // A new blank movie, built in the scene editor.
  await section(page, 'Movies');
  await page.getByRole('button', { name: 'New movie' }).click();
  await page.getByRole('dialog', { name: 'New movie' }).getByLabel('Movie name').fill('greeting');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'greeting' })).toBeVisible();
  await page.getByRole('tab', { name: 'Scenes' }).click();

  const scene1 = page.getByRole('group', { name: 'Scene 1' });
  await scene1.getByRole('button', { name: 'Add video layer' }).click();
  const videoLayer = scene1.getByRole('group', { name: 'Layer 2' });
  await videoLayer.getByLabel('Asset', { exact: true }).selectOption('clip.mp4');
  await scene1.getByRole('button', { name: 'Add text layer' }).click();
  const textLayer = scene1.getByRole('group', { name: 'Layer 3' });
  await textLayer.getByLabel('Text', { exact: true }).fill('Hello');
  await textLayer.getByLabel('Size', { exact: true }).fill('40');
  await textLayer.getByLabel('Bind to variable').first().selectOption({ label: 'New variable…' });
  const ask = page.getByRole('dialog', { name: 'New variable' });
  await ask.getByLabel('Variable key').fill('name');
  await ask.getByRole('button', { name: 'Create' }).click();

  await page.getByRole('button', { name: 'Add scene' }).click();
  const scene2 = page.getByRole('group', { name: 'Scene 2' });
  await scene2.getByLabel('Length', { exact: true }).fill('50');
  await scene2.getByLabel('Transition', { exact: true }).selectOption('CROSSFADE');
  await scene2.getByLabel('Transition frames').fill('10');
  await scene2.getByRole('button', { name: 'Add image layer' }).click();
  await scene2
    .getByRole('group', { name: /Layer \d/ })
    .last()
    .getByLabel('Asset', { exact: true })
    .selectOption('still.png');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // Preview: frames follow the variable, and the HLS preview plays.
  await page.getByRole('tab', { name: 'Play' }).click();
  await page.getByLabel('name', { exact: true }).fill('Ada');
  const ada = await frameBytes(page, 20, 'greeting');
  await page.getByLabel('name', { exact: true }).fill('Bartholomew');
  const bartholomew = await frameBytes(page, 20, 'greeting');
  expect(Buffer.compare(ada, bartholomew)).not.toBe(0);

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByLabel('Preview of greeting');
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await preview.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => preview.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.2);
  // Played by hls.js through Media Source Extensions (a blob: source), not by the browser itself.
  expect(await preview.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);

  // Export an mp4 and download it.
  await page.getByRole('button', { name: 'Export' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export greeting' });
  await expect(exportDialog.getByLabel('Format')).toHaveValue('mp4');
  await exportDialog.getByRole('button', { name: 'Render' }).click();
  const download = exportDialog.getByRole('link', { name: 'Download greeting.mp4' });
  await expect(download).toBeVisible({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const saved = path.join(tmpdir(), `reelforge-e2e-${Date.now()}.mp4`);
  await file.saveAs(saved);
  expect(statSync(saved).size).toBeGreaterThan(1000);
  const probe = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_name,width,height',
    '-of',
    'csv=p=0',
    saved,
  ]).toString();
  expect(probe).toContain('h264,640,360');
  await exportDialog.getByRole('button', { name: 'Close' }).click();

  // Share it, and watch it signed out.
  await page.getByRole('tab', { name: 'Overview' }).click();
  const share = page.getByRole('switch', { name: 'Share this movie' });
  await share.click();
  await expect(share).toBeChecked();
  const href = await page.getByRole('link', { name: 'Share page' }).getAttribute('href');
  expect(href).toMatch(/\/share\/player\.html\?id=[0-9a-f]{32}$/);

  const stranger = await browser.newContext();
  const shared = await stranger.newPage();
  await shared.goto(new URL(href as string, page.url()).toString());
  const video = shared.getByLabel('Shared movie');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(2);
  await stranger.close();
});

test('the sample movie of the first start renders at once', async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: 'Sample project' }).click();
  await section(page, 'Movies');
  await page.getByRole('list', { name: 'Movies' }).getByRole('link', { name: 'sample' }).click();
  await page.getByRole('tab', { name: 'Play' }).click();
  await expect(page.getByLabel('title', { exact: true })).toBeVisible();
  await frameBytes(page, 30, 'sample');
});

test('the movie source opens in the code editor, and the codec checks what is typed there', async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: 'Sample project' }).click();
  await section(page, 'Movies');
  await page.getByRole('list', { name: 'Movies' }).getByRole('link', { name: 'sample' }).click();
  await page.getByRole('tab', { name: 'Source' }).click();
  const source = page.getByRole('region', { name: 'Source' });
  // monaco itself, not the plain text area the tab falls back to when the editor cannot load.
  await expect(source.locator('.monaco-editor')).toBeVisible();
  await expect(source.locator('textarea.rf-code-plain')).toHaveCount(0);
  const replaceText = async (text: string) => {
    const input = source.getByRole('textbox', { name: 'Movie source' });
    await input.press('ControlOrMeta+A');
    await input.press('Delete');
    await expect(source.locator('.view-lines')).toHaveText('');
    await page.keyboard.insertText(text);
  };

  await replaceText(JSON.stringify({ scenes: [{ length: 50, transition: { type: 'SPIN' } }] }));
  await expect(source.getByRole('alert')).toContainText('scenes[0].transition.type cannot be "SPIN"');
  // Broken JSON: the tab refuses it, and monaco's JSON worker marks the error in the text.
  await replaceText('{ "scenes": [ }');
  await expect(source.getByRole('alert')).toContainText('The source is not valid JSON');
  await expect(source.locator('.squiggly-error').first()).toBeAttached();
  await replaceText(JSON.stringify({ scenes: [{ name: 'Only', length: 40 }] }));
  await expect(source.getByRole('alert')).toHaveCount(0);
  await expect(source.getByText('Valid changes apply to the working copy at once')).toBeVisible();
});
