import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

const openMenu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name, exact: true }).click();

const usEastRow = (page: Page) =>
  page.getByRole('table', { name: 'Distributions' }).getByRole('row').filter({ hasText: 'us-east-1' });

test('a project published to us-east-1 is synced after a change, renders a batch job there, and is removed again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'reelforge-e2e-publish-'));
  const csv = path.join(folder, 'towns.csv');
  writeFileSync(csv, 'town,title\nlyon,Hello Lyon\nyork,Hello York\n');

  try {
    await openSignedIn(page);
    await page.getByRole('link', { name: 'Sample project' }).click();
    await openMenu(page, 'Publish');
    await expect(page.getByRole('heading', { name: 'Publishing' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Distributions' });
    await expect(table.getByRole('row').filter({ hasText: 'eu-west-1' })).toContainText('Default');

    // New distribution: choose a region; the legacy region and the project's own are not offered.
    await page.getByRole('button', { name: 'New distribution' }).click();
    const dialog = page.getByRole('dialog', { name: 'New distribution' });
    const region = dialog.getByLabel('Region');
    await expect(region.locator('option')).toHaveText(['US East (N. Virginia) (us-east-1)']);
    await region.selectOption('us-east-1');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(usEastRow(page)).toContainText(/Published(?!,)/);

    // A datasource added afterwards is a change not yet published there, until a sync.
    await openMenu(page, 'Datasources');
    await page.getByLabel('Choose files to upload').setInputFiles(csv);
    await page
      .getByRole('dialog', { name: 'Upload datasources' })
      .getByRole('button', { name: 'Upload', exact: true })
      .click();
    await expect(
      page.getByRole('list', { name: 'Datasources' }).getByRole('link', { name: 'towns.csv' }),
    ).toBeVisible();
    await openMenu(page, 'Publish');
    await expect(usEastRow(page)).toContainText('Published, with changes not yet published');
    await page.getByRole('button', { name: 'Sync us-east-1' }).click();
    await expect(usEastRow(page)).not.toContainText('changes not yet published', { timeout: 30_000 });
    await expect(usEastRow(page)).toContainText('Published');

    // The distribution has its own render speed.
    await usEastRow(page).getByRole('link', { name: 'US East (N. Virginia)' }).click();
    const detail = page.getByRole('region', { name: 'Distribution us-east-1' });
    const speed = detail.getByLabel('Render speed');
    await expect(speed).toBeEnabled();
    const saved = page.waitForResponse(
      (r) => r.url().includes('/r/us-east-1/render/v2/settings/') && r.request().method() === 'POST',
    );
    await speed.selectOption('4');
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Distribution us-east-1' }).getByLabel('Render speed')).toHaveValue(
      '4',
    );

    // A batch job rendered in us-east-1, delivered to the product CDN.
    await openMenu(page, 'Batch');
    await page.getByRole('button', { name: 'New job' }).click();
    await page.getByRole('list', { name: 'Jobs' }).getByRole('link').last().click();
    await page.getByRole('tab', { name: 'Action' }).click();
    await page.getByLabel('Movie or story', { exact: true }).selectOption('sample');
    await page.getByLabel('Datasource', { exact: true }).selectOption('towns.csv');
    await page.getByLabel('Render in').selectOption('us-east-1');
    const submitted = page.waitForResponse((r) =>
      /\/r\/us-east-1\/render\/v2\/batch\/[^/]+\/[^/]+\/runs$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Start batch job?' });
    await expect(confirm).toContainText('2');
    await confirm.getByRole('button', { name: 'Start', exact: true }).click();
    expect((await submitted).status()).toBe(200);
    await expect(page.getByLabel('Job status')).toHaveText(/^Finished: 2 done, 0 failed/, { timeout: 120_000 });

    await page.getByRole('tab', { name: 'Results' }).click();
    const show = page
      .getByRole('list', { name: 'Runs' })
      .getByRole('button', { name: /^Show results of .* in us-east-1$/ });
    await expect(show).toHaveCount(1);
    await show.click();
    const results = page.getByRole('dialog', { name: /^Results of / });
    const rows = results.getByRole('table', { name: /^Rows of / }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    const links = rows.getByRole('link');
    for (const url of await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))) {
      expect(url).toContain('/cdn/us-east-1/');
      const video = await page.request.get(url);
      expect(video.status()).toBe(200);
      expect((await video.body()).subarray(4, 8).toString('latin1')).toBe('ftyp');
    }
    await results.getByRole('button', { name: 'Close' }).click();

    // Removing the distribution asks first, then it is gone.
    await openMenu(page, 'Publish');
    await page.getByRole('button', { name: 'Remove us-east-1' }).click();
    const remove = page.getByRole('alertdialog', { name: 'Remove us-east-1?' });
    await remove.getByRole('button', { name: 'Remove' }).click();
    await expect(usEastRow(page)).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Distributions' }).getByRole('row')).toHaveCount(2);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
