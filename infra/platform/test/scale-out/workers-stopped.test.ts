import { describe, expect, it } from 'vitest';
import { resultsOf, waitForQueue } from '../helpers/batch.ts';
import { startPlatformProcess } from './processes.ts';
import { useWorkerQueue } from './worker-queue.ts';

// Worker processes that die or are stopped mid-task: their task runs again on another, and
// every row keeps one result (worker-queue.ts).
const q = useWorkerQueue();

describe('worker processes leaving mid-task', () => {
  it('a worker killed mid-task: the other finishes its task, and each row has one result', async () => {
    q.target.requests.length = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let first: string | undefined;
    // The first upload is held: its worker dies while delivering.
    q.respond = async (request) => {
      first ??= await q.filenameOf(request);
      if ((await q.filenameOf(request)) === first && q.target.requests.length === 1) await held;
      return { status: 201 };
    };
    try {
      const doomed = await startPlatformProcess(q.settings('worker', { workerConcurrency: 1 }));
      const { queue, runid } = await q.runJob(6);
      await waitForQueue(q.server, q.demo, queue, (status) => status.delivering === 1);
      while (q.target.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      const killedSeq = q.started(doomed).at(-1)!.seq;
      expect(await doomed.kill('SIGKILL')).toBe(null);
      release();

      const survivor = await startPlatformProcess(q.settings('worker', { workerConcurrency: 2 }));
      expect(await waitForQueue(q.server, q.demo, queue, undefined, 120_000)).toMatchObject({
        state: 'done',
        total: 6,
        done: 6,
        failed: 0,
      });
      const results = await resultsOf(q.server, q.demo, runid);
      expect(results.map((row) => [row.record, row.status])).toEqual(Array.from({ length: 6 }, (_, i) => [i, 'ok']));
      // The killed task ran again on the survivor (its second attempt) and was delivered again there.
      expect(q.started(survivor)).toContainEqual(expect.objectContaining({ seq: killedSeq, attempts: 2 }));
      const deliveries = await q.deliveriesByFile();
      expect(deliveries.get(`row-${killedSeq}.mp4`)).toBe(2);
      expect(
        [...deliveries.entries()].filter(([name]) => name !== `row-${killedSeq}.mp4`).every(([, count]) => count === 1),
      ).toBe(true);
      expect(await survivor.stop()).toBe(0);
    } finally {
      release();
      q.respond = () => ({ status: 201 });
    }
  }, 180_000);

  it('a worker stopped with SIGTERM mid-task gives its task back at once; another worker runs it', async () => {
    q.target.requests.length = 0;
    let release: () => void = () => {};
    const never = new Promise<void>((resolve) => (release = resolve));
    // The first run's uploads get no answer while the first worker is up: only its stop frees it.
    q.respond = async (request) => {
      if ((await q.filenameOf(request)).startsWith('handed-') && q.target.requests.length === 1) await never;
      return { status: 201 };
    };
    try {
      const leaving = await startPlatformProcess(q.settings('worker', { workerConcurrency: 1 }));
      const { queue, runid } = await q.runJob(2, 'handed');
      await waitForQueue(q.server, q.demo, queue, (status) => status.delivering === 1);
      const seq = q.started(leaving).at(-1)!.seq;
      expect(await leaving.stop()).toBe(0);
      // Back in the queue, not running anywhere, and not failed.
      expect(await waitForQueue(q.server, q.demo, queue, () => true)).toMatchObject({
        state: 'running',
        rendering: 0,
        delivering: 0,
        failed: 0,
      });

      const taking = await startPlatformProcess(q.settings('worker', { workerConcurrency: 1 }));
      expect(await waitForQueue(q.server, q.demo, queue, undefined, 60_000)).toMatchObject({
        state: 'done',
        done: 2,
        failed: 0,
      });
      expect(q.started(taking)).toContainEqual(expect.objectContaining({ seq, attempts: 2 }));
      expect((await resultsOf(q.server, q.demo, runid)).map((row) => row.status)).toEqual(['ok', 'ok']);
      expect(await taking.stop()).toBe(0);
    } finally {
      release();
      q.respond = () => ({ status: 201 });
    }
  }, 120_000);
});
