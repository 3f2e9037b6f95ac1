import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/lib/http-errors.ts';
import { openJobQueue, serveJobs, type BullMqSettings } from '../../src/queue/bullmq-jobs.ts';
import { httpRefusals, type HttpRefusal, type JobContext, type JobDefinition } from '../../src/queue/job-queue.ts';
import { eventually } from '../helpers/eventually.ts';
import { silentLog } from './processes.ts';
import { startRedis, type ThrowawayRedis } from './redis.ts';

/** A job of the test queues: what the work answers, or how it fails, after `ms`. */
interface Order {
  key: string;
  ms?: number;
  refuse?: number;
  crash?: boolean;
  /** The work runs until its signal stops it. */
  endless?: boolean;
}

interface Made {
  made: string;
  attempt: number;
}

let redis: ThrowawayRedis;
let settings: BullMqSettings;
let queues = 0;
const closing: { close(): Promise<void> }[] = [];

/** A queue of its own per test, keyed by the order's key. */
function definition(overrides: Partial<JobDefinition<Order, Made, HttpRefusal>> = {}) {
  queues += 1;
  return {
    name: `reelforge-test-${queues}`,
    what: 'test',
    jobName: () => 'order',
    key: (order: Order) => order.key,
    refusals: httpRefusals,
    ...overrides,
  } satisfies JobDefinition<Order, Made, HttpRefusal>;
}

function producer(queue: JobDefinition<Order, Made, HttpRefusal>, waitMs = 20_000) {
  const opened = openJobQueue(queue, { ...settings, waitMs });
  closing.push(opened);
  return opened;
}

/**
 * A worker taking the queue's jobs; `calls` counts the work done, `stopped` the endless work its
 * signal stopped, `stopping` stands for its process stopping.
 */
function worker(queue: JobDefinition<Order, Made, HttpRefusal>, stopping = () => false) {
  const calls: Order[] = [];
  const stopped: Order[] = [];
  const work = async (order: Order, context: JobContext): Promise<Made> => {
    calls.push(order);
    if (order.endless) {
      await new Promise((resolve) => context.signal?.addEventListener('abort', resolve, { once: true }));
      stopped.push(order);
      throw new HttpError(409, `stopped ${order.key}`);
    }
    await new Promise((resolve) => setTimeout(resolve, order.ms ?? 0));
    if (order.refuse) throw new HttpError(order.refuse, `refused ${order.key}`);
    if (order.crash) throw new Error('the disk went away');
    return { made: order.key, attempt: context.attempt };
  };
  const served = serveJobs(queue, { work }, { ...settings, concurrency: 4, stopping });
  closing.push(served);
  return { calls, stopped, served };
}

beforeAll(async () => {
  redis = await startRedis();
  // A short lock: a job handed back or whose worker died moves on within a second.
  settings = { redisUrl: redis.url, log: silentLog, lockMs: 1_000, stalledCheckMs: 500 };
});

afterEach(async () => {
  await Promise.all(closing.splice(0).map((each) => each.close()));
});

afterAll(async () => {
  await redis.stop();
});

