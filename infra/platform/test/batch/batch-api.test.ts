import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import {
  batch,
  createQueue,
  newRunId,
  putTasks,
  resultsOf,
  saveJobs,
  startQueue,
  submit,
  task,
  waitForQueue,
} from '../helpers/batch.ts';
import { probe } from '../helpers/media.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let otherPrjuid: string;
let scratch: string;

const JOB = { id: 'job-0123456789', name: 'New Job 1', movie: 'tiny', format: 'mp4', destination: { type: 'cdn' } };
const TOKEN_JOB = {
  id: 'job-token-0123',
  name: 'Tokens',
  movie: 'tiny',
  format: 'png',
  frame: 3,
  destination: { type: 'token' },
};

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-batch-api-'));
  server = await startTestServer({ batchConcurrency: 2 });
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'Batch');
  otherPrjuid = await createProject(server, other, 'Not yours');
  expect((await putMovieJson(server, demo, prjuid, 'tiny', tinyMovie())).status).toBe(201);
  await saveJobs(server, demo, prjuid, [JOB, TOKEN_JOB]);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('queues', () => {
  it('gives a 32-hex queue Id; a new queue is created, empty and unnamed', async () => {
    const queue = await createQueue(server, demo);
    expect(queue).toMatch(/^[0-9a-f]{32}$/);
    const status = await server.request(`${batch()}/${queue}`, { token: demo });
    expect(status.status).toBe(200);
    expect(status.json).toEqual({
      Id: queue,
      state: 'created',
      total: 0,
      done: 0,
      failed: 0,
      remaining: 0,
      queued: 0,
      rendering: 0,
      delivering: 0,
      runid: '',
    });
  });

  it('takes tasks in chunks of at most 500, up to the queue limit', async () => {
    const queue = await createQueue(server, demo, 3);
    const run = { jobid: JOB.id, runid: newRunId(), projectid: prjuid };
    const first = await putTasks(server, demo, queue, { ...run, tasks: [task(0), task(1)] });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ Id: queue, total: 2 });
    const over = await putTasks(server, demo, queue, { ...run, tasks: [task(2), task(3)] });
    expect(over.status).toBe(400);
    expect(over.json.Message).toMatch(/at most 3 tasks/);
    expect((await putTasks(server, demo, queue, { ...run, tasks: [task(2)] })).json.total).toBe(3);

    const big = await createQueue(server, demo, 5000);
    const tooMany = await putTasks(server, demo, big, {
      ...run,
      runid: newRunId(),
      tasks: Array.from({ length: 501 }, (_, i) => task(i)),
    });
    expect(tooMany.status).toBe(400);
    expect((await server.request(`${batch()}/${big}`, { token: demo })).json.total).toBe(0);
  });

  it('defaults the limit to 1000 tasks', async () => {
    const queue = await createQueue(server, demo);
    const run = { jobid: JOB.id, runid: newRunId(), projectid: prjuid };
    for (let chunk = 0; chunk < 2; chunk++) {
      const tasks = Array.from({ length: 500 }, (_, i) => task(chunk * 500 + i));
      expect((await putTasks(server, demo, queue, { ...run, tasks })).status).toBe(200);
    }
    const extra = await putTasks(server, demo, queue, { ...run, tasks: [task(1000)] });
    expect(extra.status).toBe(400);
  });

  it('takes a queue request without a body, and a cancelled queue takes no more tasks', async () => {
    const reply = await server.request(`${batch()}/eu-west-1/default`, { method: 'POST', token: demo });
    expect(reply.status).toBe(200);
    const queue = reply.json.Id as string;
    const run = { jobid: JOB.id, runid: newRunId(), projectid: prjuid };
    expect((await putTasks(server, demo, queue, { ...run, tasks: [task(0)] })).status).toBe(200);
    const cancelled = await server.request(`${batch()}/${queue}`, { method: 'DELETE', token: demo });
    expect(cancelled.json).toEqual({
      Id: queue,
      state: 'cancelled',
      total: 1,
      done: 0,
      failed: 0,
      remaining: 1,
      queued: 0,
      rendering: 0,
      delivering: 0,
      runid: run.runid,
    });
    expect((await putTasks(server, demo, queue, { ...run, tasks: [task(1)] })).status).toBe(409);
    expect((await startQueue(server, demo, queue)).status).toBe(409);
  });

  it('keeps a queue to one project, job and run', async () => {
    const queue = await createQueue(server, demo);
    const run = { jobid: JOB.id, runid: newRunId(), projectid: prjuid };
    expect((await putTasks(server, demo, queue, { ...run, tasks: [task(0)] })).status).toBe(200);
    expect((await putTasks(server, demo, queue, { ...run, jobid: 'job-another-one', tasks: [task(1)] })).status).toBe(
      400,
    );
    expect((await putTasks(server, demo, queue, { ...run, runid: newRunId(), tasks: [task(1)] })).status).toBe(400);
    const second = await createProject(server, demo, 'Second');
    expect((await putTasks(server, demo, queue, { ...run, projectid: second, tasks: [task(1)] })).status).toBe(400);
    // A run id names one run only.
    const again = await createQueue(server, demo);
    expect((await putTasks(server, demo, again, { ...run, tasks: [task(0)] })).status).toBe(409);
  });

  it('refuses tasks that are not BatchTasks, and a region the host does not serve', async () => {
    const queue = await createQueue(server, demo);
    const run = { jobid: JOB.id, runid: newRunId(), projectid: prjuid };
    for (const bad of [
      { record: -1, key: '1', params: {}, filename: '' },
      { record: 0, key: '1', params: { title: 5 }, filename: '' },
      { record: 0 },
    ]) {
      expect((await putTasks(server, demo, queue, { ...run, tasks: [bad as never] })).status, JSON.stringify(bad)).toBe(
        400,
      );
    }
    const wrong = await server.request(`${batch()}/us-east-1/default`, { method: 'POST', token: demo, body: {} });
    expect(wrong.status).toBe(400);
    expect(wrong.json.Message).toMatch(/serves eu-west-1/);
  });
});

