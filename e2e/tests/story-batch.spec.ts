import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './csp-watch.js';
import { jobsWritesAfterStart, recordJobStatus, showsInOrder, storedJob } from './job-runs.js';
import { openSignedIn } from './sign-in.js';

// docs/stories.md "In batch runs and shares": a batch job over a datasource renders one
// personalised story per row; a shared story plays on its public page.

const api = '/r/eu-west-1/api/v1';
const render = '/r/eu-west-1/render/v2';

/** Red for 25 frames when the row's city is Paris (a match scene), then blue for 25 frames. */
const trip = {
  name: 'Trip',
  size: '64x36',
  fps: '25/1',
  scenes: [
    {
      name: 'Paris',
      type: 'match',
      varname: 'city',
      matchvalues: [{ value: 'Paris' }],
      src: 'videos',
      video: 'red.mp4',
      duration: 'fixed',
      default_duration: 25,
      default_unit: 'frames',
    },
    {
      name: 'Everyone',
      type: 'static',
      src: 'videos',
      video: 'blue.mp4',
      duration: 'fixed',
      default_duration: 25,
      default_unit: 'frames',
    },
  ],
};

const framesOf = (file: string) =>
  Number(
    execFileSync('ffprobe', [
      '-v',
      'error',
      '-count_frames',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=nb_read_frames',
      '-of',
      'csv=p=0',
      file,
    ])
      .toString()
      .trim(),
  );

/** A project of the demo user with two clips, a 3-row datasource and the story, made through the API as the console would. */
async function seedProject(request: APIRequestContext, folder: string) {
  const login = await request.post('/accounts/auth/login', { data: { Username: 'demo', Password: 'demo' } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `istoken ${(await login.json()).Token}` };
  const created = await request.put(`${api}/project/${encodeURIComponent(`Story batch ${Date.now()}`)}`, { headers });
  expect(created.status()).toBe(201);
  const prjuid = created.headers()['project-uid'] as string;
  for (const colour of ['red', 'blue']) {
    const file = path.join(folder, `${colour}.mp4`);
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=${colour}:size=64x36:rate=25:duration=1`,
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      file,
    ]);
    const put = await request.put(`${api}/data/${prjuid}/${colour}.mp4`, {
      headers: { ...headers, 'content-type': 'video/mp4' },
      data: readFileSync(file),
    });
    expect(put.status(), colour).toBe(201);
  }
  const csv = {
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,city\nanna,Paris\nben,Oslo\ncarla,Paris\n'),
  };
  const datasource = await request.put(`${api}/datasource/${prjuid}/people.csv`, {
    headers,
    multipart: { delimiter: '', first_line_is_header: 'true', replace: '0', file: csv },
  });
  expect(datasource.status()).toBe(201);
  const stories = await request.put(`${api}/appdata/${prjuid}/stories.json`, { headers, data: [trip] });
  expect(stories.status()).toBeLessThan(300);
  return { prjuid, headers };
}

test('a batch job renders one personalised story per row', async ({ page, request }) => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'reelforge-e2e-story-batch-'));
  try {
    const { prjuid, headers } = await seedProject(request, folder);
    await openSignedIn(page, `/projects/eu-west-1/${prjuid}/batch`);
    await page.getByRole('button', { name: 'New job' }).click();
    await page.getByRole('list', { name: 'Jobs' }).getByRole('link').last().click();

    await page.getByRole('tab', { name: 'Action' }).click();
    const picker = page.getByLabel('Movie or story', { exact: true });
    // The project has no movie: the Stories group alone, holding the story.
    await expect(picker.locator('optgroup')).toHaveAttribute('label', 'Stories');
    await expect(picker.locator('optgroup option')).toHaveText(['Trip']);
    await picker.selectOption('story:Trip');
    const format = page.getByLabel('Format', { exact: true });
    await expect(format).toHaveValue('mp4');
    await expect(format.getByRole('option')).toHaveText(['mp4 (default)', 'webm', 'mov', 'mpg', 'wmv', 'flv']);
    await page.getByLabel('Datasource', { exact: true }).selectOption('people.csv');
    await page.getByRole('tab', { name: 'Parameter' }).click();
    await expect(page.getByRole('checkbox', { name: 'Fill city' })).toBeChecked();

    await page.getByRole('tab', { name: 'Action' }).click();
    const statuses = await recordJobStatus(page);
    const writes = jobsWritesAfterStart(page);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Start batch job?' });
    await expect(confirm).toContainText('renders story "Trip" as mp4 for 3 records');
    await confirm.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByLabel('Job status')).toHaveText(/^Finished: 3 done, 0 failed/, { timeout: 120_000 });
    expect(showsInOrder(await statuses(), [/^Starting$/, /^Computing/, /^Finished: 3 done, 0 failed/])).toBe(true);
    // The render host compiled the story's tasks and wrote the run's fields; the console wrote none.
    expect(writes).toEqual([]);
    await expect
      .poll(async () => (await storedJob(request, headers, page.url()))?.status)
      .toBe('Finished: 3 done, 0 failed');

    await page.getByRole('tab', { name: 'Results' }).click();
    const show = page
      .getByRole('list', { name: 'Runs' })
      .getByRole('button', { name: /^Show results of / })
      .first();
    const runid = ((await show.getAttribute('aria-label')) ?? '').replace('Show results of ', '').trim();
    const results = await request.get(`${render}/batch/results/${runid}`, { headers });
    expect(results.status()).toBe(200);
    const rows = (await results.json()).Results as { key: string; status: string; url: string }[];
    expect(rows.map((row) => [row.key, row.status])).toEqual([
      ['anna', 'ok'],
      ['ben', 'ok'],
      ['carla', 'ok'],
    ]);
    // Paris opens with its own scene: 2 s; Oslo sees the blue scene alone: 1 s.
    const frames = [];
    for (const row of rows) {
      const video = await request.get(new URL(row.url).pathname);
      expect(video.status()).toBe(200);
      const file = path.join(folder, `${row.key}.mp4`);
      writeFileSync(file, await video.body());
      frames.push(framesOf(file));
    }
    expect(frames).toEqual([50, 25, 50]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a story shared from its editor plays on its public page without signing in, until sharing is turned off', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'reelforge-e2e-story-share-'));
  try {
    const { prjuid } = await seedProject(request, folder);
    await openSignedIn(page, `/projects/eu-west-1/${prjuid}/stories/Trip`);
    const share = page.getByRole('switch', { name: 'Share this story' });
    await expect(share).toBeEnabled();
    await share.click();
    await expect(share).toBeChecked();
    const href = await page.getByRole('link', { name: 'Share page' }).getAttribute('href');
    expect(href).toMatch(/\/share\/player\.html\?id=[0-9a-f]{32}$/);
    const address = new URL(href as string, page.url()).toString();

    const stranger = await browser.newContext();
    const shared = await stranger.newPage();
    await shared.goto(address);
    await expect(shared.getByRole('heading', { name: 'Trip' })).toBeVisible();
    const video = shared.getByLabel('Shared story');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(2);
    // Without values the story plays its blue scene alone: 25 frames of an mp4.
    const src = (await video.getAttribute('src')) as string;
    const file = path.join(folder, 'shared.mp4');
    writeFileSync(file, await (await stranger.request.get(new URL(src, address).toString())).body());
    expect(framesOf(file)).toBe(25);

    await share.click();
    await expect(share).not.toBeChecked();
    expect((await stranger.request.get(address)).status()).toBe(404);
    await stranger.close();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
