import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

async function openSection(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
}

test('a batch run shows its counts on one bar and every row’s state, moving to done', async ({ page }) => {
  test.setTimeout(180_000);
  const scratch = mkdtempSync(path.join(tmpdir(), 'reelforge-e2e-progress-'));
  const csv = path.join(scratch, 'names.csv');
  writeFileSync(csv, 'slug,title\nada,Hello Ada\nbo,Hello Bo\ncy,Hello Cy\n');
  try {
    await openSignedIn(page);
    await page.getByRole('link', { name: 'Sample project' }).click();
    await openSection(page, 'Datasources');
    await page.getByLabel('Choose files to upload').setInputFiles(csv);
    await page
      .getByRole('dialog', { name: 'Upload datasources' })
      .getByRole('button', { name: 'Upload', exact: true })
      .click();
    await expect(
      page.getByRole('list', { name: 'Datasources' }).getByRole('link', { name: 'names.csv' }),
    ).toBeVisible();

    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Batch', exact: true }).click();
    await page.getByRole('button', { name: 'New job' }).click();
    await page.getByRole('list', { name: 'Jobs' }).getByRole('link').last().click();
    await page.getByRole('tab', { name: 'Action' }).click();
    await page.getByLabel('Movie or story', { exact: true }).selectOption('sample');
    await page.getByLabel('Datasource', { exact: true }).selectOption('names.csv');
    // The product CDN (the default destination): nothing outside the platform.
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Start batch job?' })
      .getByRole('button', { name: 'Start', exact: true })
      .click();

    const bar = page.getByRole('progressbar', { name: 'Run progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', /^\d+ done, \d+ failed, \d+ remaining$/, { timeout: 60_000 });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 done, 0 failed, 0 remaining', { timeout: 120_000 });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByLabel('Job status')).toHaveText(/^Finished: 3 done, 0 failed/);
    const rows = page.getByRole('list', { name: 'Rows of the run' }).getByRole('listitem');
    await expect(rows).toHaveText(['adaDone', 'boDone', 'cyDone']);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

test('cancelling an upload takes it off the list, and no asset appears', async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: 'Sample project' }).click();
  await openSection(page, 'Images');
  // A slow line, so the file is still being sent when Cancel is pressed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  });

  await page
    .getByLabel('Choose files to upload')
    .setInputFiles({ name: 'never.png', mimeType: 'image/png', buffer: Buffer.alloc(8 * 1024 * 1024, 7) });
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('progressbar', { name: 'Uploading never.png' })).toBeVisible();
  await uploads.getByRole('button', { name: 'Cancel uploading never.png' }).click();
  await expect(page.getByRole('list', { name: 'Uploads' })).toHaveCount(0);

  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Images' }).or(page.getByText(/^No images yet/))).toBeVisible();
  await expect(page.getByRole('link', { name: 'never.png' })).toHaveCount(0);
});