describe('runs', () => {
  it('will not start without tasks, or with a job missing from jobs.json', async () => {
    const empty = await createQueue(server, demo);
    const noTasks = await startQueue(server, demo, empty);
    expect(noTasks.status).toBe(400);
    expect(noTasks.json.Message).toMatch(/no tasks/);

    const queue = await createQueue(server, demo);
    await putTasks(server, demo, queue, {
      jobid: 'job-not-saved-yet',
      runid: newRunId(),
      projectid: prjuid,
      tasks: [task(0)],
    });
    const missing = await startQueue(server, demo, queue);
    expect(missing.status).toBe(400);
    expect(missing.json.Message).toMatch(/job-not-saved-yet is not in the project's jobs.json/);
    expect((await server.request(`${batch()}/${queue}`, { token: demo })).json.state).toBe('created');
  });

  it('runs every task, reports progress, lists the run and gives one result per task in record order', async () => {
    const runid = newRunId();
    const tasks = [task(2, { title: 'Three' }), task(0, { title: 'One' }), task(1, { title: 'Two' })];
    const queue = await submit(server, demo, prjuid, { jobid: JOB.id, runid, tasks });
    const again = await startQueue(server, demo, queue);
    expect(again.status).toBe(409);

    const done = await waitForQueue(server, demo, queue);
    expect(done).toEqual({
      Id: queue,
      state: 'done',
      total: 3,
      done: 3,
      failed: 0,
      remaining: 0,
      queued: 0,
      rendering: 0,
      delivering: 0,
      runid,
    });

    const runs = await server.request(`${batch()}/runs/${JOB.id}`, { token: demo });
    expect(runs.status).toBe(200);
    const listed = runs.json.Runs.find((run: { runid: string }) => run.runid === runid);
    expect(listed).toEqual({
      runid,
      jobid: JOB.id,
      queue,
      state: 'done',
      total: 3,
      done: 3,
      failed: 0,
      start: expect.any(String),
      end: expect.any(String),
    });
    expect(Date.parse(listed.end)).toBeGreaterThanOrEqual(Date.parse(listed.start));

    const results = await resultsOf(server, demo, runid);
    expect(results.map((row) => [row.record, row.key, row.status])).toEqual([
      [0, '1', 'ok'],
      [1, '2', 'ok'],
      [2, '3', 'ok'],
    ]);
    for (const row of results) {
      expect(Object.keys(row).sort()).toEqual(['duration', 'key', 'record', 'status', 'tries', 'url']);
      expect(row.tries).toBe(1);
      expect(row.duration).toBeGreaterThan(0);
      expect(row.url).toMatch(new RegExp(`^${server.url}/cdn/${prjuid}/${runid}/[0-9a-f]{32}\\.mp4$`));
    }
    const video = await fetchBytes(server, new URL(results[0].url).pathname);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const file = path.join(scratch, 'result.mp4');
    await writeFile(file, video.bytes);
    expect((await probe(file)).streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 160, height: 90 });

    // Each render is a render session of its own.
    const demoId = (await server.app.users.findByUsername('demo'))!.id;
    const sessions = await server.app.renderSessions.list({ ownerId: demoId });
    expect(sessions.filter((s) => s.origin === 'batch' && s.success).length).toBeGreaterThanOrEqual(3);
  });

  it('with a token destination renders nothing: each result is a render token URL', async () => {
    const runid = newRunId();
    const demoId = (await server.app.users.findByUsername('demo'))!.id;
    const before = (await server.app.renderSessions.list({ ownerId: demoId })).length;
    const queue = await submit(server, demo, prjuid, {
      jobid: TOKEN_JOB.id,
      runid,
      tasks: [task(0, { title: 'A' }), task(1, { title: 'B' })],
    });
    await waitForQueue(server, demo, queue);
    const results = await resultsOf(server, demo, runid);
    expect(results.map((row) => row.status)).toEqual(['ok', 'ok']);
    expect((await server.app.renderSessions.list({ ownerId: demoId })).length).toBe(before);
    const url = new URL(results[0].url);
    expect(url.pathname).toMatch(/^\/r\/eu-west-1\/render\/v2\/render\/[0-9a-f]{32}\.png$/);
    expect(url.search).toBe('?frame=3');
    const image = await fetchBytes(server, url.pathname + url.search);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('deletes a run: its results, its place in the run list and its CDN files', async () => {
    const runid = newRunId();
    const queue = await submit(server, demo, prjuid, { jobid: JOB.id, runid, tasks: [task(0, { title: 'Gone' })] });
    await waitForQueue(server, demo, queue);
    const [result] = await resultsOf(server, demo, runid);
    const cdnPath = new URL(result.url).pathname;
    expect((await fetchBytes(server, cdnPath)).status).toBe(200);

    expect((await server.request(`${batch()}/results/${runid}`, { method: 'DELETE', token: other })).status).toBe(404);
    const deleted = await server.request(`${batch()}/results/${runid}`, { method: 'DELETE', token: demo });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ Deleted: runid });
    expect((await server.request(`${batch()}/results/${runid}`, { token: demo })).status).toBe(404);
    expect((await server.request(`${batch()}/${queue}`, { token: demo })).status).toBe(404);
    const runs = await server.request(`${batch()}/runs/${JOB.id}`, { token: demo });
    expect(runs.json.Runs.map((run: { runid: string }) => run.runid)).not.toContain(runid);
    expect((await fetchBytes(server, cdnPath)).status).toBe(404);
  });
});

