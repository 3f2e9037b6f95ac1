import { describe, expect, it } from 'vitest';
import { resultsOf, waitForQueue } from '../helpers/batch.ts';
import { startPlatformProcess } from './processes.ts';
import { useWorkerQueue } from './worker-queue.ts';

// Worker processes sharing one queue with an api process: a run split between them, a token
// run's renders served by the api process, a cancel reaching a worker (worker-queue.ts).
const q = useWorkerQueue();

describe('worker processes sharing one queue', () => {
  it('two workers render a 50-row run between them: every row delivered once, one result each', async () => {
    q.target.requests.length = 0;
    const workers = [
      await startPlatformProcess(q.settings('worker', { workerConcurrency: 2 })),
      await startPlatformProcess(q.settings('worker', { workerConcurrency: 2 })),
    ];
    // A worker serves no routes of the platform: whatever is asked, its health answer.
    for (const pathname of ['/', '/accounts/auth/login'])
      expect(await (await fetch(workers[0]!.url + pathname)).json()).toEqual({ role: 'worker' });
    const { queue, runid } = await q.runJob(50);
    // The api process answers from the database: the workers' progress shows there.
    expect(await waitForQueue(q.server, q.demo, queue, undefined, 240_000)).toMatchObject({
      state: 'done',
      total: 50,
      done: 50,
      failed: 0,
    });
    const results = await resultsOf(q.server, q.demo, runid);
    expect(results.map((row) => [row.record, row.status, row.url])).toEqual(
      Array.from({ length: 50 }, (_, i) => [i, 'ok', `${q.target.url}/files/row-${i}.mp4`]),
    );
    const deliveries = await q.deliveriesByFile();
    expect(deliveries.size).toBe(50);
    expect([...deliveries.values()].every((count) => count === 1)).toBe(true);
    const [first, second] = workers.map((worker) => q.started(worker).length);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect(first! + second!).toBe(50);
    // SIGTERM: each stops cleanly.
    expect(await Promise.all(workers.map((worker) => worker.stop()))).toEqual([0, 0]);
  }, 300_000);

  it("a token run's render tokens, made by a worker process, are served by the api process", async () => {
    const worker = await startPlatformProcess(q.settings('worker', { workerConcurrency: 1 }));
    const { queue, runid } = await q.runJob(2, 'token', { type: 'token' });
    expect(await waitForQueue(q.server, q.demo, queue, undefined, 60_000)).toMatchObject({ state: 'done', done: 2 });
    const results = await resultsOf(q.server, q.demo, runid);
    expect(results.map((row) => row.url)).toEqual([
      expect.stringMatching(new RegExp(`^${q.api.url}/`)),
      expect.stringMatching(new RegExp(`^${q.api.url}/`)),
    ]);
    const video = await fetch(results[1].url);
    expect(video.status).toBe(200);
    expect(
      Buffer.from(await video.arrayBuffer())
        .subarray(4, 8)
        .toString(),
    ).toBe('ftyp');
    expect(await worker.stop()).toBe(0);
  }, 120_000);

  it('cancelling a run on the api process aborts its task running in a worker process, which goes on to the next run', async () => {
    q.target.requests.length = 0;
    let release: () => void = () => {};
    const never = new Promise<void>((resolve) => (release = resolve));
    // Uploads of the first run never get an answer: only an abort frees the worker.
    q.respond = async (request) => {
      if ((await q.filenameOf(request)).startsWith('stuck-')) await never;
      return { status: 201 };
    };
    const worker = await startPlatformProcess(q.settings('worker', { workerConcurrency: 1 }));
    try {
      const stuck = await q.runJob(3, 'stuck');
      await waitForQueue(q.server, q.demo, stuck.queue, (status) => status.delivering === 1);
      const cancelled = await q.server.request(`/r/eu-west-1/render/v2/batch/${stuck.queue}`, {
        method: 'DELETE',
        token: q.demo,
      });
      expect(cancelled.json).toMatchObject({ state: 'cancelled', done: 0, delivering: 0 });

      const next = await q.runJob(2, 'next');
      expect(await waitForQueue(q.server, q.demo, next.queue, undefined, 60_000)).toMatchObject({
        state: 'done',
        done: 2,
      });
      expect(await resultsOf(q.server, q.demo, stuck.runid)).toEqual([]);
      expect((await q.deliveriesByFile()).get('next-0.mp4')).toBe(1);
      expect(await worker.stop()).toBe(0);
    } finally {
      release();
      q.respond = () => ({ status: 201 });
    }
  }, 120_000);

  it("a failed row's log lines, wherever it rendered, are found from its run: they name it and the request that made it", async () => {
    q.respond = async (request) => ({ status: (await q.filenameOf(request)) === 'traced-1.mp4' ? 500 : 201 });
    const worker = await startPlatformProcess(q.settings('worker', { workerConcurrency: 1, deliveryAttempts: 1 }));
    try {
      const { queue } = await q.runJob(2, 'traced');
      expect(await waitForQueue(q.server, q.demo, queue, undefined, 60_000)).toMatchObject({ done: 1, failed: 1 });
      const ofRun = worker.logs
        .map((line) => JSON.parse(line) as { msg: string; reqId?: string; batchRun?: string; seq?: number })
        .filter((line) => line.batchRun === queue);
      expect(ofRun.find((line) => line.seq === 1 && line.msg === 'batch task failed')).toBeDefined();
      // One request made the run: the api's line of it carries the same id as every line of its rows.
      const ids = new Set(ofRun.map((line) => line.reqId));
      expect(ids.size).toBe(1);
      const [id] = [...ids];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(q.api.logs.some((line) => line.includes(`"reqId":"${id}"`) && line.includes('"method":"POST"'))).toBe(
        true,
      );
      expect(await worker.stop()).toBe(0);
    } finally {
      q.respond = () => ({ status: 201 });
    }
  }, 120_000);
});
