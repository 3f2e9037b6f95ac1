import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './csp-watch.js';
import S3rver from 's3rver';
import XLSX from '@e965/xlsx';
import { demoHeaders, jobsWritesAfterStart, recordJobStatus, showsInOrder, storedJob } from './job-runs.js';
import { openSignedIn } from './sign-in.js';

/** Uploads a csv to the sample project's datasources, through the Datasources page. */
async function uploadToSampleProject(page: Page, csv: string) {
  await page.getByRole('link', { name: 'Sample project' }).click();
  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Datasources', exact: true })
    .click();
  await page.getByLabel('Choose files to upload').setInputFiles(csv);
  await page
    .getByRole('dialog', { name: 'Upload datasources' })
    .getByRole('button', { name: 'Upload', exact: true })
    .click();
  await expect(
    page.getByRole('list', { name: 'Datasources' }).getByRole('link', { name: path.basename(csv) }),
  ).toBeVisible({ timeout: 60_000 });
}

/** A new job of the project, opened. */
async function openNewJob(page: Page) {
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Batch', exact: true }).click();
  await page.getByRole('button', { name: 'New job' }).click();
  await page.getByRole('list', { name: 'Jobs' }).getByRole('link').last().click();
}

test('a batch job renders one movie per row into an S3 store, and its results download as xlsx', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const storage = mkdtempSync(path.join(tmpdir(), 'reelforge-e2e-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: storage,
    silent: true,
    configureBuckets: [{ name: 'renders', configs: [] }],
  });
  const { port } = await s3.run();
  const csv = path.join(storage, 'greetings.csv');
  writeFileSync(csv, 'slug,title\nada,Hello Ada\nbo,Hello Bo\ncy,Hello Cy\n');

  try {
    await openSignedIn(page);
    await uploadToSampleProject(page, csv);
    await openNewJob(page);

    await page.getByRole('tab', { name: 'Action' }).click();
    await page.getByLabel('Movie or story', { exact: true }).selectOption('sample');
    await expect(page.getByLabel('Format', { exact: true })).toHaveValue('mp4');
    await page.getByLabel('Datasource', { exact: true }).selectOption('greetings.csv');

    await page.getByRole('tab', { name: 'Destination' }).click();
    await page.getByLabel('Destination type').selectOption({ label: 'S3-style object store' });
    await page.getByLabel('Bucket', { exact: true }).fill('renders');
    await page.getByLabel('File name', { exact: true }).fill('${slug}');
    await page.getByLabel('Access key ID', { exact: true }).fill('S3RVER');
    await page.getByLabel('Secret access key', { exact: true }).fill('S3RVER');
    await page.getByLabel('S3 host', { exact: true }).fill(`127.0.0.1:${port}`);
    const secure = page.getByLabel('Secure (HTTPS)');
    await expect(secure).toBeChecked();
    await secure.uncheck();

    await page.getByRole('tab', { name: 'Action' }).click();
    const statuses = await recordJobStatus(page);
    const writes = jobsWritesAfterStart(page);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Start batch job?' });
    await expect(confirm).toContainText('3');
    await confirm.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByLabel('Job status')).toHaveText(/^Finished: 3 done, 0 failed/, { timeout: 120_000 });
    // docs/reference.md §4: Starting, then Computing as the platform compiles, then the run's end.
    expect(showsInOrder(await statuses(), [/^Starting$/, /^Computing/, /^Finished: 3 done, 0 failed/])).toBe(true);
    // The platform wrote the run's fields; the console wrote none of them.
    expect(writes).toEqual([]);
    const headers = await demoHeaders(request);
    await expect
      .poll(async () => (await storedJob(request, headers, page.url()))?.status)
      .toBe('Finished: 3 done, 0 failed');

    // The store holds one mp4 per row, named from the slug column.
    const stored = readdirSync(path.join(storage, 'renders'));
    for (const slug of ['ada', 'bo', 'cy']) expect(stored.some((name) => name.startsWith(`${slug}.mp4`))).toBe(true);

    await page.getByRole('tab', { name: 'Results' }).click();
    const runs = page.getByRole('list', { name: 'Runs' });
    const show = runs.getByRole('button', { name: /^Show results of / }).first();
    const runid = ((await show.getAttribute('aria-label')) ?? (await show.textContent()) ?? '')
      .replace('Show results of ', '')
      .trim();
    await show.click();
    const results = page.getByRole('dialog', { name: `Results of ${runid}` });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      results.getByRole('button', { name: `Download ${runid}.xlsx` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${runid}.xlsx`);
    const saved = path.join(storage, download.suggestedFilename());
    await download.saveAs(saved);
    const book = XLSX.read(readFileSync(saved));
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0] as string]!);
    expect(rows.map((row) => [row.Record, row.Key, row.Status])).toEqual([
      [0, 'ada', 'ok'],
      [1, 'bo', 'ok'],
      [2, 'cy', 'ok'],
    ]);
    expect(rows.every((row) => String(row.URL).includes(`127.0.0.1:${port}/renders/`))).toBe(true);
  } finally {
    await s3.close();
    rmSync(storage, { recursive: true, force: true });
  }
});

test('a long batch job shows Computing, Uploading and Running while the platform prepares and starts it, and pauses', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'reelforge-e2e-batch-long-'));
  // Enough rows for the platform to take a few seconds preparing them, so each state shows.
  const rows = 200_000;
  const csv = path.join(folder, 'many.csv');
  writeFileSync(csv, `slug,title\n${Array.from({ length: rows }, (_, i) => `row${i},Hello ${i}`).join('\n')}\n`);
  try {
    await openSignedIn(page);
    await uploadToSampleProject(page, csv);
    await openNewJob(page);
    await page.getByRole('tab', { name: 'Action' }).click();
    await page.getByLabel('Movie or story', { exact: true }).selectOption('sample');
    await page.getByLabel('Datasource', { exact: true }).selectOption('many.csv');
    await page.getByLabel('Limit', { exact: true }).fill(String(rows));

    const statuses = await recordJobStatus(page);
    const writes = jobsWritesAfterStart(page);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Start batch job?' });
    await expect(confirm).toContainText(`${rows} records`);
    await confirm.getByRole('button', { name: 'Start', exact: true }).click();
    // While the platform queues the tasks, how far it is.
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByLabel('Job status')).toHaveText(/^Running/, { timeout: 120_000 });
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByLabel('Job status')).toHaveText('Paused');

    expect(
      showsInOrder(await statuses(), [/^Starting$/, /^Computing/, /^Uploading$/, /^Running/, /^Paused$/]),
      (await statuses()).join(' | '),
    ).toBe(true);
    expect(writes).toEqual([]);
    // The platform saves the job Paused once it has cancelled the run.
    const headers = await demoHeaders(request);
    await expect.poll(async () => (await storedJob(request, headers, page.url()))?.status).toBe('Paused');
    const job = await storedJob(request, headers, page.url());
    expect(job).toMatchObject({ running: false, queue: '', numrecords: rows });
    const runs = await request.get(`/r/eu-west-1/render/v2/batch/runs/${job?.id}`, { headers });
    expect(((await runs.json()) as { Runs: { state: string; total: number }[] }).Runs).toEqual([
      expect.objectContaining({ state: 'cancelled', total: rows }),
    ]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