describe('ownership', () => {
  it("answers 404 for another user's queue, run and results, and for tasks into another user's project", async () => {
    const runid = newRunId();
    const queue = await submit(server, demo, prjuid, { jobid: JOB.id, runid, tasks: [task(0, { title: 'Mine' })] });
    await waitForQueue(server, demo, queue);

    expect((await server.request(`${batch()}/${queue}`, { token: other })).status).toBe(404);
    expect((await server.request(`${batch()}/${queue}`, { method: 'DELETE', token: other })).status).toBe(404);
    expect((await startQueue(server, other, queue)).status).toBe(404);
    expect(
      (await putTasks(server, other, queue, { jobid: JOB.id, runid, projectid: otherPrjuid, tasks: [task(1)] })).status,
    ).toBe(404);
    expect((await server.request(`${batch()}/results/${runid}`, { token: other })).status).toBe(404);
    const runs = await server.request(`${batch()}/runs/${JOB.id}`, { token: other });
    expect(runs.json).toEqual({ Runs: [] });

    // Their own queue, my project: the project does not exist for them.
    const theirs = await createQueue(server, other);
    const intoMine = await putTasks(server, other, theirs, {
      jobid: JOB.id,
      runid: newRunId(),
      projectid: prjuid,
      tasks: [task(0)],
    });
    expect(intoMine.status).toBe(404);
    expect(intoMine.json.Message).toBe(`Project ${prjuid} not found`);

    // Another region's host does not know the queue either.
    expect((await server.request(`${batch('us-east-1')}/${queue}`, { token: demo })).status).toBe(404);
    expect((await server.request(`${batch()}/${queue}`)).status).toBe(401);
  });
});
