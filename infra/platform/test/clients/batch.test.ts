import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitRun, type BatchClient } from '@reelforge/api';
import {
  DEFAULT_ROUTING,
  isQueueFinished,
  newBatchJob,
  type BatchQueueStatus,
  type BatchTask,
  type Script,
} from '@reelforge/model';
import { newRunId, task } from '../helpers/batch.ts';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: SignedIn;
let batch: BatchClient;
let prjuid: string;

// A token destination renders nothing: each result is the URL of a render token.
const JOB = {
  ...newBatchJob([], 'job-client-0001'),
  movie: 'tiny',
  format: 'png',
  frame: 3,
  destination: { type: 'token' },
};

beforeAll(async () => {
  server = await startTestServer({ batchConcurrency: 2 });
  demo = await signIn(server, 'demo');
  batch = demo.api.batch('eu-west-1');
  prjuid = await demo.api.region('eu-west-1').createProject('Batch');
  await demo.api.movies('eu-west-1').save(prjuid, 'tiny', tinyMovie());
});
afterAll(() => server.close());

/**
 * Asks for the queue's status, as the batch remote does, until the run has ended: finished by
 * its counts (what the remote shows) and its own state written, which follows the last row's
 * end by a moment.
 */
async function ended(queue: string): Promise<BatchQueueStatus> {
  for (;;) {
    const status = await batch.queueStatus(queue);
    if (isQueueFinished(status) && status.state !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const submit = (tasks: BatchTask[], runid = newRunId()) =>
  submitRun(batch, { routing: DEFAULT_ROUTING, limit: 10, jobid: JOB.id, runid, projectid: prjuid, tasks });

describe('the batch client', () => {
  it('creates a missing app data file empty, and keeps what is saved', async () => {
    expect(await batch.appData(prjuid, 'stories.json', [])).toEqual([]);
    await batch.saveAppData(prjuid, 'stories.json', [{ name: 'One' }]);
    expect(await batch.appData(prjuid, 'stories.json', [])).toEqual([{ name: 'One' }]);

    const script: Script = { name: 'tint', sdk: 'api', src: 'return params;' };
    await batch.saveScripts(prjuid, [script]);
    expect(await batch.scripts(prjuid)).toEqual([script]);
  });

  it('refuses a job name the name rule refuses, with the rule’s reason', async () => {
    const named = { ...newBatchJob([], 'job-client-0002'), name: 'x'.repeat(201) };
    await expect(batch.saveJobs(prjuid, [named])).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/jobs\.json/),
    });
  });

  it('submits a run, follows it to done, pages its rows, lists it and reads its results', async () => {
    await batch.saveJobs(prjuid, [JOB]);
    expect((await batch.jobs(prjuid)).map((job) => job.id)).toEqual([JOB.id]);

    const runid = newRunId();
    let sent = 0;
    const queue = await submitRun(
      batch,
      {
        routing: DEFAULT_ROUTING,
        limit: 10,
        jobid: JOB.id,
        runid,
        projectid: prjuid,
        tasks: [task(0, { title: 'A' }), task(1, { title: 'B' })],
      },
      { onSent: (count) => (sent = count) },
    );
    expect(sent).toBe(2);
    expect(await ended(queue)).toMatchObject({
      Id: queue,
      state: 'done',
      total: 2,
      done: 2,
      failed: 0,
      remaining: 0,
      runid,
    });

    const rows = await batch.queueRows(queue, 0, 10);
    expect(rows).toMatchObject({ Id: queue, total: 2 });
    expect(rows.Rows.map((row) => [row.record, row.state])).toEqual([
      [0, 'done'],
      [1, 'done'],
    ]);

    expect(await batch.runs(JOB.id)).toContainEqual(
      expect.objectContaining({ runid, jobid: JOB.id, queue, state: 'done', total: 2, done: 2 }),
    );
    const results = await batch.results(runid);
    expect(results.map((row) => [row.record, row.key, row.status])).toEqual([
      [0, '1', 'ok'],
      [1, '2', 'ok'],
    ]);
    expect(results[0]?.url).toMatch(/\/v2\/render\/[0-9a-f]{32}\.png\?frame=3$/);

    await batch.deleteResults(runid);
    expect((await batch.runs(JOB.id)).map((run) => run.runid)).not.toContain(runid);
    await expect(batch.results(runid)).rejects.toMatchObject({ status: 404 });
  });

  it('starts a saved job’s run by naming it, follows it to done, and stops another as a pause', async () => {
    const csv = 'title\nA\nB\n';
    const assets = demo.api.assets('eu-west-1');
    const [stored] = await assets.uploadDatasource(prjuid, new File([csv], 'titles.csv', { type: 'text/csv' }), {
      delimiter: '',
      firstLineIsHeader: true,
      replace: false,
    });
    const datasource = stored!.uid;
    const named = { ...JOB, id: 'job-client-0003', datasource };
    await batch.saveJobs(prjuid, [named]);
    const first = await batch.startJob(DEFAULT_ROUTING, { projectid: prjuid, jobid: named.id });
    expect(first).toMatchObject({ state: 'created', phase: 'computing' });
    expect(await ended(first.Id)).toMatchObject({ state: 'done', total: 2, done: 2, runid: first.runid });
    const results = await batch.results(first.runid!);
    expect(results.map((row) => [row.record, row.status])).toEqual([
      [0, 'ok'],
      [1, 'ok'],
    ]);

    const second = await batch.startJob(DEFAULT_ROUTING, { projectid: prjuid, jobid: named.id, range: '2' });
    await batch.cancel(second.Id, 'paused');
    expect((await batch.jobs(prjuid))[0]).toMatchObject({ running: false, status: 'Paused', queue: '' });
  });

  it('cancels a queue that has not started, which then takes no more tasks', async () => {
    await batch.saveJobs(prjuid, [JOB]);
    const queue = await batch.createQueue(DEFAULT_ROUTING, 5);
    await batch.uploadTasks(DEFAULT_ROUTING, queue, {
      jobid: JOB.id,
      runid: newRunId(),
      projectid: prjuid,
      tasks: [task(0)],
    });
    await batch.cancel(queue);
    expect(await batch.queueStatus(queue)).toMatchObject({ state: 'cancelled', total: 1 });
    await expect(batch.startRun(DEFAULT_ROUTING, queue)).rejects.toMatchObject({ status: 409 });
  });

  it('has a run of a job that is not in jobs.json refused when it starts', async () => {
    await batch.saveJobs(prjuid, []);
    await expect(submit([task(0)])).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("is not in the project's jobs.json"),
    });
  });
});
