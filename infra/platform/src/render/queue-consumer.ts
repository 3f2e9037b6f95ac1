import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { redisConnection } from './render-queue.ts';

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
): QueueConsumer {
  const connection: Redis = redisConnection(options.redisUrl, options.log, what);
  const worker = new Worker<Data, Result>(queue, process, {
    connection,
    prefix: options.prefix,
    concurrency: Math.max(1, options.concurrency),
    lockDuration: options.lockMs ?? 30_000,
    stalledInterval: options.stalledCheckMs ?? 30_000,
    maxStalledCount: 2,
  });
  worker.on('error', (error) => options.log.error({ error: error.message }, `${what} failed`));
  return {
    async close() {
      await worker.close().catch(() => undefined);
      connection.disconnect();
    },
  };
}
