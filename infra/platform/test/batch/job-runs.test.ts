import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  compileTasks,
  jobCompileInput,
  movieVariableKeys,
  normaliseJob,
  RUN_FIELDS,
  withoutRunFields,
} from '@reelforge/model';
import * as renderer from '@reelforge/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, putData, putDatasource } from '../helpers/assets.ts';
import {
  batch,
  newRunId,
  PEOPLE_CSV,
  PICTURE_MOVIE,
  putAppData,
  resultsOf,
  runEnded,
  saveJobs,
  startJob,
  storedJobs,
  submit,
  waitForQueue,
} from '../helpers/batch.ts';
import { eventually } from '../helpers/eventually.ts';
import { makeMedia } from '../helpers/media.ts';
import { putMovieJson } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// docs/reference.md §7: a run of a saved job is started by one call naming it; the platform
// reads the job and its datasource, compiles and queues the tasks, runs them, and writes the
// job's run fields in jobs.json. The client writes nothing of it.

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let scratch: string;
let datasourceUid: string;

// Renders made slow on demand: a pause needs a run that is still going.
let slowMs = 0;
const slowEngine = {
  renderMovie: async (request: renderer.RenderRequest) => {
    if (slowMs > 0) await delay(slowMs, undefined, { signal: request.signal });
    return renderer.renderMovie(request);
  },
};

const personJob = (id: string, changes: Record<string, unknown> = {}) => ({
  id,
  name: 'People',
  movie: 'picture',
  format: 'jpg',
  frame: 2,
  datasource: datasourceUid,
  mapping: 'custom',
  varmap: { title: 'greeting', picture: 'image' },
  range: '2-4',
  destination: { type: 'cdn', filename: 'greeting-${name}' },
  ...changes,
});

/** The tasks the console compiled before a start: from the datasource's and the movie's answers of the region API. */
async function consoleTasks(job: Record<string, unknown>) {
  const data = (await server.request(`${api()}/data/${prjuid}/people.csv?processed=1`, { token: demo })).json;
  const movie = (await server.request(`${api()}/sdl/${prjuid}/picture?json=1`, { token: demo })).json;
  const rows = { columns: data.columns, rows: data.values, ...(data.key_column ? { keyColumn: data.key_column } : {}) };
  return compileTasks(jobCompileInput(normaliseJob(job), rows, movieVariableKeys(movie)));
}

const jobIn = (jobs: any[], id: string) => jobs.find((job) => job.id === id);
const runFieldsOf = (job: any) => Object.fromEntries(RUN_FIELDS.filter((f) => f in job).map((f) => [f, job[f]]));
/** The job as stored once its run's end is written. */
const settled = (id: string) =>
  eventually(
    async () => jobIn(await storedJobs(server, demo, prjuid), id),
    (job) => !job.running,
  );
