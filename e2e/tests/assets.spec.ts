import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './csp-watch.js';
import { makeMedia } from '../fixtures/media.js';
import { openSignedIn } from './sign-in.js';

const media = makeMedia(path.join(tmpdir(), 'reelforge-e2e-media'));

async function openSection(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
}

async function upload(page: Page, file: string) {
  await page.getByLabel('Choose files to upload').setInputFiles(file);
}

test('a user uploads every kind of asset, sees each one, and deletes two at once', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page);
  await page.getByRole('link', { name: 'Sample project' }).click();
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible();

  // Video: listed, previewed through HLS, and it plays.
  await upload(page, media.video);
  await page.getByRole('list', { name: 'Videos' }).getByRole('link', { name: 'clip.mp4' }).click();
  const video = page.getByLabel('Preview of clip.mp4');
  await expect(video).toBeVisible();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.2);

  // Image.
  await openSection(page, 'Images');
  await upload(page, media.image);
  await page.getByRole('list', { name: 'Images' }).getByRole('link', { name: 'still.png' }).click();
  const image = page.getByRole('img', { name: 'still.png', exact: true });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

  // Audio: the waveform is drawn and the player becomes ready.
  await openSection(page, 'Audios');
  await upload(page, media.audio);
  await page.getByRole('list', { name: 'Audios' }).getByRole('link', { name: 'tone.wav' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByLabel('Waveform of tone.wav').locator('canvas').first()).toBeVisible();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.getByRole('button', { name: 'Pause' }).click();

  // Font: glyphs shown 100 to a page.
  await openSection(page, 'Fonts');
  await upload(page, media.font);
  await page.getByRole('list', { name: 'Fonts' }).getByRole('link', { name: 'DejaVuSans.ttf' }).click();
  const glyphs = page.getByRole('list', { name: 'Glyphs' });
  await expect(glyphs.getByRole('img')).toHaveCount(100, { timeout: 20_000 });
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();

  // Two-sheet spreadsheet: one datasource per sheet, rows shown in the grid.
  await openSection(page, 'Datasources');
  await upload(page, media.spreadsheet);
  const dialog = page.getByRole('dialog', { name: 'Upload datasources' });
  await expect(dialog.getByLabel('First line is a header')).toBeChecked();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  const datasources = page.getByRole('list', { name: 'Datasources' });
  await expect(datasources.getByRole('link')).toHaveText(['people_customers.csv', 'people_orders.csv']);
  await datasources.getByRole('link', { name: 'people_customers.csv' }).click();
  const grid = page.getByRole('table', { name: 'Rows of people_customers.csv' });
  await expect(grid.getByRole('row')).toHaveCount(4);
  await expect(grid).toContainText('Ada');
  await expect(grid).toContainText('Lima');

  // Delete both datasources at once.
  await page.getByLabel('Select people_customers.csv').check();
  await page.getByLabel('Select people_orders.csv').check();
  await page.getByRole('button', { name: 'Delete 2' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 2 datasources?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No datasources yet. Upload files or drop them here.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No datasources yet. Upload files or drop them here.')).toBeVisible();
});

test('a file that is not what it claims is refused with the reason, and nothing is kept', async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: 'Sample project' }).click();
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible();
  await upload(page, media.notVideo);
  const dialog = page.getByRole('alertdialog', { name: 'Upload failed' });
  await expect(dialog).toContainText('The following failed to upload:');
  await expect(dialog).toContainText('notes.mp4');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('list', { name: 'Videos' }).getByRole('link', { name: 'notes.mp4' })).toHaveCount(0);
});

test('uploading a name that exists offers to replace it', async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: 'Sample project' }).click();
  await openSection(page, 'Images');
  const images = page.getByRole('list', { name: 'Images' });
  if ((await images.getByRole('link', { name: 'still.png' }).count()) === 0) {
    await upload(page, media.image);
    await expect(images.getByRole('link', { name: 'still.png' })).toBeVisible();
  }
  await upload(page, media.image);
  const dialog = page.getByRole('alertdialog', { name: 'Upload failed' });
  await expect(dialog).toContainText('still.png');
  const replaced = page.waitForResponse(
    (r) => r.url().includes('/still.png?replace=1') && r.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Replace the existing file' }).click();
  expect((await replaced).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(images.getByRole('link', { name: 'still.png' })).toHaveCount(1);
});

test('settings make a coloured base video that appears among the videos', async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: 'Sample project' }).click();
  await openSection(page, 'Settings');
  const form = page.getByRole('form', { name: 'New base video' });
  await form.getByLabel('Width').fill('64');
  await form.getByLabel('Height').fill('36');
  await form.getByLabel('Frames').fill('10');
  await form.getByLabel('Colour').fill('#1d3557');
  await form.getByRole('button', { name: 'Make base video' }).click();
  await expect(form.getByRole('status')).toHaveText('base_64x36_10.mp4 is ready in Videos.');
  await form.getByLabel('Width').fill('63');
  await form.getByRole('button', { name: 'Make base video' }).click();
  await expect(form.getByRole('alert')).toHaveText('Width must be even.');
  await openSection(page, 'Videos');
  await expect(
    page.getByRole('list', { name: 'Videos' }).getByRole('link', { name: 'base_64x36_10.mp4' }),
  ).toBeVisible();
});
