import { Queue, QueueEvents, WaitingError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { redactedRedisUrl } from '../queue/redis-url.ts';
import { RenderFailure } from './failure.ts';

/** How a worker process takes the jobs of one queue. */
export interface QueueConsumerOptions {
  redisUrl: string;
  log: FastifyBaseLogger;
  prefix?: string | undefined;
  /** Jobs taken at once; the render slots (lib/fair-scheduler.ts) still share them out. */
  concurrency: number;
  /** A dead worker's job is handed to another once its lock runs out. */
  lockMs?: number | undefined;
  stalledCheckMs?: number | undefined;
  /** How many times a job may be handed to another worker after its own died (default 2); then it fails. */
  maxStalledCount?: number | undefined;
}

/** BullMQ's reason for a job failed because its workers died more than maxStalledCount times. */
export const isStalledOut = (error: Error) => error.message === 'job stalled more than allowable limit';

export function redisConnection(redisUrl: string, log: FastifyBaseLogger, what: string): Redis {
  // BullMQ's blocking calls need maxRetriesPerRequest null: a command waits for Redis to be back.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
  // ioredis messages name host and port only; the URL (and its password) is never in them.
  redis.on('error', (error: Error) =>
    log.error({ error: error.message }, `Redis at ${redactedRedisUrl(redisUrl)} failed (${what})`),
  );
  return redis;
}

/**
 * A queued job's outcome, as a caller of the render or preview queue waits for it: the
 * request going away stops the wait (not the job); a job lost or not done within `waitMs`
 * is a RenderFailure (504, or 500 when no worker could make it).
 */
export async function waitForJob<T>(
  finished: Promise<T>,
  signal: AbortSignal | undefined,
  options: { waitMs: number; log: FastifyBaseLogger },
): Promise<T> {
  let leave: (() => void) | undefined;
  const left = new Promise<never>((_resolve, reject) => {
    leave = () => reject(signal?.reason ?? new Error('the request went away'));
    signal?.addEventListener('abort', leave, { once: true });
  });
  try {
    return await Promise.race([finished, left]);
  } catch (error) {
    if (signal?.aborted) throw error;
    // Not the render's own failure (those are results): the job was lost or took too long.
    const seconds = Math.round(options.waitMs / 1000);
    const timedOut = error instanceof Error && /timed out/.test(error.message);
    options.log.error(
      { error: error instanceof Error ? error.message : String(error) },
      'a queued render did not finish',
    );
    throw new RenderFailure(
      timedOut ? 504 : 500,
      timedOut ? `Render did not finish within ${seconds} s` : 'Render failed: no worker could make it',
      '',
    );
  } finally {
    if (leave) signal?.removeEventListener('abort', leave);
  }
}

/** A consumer of one BullMQ queue of a worker process; close() stops taking jobs and disconnects. */
export interface QueueConsumer {
  close(): Promise<void>;
}

/**
 * Takes the jobs of `queue` in a worker process with the settings the render, preview and
 * thumbnail queues share: `concurrency` at once, a job whose worker died handed to another
 * once its lock runs out (at most twice), Redis and worker errors logged by `what`.
 */
export function consumeQueue<Data, Result>(
  queue: string,
  what: string,
  process: (job: Job<Data, Result>, token: string | undefined) => Promise<Result>,
  options: QueueConsumerOptions,
  /** Called with a job failed because its workers died too often (BullMQ fails it without running it). */
  stalledOut?: (job: Job<Data, Result>) => Promise<void>,
): QueueConsumer {
  const connection: Redis = redisConnection(options.redisUrl, options.log, what);
  const worker = new Worker<Data, Result>(queue, process, {
    connection,
    prefix: options.prefix,
    concurrency: Math.max(1, options.concurrency),
    lockDuration: options.lockMs ?? 30_000,
    stalledInterval: options.stalledCheckMs ?? 30_000,
    maxStalledCount: options.maxStalledCount ?? 2,
  });
  worker.on('error', (error) => options.log.error({ error: error.message }, `${what} failed`));
  if (stalledOut) {
    worker.on('failed', (job, error) => {
      if (job && isStalledOut(error))
        stalledOut(job).catch((failure: unknown) =>
          options.log.error({ err: failure, job: job.id }, `${what}: a stalled-out job could not be ended`),
        );
    });
  }
  return {
    async close() {
      await worker.close().catch(() => undefined);
      connection.disconnect();
    },
  };
}

/** The producer side of one queue in an api process: its Queue, the events its jobs' outcomes are awaited by, and close(). */
export interface JobQueue<Data, Result> {
  queue: Queue<Data, Result>;
  events: QueueEvents;
  close(): Promise<void>;
}

/**
 * Opens `queue` for adding jobs and awaiting their outcomes, on two Redis connections (the
 * events' one blocks). Finished jobs are kept ten minutes: a caller that asked just before
 * the end still reads the outcome. Errors are logged by `what`.
 */
export function openJobQueue<Data, Result>(
  queue: string,
  what: string,
  options: Pick<QueueConsumerOptions, 'redisUrl' | 'log' | 'prefix'>,
): JobQueue<Data, Result> {
  const connection = redisConnection(options.redisUrl, options.log, what);
  const eventsConnection = redisConnection(options.redisUrl, options.log, `${what} events`);
  const common = { prefix: options.prefix };
  const jobs = new Queue<Data, Result>(queue, {
    ...common,
    connection,
    defaultJobOptions: { removeOnComplete: { age: 600 }, removeOnFail: { age: 600 } },
  });
  const events = new QueueEvents(queue, { ...common, connection: eventsConnection });
  jobs.on('error', (error) => options.log.error({ error: error.message }, `${what} failed`));
  events.on('error', (error) => options.log.error({ error: error.message }, `${what} events failed`));
  return {
    queue: jobs,
    events,
    async close() {
      await events.close().catch(() => undefined);
      await jobs.close().catch(() => undefined);
      for (const redis of [eventsConnection, connection]) redis.disconnect();
    },
  };
}

/**
 * One job's work in a worker process. A failure while this process is stopping came from its
 * shutdown, not from the job: the job goes back to the queue for another worker. Any other
 * failure becomes the job's result through `refused` (a refusal every caller is told), or is
 * thrown when `refused` gives none (BullMQ then fails or retries the job).
 */
export async function workOrHandBack<Data, Result>(
  job: Job<Data, Result>,
  token: string | undefined,
  stopping: () => boolean,
  work: () => Promise<Result>,
  refused: (error: unknown) => Result | undefined,
): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (stopping()) {
      await job.moveToWait(token);
      throw new WaitingError();
    }
    const result = refused(error);
    if (result === undefined) throw error;
    return result;
  }
}