const status = async (queue: string) => (await server.request(`${batch()}/${queue}`, { token: demo })).json;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-job-runs-'));
  server = await startTestServer({ batchConcurrency: 2, renderEngine: slowEngine });
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'Job runs');
  const media = await makeMedia(scratch);
  expect((await putData(server, demo, prjuid, 'still.png', media.png, { contentType: 'image/png' })).status).toBe(201);
  const settings = { delimiter: '', first_line_is_header: 'true', replace: '0' };
  const upload = await putDatasource(server, demo, prjuid, 'people.csv', settings, PEOPLE_CSV);
  expect(upload.status).toBe(201);
  datasourceUid = upload.json.Datasources[0].uid;
  expect((await putMovieJson(server, demo, prjuid, 'picture', PICTURE_MOVIE)).status).toBe(201);
});
afterAll(async () => {
  slowMs = 0;
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('a run started by naming its job', () => {
  it('renders what the console’s upload of its tasks rendered, and only the platform writes jobs.json', async () => {
    const job = personJob('job-named-00001');
    const bystander = personJob('job-named-other', { name: 'Untouched' });
    await saveJobs(server, demo, prjuid, [job, bystander]);
    const saved = await storedJobs(server, demo, prjuid);

    // Before: the console compiled the tasks and uploaded them.
    const before = newRunId();
    const uploaded = await submit(server, demo, prjuid, {
      jobid: job.id,
      runid: before,
      tasks: await consoleTasks(job),
    });
    await waitForQueue(server, demo, uploaded);

    // Now: one call; the client then only asks where the run stands.
    const started = await startJob(server, demo, { projectid: prjuid, jobid: job.id });
    expect(started.status, started.text).toBe(200);
    expect(started.json).toMatchObject({ state: 'created', phase: 'computing', total: 0 });
    const { Id: queue, runid } = started.json;
    expect(runid).toMatch(/^[0-9a-f-]{36}$/);
    const versions = [await storedJobs(server, demo, prjuid)];
    let last = started.json;
    while (!runEnded(last)) {
      await delay(20);
      last = await status(queue);
      versions.push(await storedJobs(server, demo, prjuid));
    }
    expect(last).toMatchObject({ state: 'done', total: 3, done: 3, failed: 0, remaining: 0, runid });
    expect(last.phase).toBeUndefined();

    // What a person saved stays as saved in every version; the run fields are the platform's.
    for (const version of versions) {
      expect(version.map(withoutRunFields)).toEqual(saved.map(withoutRunFields));
      expect(jobIn(version, bystander.id)).toEqual(jobIn(saved, bystander.id));
    }
    expect(jobIn(versions[0]!, job.id)).toMatchObject({ running: true, queue, queueregion: 'eu-west-1', runid });
    // The job's last write follows the run's end by a moment.
    expect(runFieldsOf(await settled(job.id))).toEqual({
      running: false,
      status: 'Finished: 3 done, 0 failed',
      computing: false,
      uploading: false,
      queue,
      queueregion: 'eu-west-1',
      remaining: 0,
      eta: '',
      numrecords: 3,
      start: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      done: 3,
      failed: 0,
      runid,
    });

    // The same rows, keys and files as before.
    const old = await resultsOf(server, demo, before);
    const now = await resultsOf(server, demo, runid);
    expect(now.map((row) => [row.record, row.key, row.status])).toEqual([
      [1, 'ben', 'ok'],
      [2, 'carla', 'ok'],
      [3, 'dan', 'ok'],
    ]);
    expect(now.map((row) => [row.record, row.key, row.status])).toEqual(
      old.map((row) => [row.record, row.key, row.status]),
    );
    for (const [i, row] of now.entries()) {
      expect(row.url).toBe(`${server.url}/cdn/${prjuid}/${runid}/greeting-${row.key}.jpg`);
      const file = await fetchBytes(server, new URL(row.url).pathname);
      const earlier = await fetchBytes(server, new URL(old[i].url).pathname);
      expect(file.status).toBe(200);
      expect(Buffer.from(file.bytes).equals(Buffer.from(earlier.bytes))).toBe(true);
    }
  });

  it('takes the records the start names instead of the job’s range', async () => {
    const job = personJob('job-named-range');
    await saveJobs(server, demo, prjuid, [job]);
    const started = await startJob(server, demo, { projectid: prjuid, jobid: job.id, range: '5, 1' });
    expect(started.status, started.text).toBe(200);
    await waitForQueue(server, demo, started.json.Id);
    const results = await resultsOf(server, demo, started.json.runid);
    expect(results.map((row) => row.key)).toEqual(['anna', 'eve']);
  });

  it('keeps its run fields when a person saves the job meanwhile, and the person’s edit', async () => {
    const job = personJob('job-named-saved', { range: '' });
    await saveJobs(server, demo, prjuid, [job]);
    slowMs = 300;
    try {
      const { json: first } = await startJob(server, demo, { projectid: prjuid, jobid: job.id });
      await waitForQueue(server, demo, first.Id, (s) => s.state === 'running');
      // The console's save: what the person edited, and run fields as they stood when it loaded the file.
      const edited = { ...job, name: 'Renamed', running: false, status: '', queue: '', numrecords: 0 };
      expect((await putAppData(server, demo, prjuid, 'jobs.json', [edited])).status).toBe(200);
      expect(jobIn(await storedJobs(server, demo, prjuid), job.id)).toMatchObject({
        name: 'Renamed',
        running: true,
        queue: first.Id,
        numrecords: 5,
      });
      await waitForQueue(server, demo, first.Id);
    } finally {
      slowMs = 0;
    }
    expect(await settled(job.id)).toMatchObject({
      name: 'Renamed',
      running: false,
      status: 'Finished: 5 done, 0 failed',
    });
  });

  it('is paused, stopped or cancelled by the platform, which says so in the job', async () => {
    const job = personJob('job-named-pause', { range: '' });
    await saveJobs(server, demo, prjuid, [job]);
    slowMs = 400;
    try {
      for (const [how, status] of [
        ['paused', 'Paused'],
        ['stopped', 'Stopped'],
      ] as const) {
        const { json: run } = await startJob(server, demo, { projectid: prjuid, jobid: job.id });
        await waitForQueue(server, demo, run.Id, (s) => s.state === 'running');
        const stopped = await server.request(`${batch()}/${run.Id}?how=${how}`, { method: 'DELETE', token: demo });
        expect(stopped.json).toMatchObject({ state: 'cancelled' });
        expect(jobIn(await storedJobs(server, demo, prjuid), job.id)).toMatchObject({
          running: false,
          status,
          queue: '',
          queueregion: '',
        });
      }
      // Cancelled by an API caller: the job tells the counts the run ended with.
      const { json: run } = await startJob(server, demo, { projectid: prjuid, jobid: job.id });
      await waitForQueue(server, demo, run.Id, (s) => s.state === 'running');
      await server.request(`${batch()}/${run.Id}`, { method: 'DELETE', token: demo });
      expect(jobIn(await storedJobs(server, demo, prjuid), job.id)).toMatchObject({
        running: false,
        status: expect.stringMatching(/^Cancelled: \d done, \d failed$/),
        queue: run.Id,
      });
    } finally {
      slowMs = 0;
    }
  });

  it('is paused while the platform prepares it: nothing of it runs', async () => {
    const job = personJob('job-named-early', { range: '' });
    await saveJobs(server, demo, prjuid, [job]);
    const { json: run } = await startJob(server, demo, { projectid: prjuid, jobid: job.id });
    await server.request(`${batch()}/${run.Id}?how=paused`, { method: 'DELETE', token: demo });
    await delay(200);
    expect(await status(run.Id)).toMatchObject({ state: 'cancelled', done: 0, queued: 0, rendering: 0 });
    expect(jobIn(await storedJobs(server, demo, prjuid), job.id)).toMatchObject({ running: false, status: 'Paused' });
  });
});

describe('a start of a job that cannot run', () => {
  it('is refused at once when the job is not saved, names no datasource or is not the caller’s', async () => {
    const none = personJob('job-named-nods1', { datasource: '' });
    await saveJobs(server, demo, prjuid, [none]);
    const unsaved = await startJob(server, demo, { projectid: prjuid, jobid: 'job-named-nowhere' });
    expect(unsaved.status).toBe(400);
    expect(unsaved.json.Message).toMatch(/is not in the project's jobs\.json/);
    const refused = await startJob(server, demo, { projectid: prjuid, jobid: none.id });
    expect(refused.status).toBe(400);
    expect(refused.json.Message).toBe(`Job ${none.id} names no datasource: choose one first`);
    expect(jobIn(await storedJobs(server, demo, prjuid), none.id)).toMatchObject({
      running: false,
      status: `Start failed: Job ${none.id} names no datasource: choose one first`,
    });
    expect((await startJob(server, other, { projectid: prjuid, jobid: none.id })).status).toBe(404);
    const elsewhere = await server.request(`${batch()}/us-east-1/default/runs`, {
      method: 'POST',
      token: demo,
      body: { projectid: prjuid, jobid: none.id },
    });
    expect(elsewhere.status).toBe(400);
  });

  it('fails when its range selects nothing or more than its limit, saying why in its status and its job', async () => {
    const empty = personJob('job-named-empty', { range: '9' });
    const over = personJob('job-named-over1', { range: '', limit: 2 });
    await saveJobs(server, demo, prjuid, [empty, over]);
    for (const [job, why] of [
      [empty, 'the range selects no records'],
      [over, 'the range selects 5 records, more than the job’s limit of 2: raise the limit or narrow the range'],
    ] as const) {
      const started = await startJob(server, demo, { projectid: prjuid, jobid: job.id });
      expect(started.status).toBe(200);
      expect(await waitForQueue(server, demo, started.json.Id)).toMatchObject({ state: 'cancelled', error: why });
      expect(await settled(job.id)).toMatchObject({
        running: false,
        status: `Start failed: ${why}`,
        queue: '',
      });
      // A start that failed is no run of the job.
      const runs = (await server.request(`${batch()}/runs/${job.id}`, { token: demo })).json.Runs;
      expect(runs).toEqual([]);
    }
  });

  it('is refused while the job’s run goes, which goes on', async () => {
    const job = personJob('job-named-twice', { range: '' });
    await saveJobs(server, demo, prjuid, [job]);
    slowMs = 300;
    try {
      const { json: run } = await startJob(server, demo, { projectid: prjuid, jobid: job.id });
      const again = await startJob(server, demo, { projectid: prjuid, jobid: job.id });
      expect(again.status).toBe(409);
      expect(again.json.Message).toBe(`Job ${job.id} is running: pause or stop it before starting it again`);
      expect(jobIn(await storedJobs(server, demo, prjuid), job.id)).toMatchObject({ running: true, queue: run.Id });
      await server.request(`${batch()}/${run.Id}?how=stopped`, { method: 'DELETE', token: demo });
    } finally {
      slowMs = 0;
    }
  });

  it('fails, when the platform starts again, if its preparation was cut short', async () => {
    const job = personJob('job-named-crash');
    await saveJobs(server, demo, prjuid, [job]);
    const { json: run } = await startJob(server, demo, { projectid: prjuid, jobid: job.id });
    await waitForQueue(server, demo, run.Id);
    // As a process that died half-way would have left it.
    await server.app.db
      .updateTable('batch_runs')
      .set({ state: 'created', phase: 'uploading', ended_at: null })
      .where('id', '=', run.Id)
      .execute();
    await server.app.batch.recover({ requeue: false, alone: true });
    expect(await status(run.Id)).toMatchObject({
      state: 'cancelled',
      error: 'the platform stopped while preparing the run: start it again',
    });
  });
});