describe('a job queue on BullMQ', () => {
  it('hands the job to a worker process and the result back to the caller', async () => {
    const queue = definition();
    const jobs = producer(queue);
    worker(queue);
    expect(await jobs.run({ key: 'a' })).toEqual({ made: 'a', attempt: 1 });
  });

  it('makes one job of the same key asked at once, every caller getting its result', async () => {
    const queue = definition();
    const [first, second] = [producer(queue), producer(queue)];
    const { calls } = worker(queue);
    const results = await Promise.all([
      first.run({ key: 'same', ms: 300 }),
      second.run({ key: 'same', ms: 300 }),
      first.run({ key: 'other' }),
    ]);
    expect(results.map((result) => result.made)).toEqual(['same', 'same', 'other']);
    expect(calls.filter((call) => call.key === 'same')).toHaveLength(1);
  });

  it('throws a refusal where the job was added, as the work threw it', async () => {
    const queue = definition();
    const jobs = producer(queue);
    worker(queue);
    const refused = jobs.run({ key: 'bad', refuse: 409 });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ statusCode: 409, message: 'refused bad' });
  });

  it('answers a failure that is no refusal as a job no worker could make (500)', async () => {
    const queue = definition();
    const jobs = producer(queue);
    worker(queue);
    await expect(jobs.run({ key: 'crash', crash: true })).rejects.toMatchObject({
      statusCode: 500,
      message: 'Render failed: no worker could make it',
    });
  });

  it('answers a job not done within the wait as a 504', async () => {
    const queue = definition();
    const jobs = producer(queue, 300);
    await expect(jobs.run({ key: 'nobody' })).rejects.toMatchObject({ statusCode: 504 });
  });

  it('takes back a job no worker has yet when its caller leaves, if the definition says so', async () => {
    const queue = definition({ withdrawnWhenLeft: true, key: undefined });
    const jobs = producer(queue);
    const leaving = new AbortController();
    const left = jobs.run({ key: 'left' }, leaving.signal);
    await new Promise((resolve) => setTimeout(resolve, 100));
    leaving.abort(new Error('the request went away'));
    await expect(left).rejects.toThrow('the request went away');
    // A worker started afterwards never sees it; the next job is still made.
    const { calls } = worker(queue);
    expect(await jobs.run({ key: 'next' })).toMatchObject({ made: 'next' });
    expect(calls.map((call) => call.key)).toEqual(['next']);
  });

  it('stops the work of a job whose caller leaves while it runs, if the definition says so', async () => {
    const queue = definition({ withdrawnWhenLeft: true, key: undefined });
    const jobs = producer(queue);
    const { calls, stopped } = worker(queue);
    const leaving = new AbortController();
    const left = jobs.run({ key: 'endless', endless: true }, leaving.signal);
    await eventually(
      async () => calls.length,
      (count) => count === 1,
    );
    leaving.abort(new Error('the request went away'));
    await expect(left).rejects.toThrow('the request went away');
    await eventually(
      async () => stopped.map((order) => order.key),
      (keys) => keys.length === 1,
    );
    expect(await jobs.run({ key: 'next' })).toMatchObject({ made: 'next' });
  });

  it('hands a job back to the queue when its work fails while the worker stops: another worker makes it', async () => {
    const queue = definition();
    const jobs = producer(queue);
    let stopping = false;
    const stopped = worker(queue, () => stopping);
    const asked = jobs.run({ key: 'handed', ms: 200, crash: true });
    await eventually(
      async () => stopped.calls.length,
      (count) => count === 1,
    );
    stopping = true;
    await stopped.served.close();
    // The next worker's work succeeds: only a crash while stopping was handed back.
    const next = serveJobs(
      queue,
      { work: async (order, context) => ({ made: order.key, attempt: context.attempt }) },
      { ...settings, concurrency: 1, stopping: () => false },
    );
    closing.push(next);
    expect(await asked).toEqual({ made: 'handed', attempt: 2 });
  });

  it('keeps one job per id while it exists, and answers the data of the one there first', async () => {
    const queue = definition({ key: undefined, id: (order) => `id-${order.key}` });
    const jobs = producer(queue);
    expect(await jobs.add({ key: 'x', ms: 1 })).toEqual({ key: 'x', ms: 1 });
    expect(await jobs.add({ key: 'x', ms: 2 })).toEqual({ key: 'x', ms: 1 });
    const { calls } = worker(queue);
    await eventually(
      async () => calls.length,
      (count) => count === 1,
    );
    // Removed as it ended: the id is free again.
    await eventually(
      async () => (await jobs.add({ key: 'x', ms: 3 })).ms,
      (ms) => ms === 3,
    );
  });
});
