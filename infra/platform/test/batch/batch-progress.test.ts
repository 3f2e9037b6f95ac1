import * as renderer from '@reelforge/renderer';
import type { Deliver, DeliveryResult } from '../../src/destinations/types.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../helpers/assets.ts';
import { batch, newRunId, saveJobs, submit, task, waitForQueue } from '../helpers/batch.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// Deliveries wait here until the test lets them go: the run is held mid-way without timing.
interface Held {
  title: string;
  release(outcome: 'deliver' | 'fail'): void;
}
const held: Held[] = [];
const heldDeliver: Deliver = (_destination, input, context) =>
  new Promise<DeliveryResult>((resolve, reject) => {
    // Like every delivery, it stops when its run is cancelled.
    context.signal?.addEventListener('abort', () => reject(context.signal?.reason));
    held.push({
      title: input.row.title ?? '',
      release: (outcome) => {
        if (outcome === 'fail') reject(new Error('The upload was refused'));
        else context.cdn(input).then((url) => resolve({ url, attempts: 1 }), reject);
      },
    });
  });

// A render of a row titled "hold" waits until the test lets it go.
let releaseRender = () => {};
const renderHeld = new Promise<void>((resolve) => (releaseRender = resolve));
const heldEngine = {
  renderMovie: async (request: renderer.RenderRequest) => {
    if (request.params?.title === 'hold') await renderHeld;
    return renderer.renderMovie(request);
  },
};

let server: TestServer;
let demo: string;
let prjuid: string;
const JOB = {
  id: 'job-progress-01',
  name: 'Progress',
  movie: 'tiny',
  format: 'png',
  frame: 1,
  destination: { type: 'cdn' },
};

beforeAll(async () => {
  server = await startTestServer({ batchConcurrency: 2, deliver: heldDeliver, renderEngine: heldEngine });
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Progress');
  expect((await putMovieJson(server, demo, prjuid, 'tiny', tinyMovie())).status).toBe(201);
  await saveJobs(server, demo, prjuid, [JOB]);
});
afterAll(async () => {
  for (const delivery of held.splice(0)) delivery.release('fail');
  await server.close();
});

const statusOf = async (queue: string) => (await server.request(`${batch()}/${queue}`, { token: demo })).json;
const rowsOf = async (queue: string, query = '') => {
  const reply = await server.request(`${batch()}/${queue}/rows${query}`, { token: demo });
  expect(reply.status, reply.text).toBe(200);
  return reply.json;
};
const take = (title: string) => {
  const at = held.findIndex((delivery) => delivery.title === title);
  if (at < 0) throw new Error(`no delivery of ${title} is waiting`);
  return held.splice(at, 1)[0] as Held;
};

describe('a running batch run reports its progress', () => {
  it('counts queued, rendering, delivering, done and failed tasks, and says where each row stands', async () => {
    const tasks = [0, 1, 2].map((record) => task(record, { title: `row ${record}` }));
    const queue = await submit(server, demo, prjuid, { jobid: JOB.id, runid: newRunId(), tasks });

    // Two workers: two rows rendered and now held at delivery, the third waiting.
    const both = await waitForQueue(server, demo, queue, (status) => status.delivering === 2);
    expect(both).toMatchObject({
      state: 'running',
      total: 3,
      done: 0,
      failed: 0,
      remaining: 3,
      queued: 1,
      rendering: 0,
      delivering: 2,
    });
    expect((await rowsOf(queue)).Rows).toEqual([
      { seq: 0, record: 0, key: '1', state: 'delivering' },
      { seq: 1, record: 1, key: '2', state: 'delivering' },
      { seq: 2, record: 2, key: '3', state: 'queued' },
    ]);

    // One delivery refused: that row failed, and the third row takes its worker.
    take('row 0').release('fail');
    const moved = await waitForQueue(server, demo, queue, (status) => status.failed === 1 && status.delivering === 2);
    expect(moved).toMatchObject({
      state: 'running',
      done: 0,
      failed: 1,
      remaining: 2,
      queued: 0,
      rendering: 0,
      delivering: 2,
    });
    expect((await rowsOf(queue)).Rows.map((row: { state: string }) => row.state)).toEqual([
      'failed',
      'delivering',
      'delivering',
    ]);

    take('row 1').release('deliver');
    take('row 2').release('deliver');
    const ended = await waitForQueue(server, demo, queue);
    expect(ended).toMatchObject({
      state: 'done',
      total: 3,
      done: 2,
      failed: 1,
      remaining: 0,
      queued: 0,
      rendering: 0,
      delivering: 0,
    });
    // Once ended, the rows are the run's results.
    const rows = await rowsOf(queue);
    expect(rows).toMatchObject({ Id: queue, total: 3 });
    expect(rows.Rows.map((row: { record: number; state: string }) => [row.record, row.state])).toEqual([
      [0, 'failed'],
      [1, 'done'],
      [2, 'done'],
    ]);
  });

  it('pages through the rows of a long run', async () => {
    const tasks = Array.from({ length: 30 }, (_, record) => task(record, { title: `long ${record}` }));
    const queue = await submit(server, demo, prjuid, { jobid: JOB.id, runid: newRunId(), tasks });
    await waitForQueue(server, demo, queue, (status) => status.delivering === 2);
    const page = await rowsOf(queue, '?offset=10&limit=5');
    expect(page.total).toBe(30);
    expect(page.Rows.map((row: { record: number; state: string }) => [row.record, row.state])).toEqual(
      [10, 11, 12, 13, 14].map((record) => [record, 'queued']),
    );
    expect((await server.request(`${batch()}/${queue}/rows?limit=5000`, { token: demo })).status).toBe(400);

    // Cancelled: the rows that will not run say so, and nothing is left running.
    const cancelled = await server.request(`${batch()}/${queue}`, { method: 'DELETE', token: demo });
    expect(cancelled.json).toMatchObject({ state: 'cancelled', queued: 0, rendering: 0, delivering: 0 });
    held.splice(0);
    expect(await statusOf(queue)).toMatchObject({ state: 'cancelled', done: 0, failed: 0, remaining: 30 });
  });

  it('tells a row that renders from one that delivers, and keeps another user out of the rows', async () => {
    const other = await server.login('other');
    const tasks = [task(0, { title: 'hold' }), task(1, { title: 'mine' })];
    const queue = await submit(server, demo, prjuid, { jobid: JOB.id, runid: newRunId(), tasks });
    expect((await server.request(`${batch()}/${queue}/rows`, { token: other })).status).toBe(404);
    const both = await waitForQueue(server, demo, queue, (status) => status.delivering === 1);
    expect(both).toMatchObject({ queued: 0, rendering: 1, delivering: 1, remaining: 2 });
    expect((await rowsOf(queue)).Rows.map((row: { state: string }) => row.state)).toEqual(['rendering', 'delivering']);
    releaseRender();
    take('mine').release('deliver');
    await waitForQueue(server, demo, queue, (status) => status.delivering === 1 && status.done === 1);
    take('hold').release('deliver');
    expect(await waitForQueue(server, demo, queue)).toMatchObject({ state: 'done', done: 2, remaining: 0 });
  });
});
