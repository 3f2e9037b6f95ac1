import { WaitingError, Worker, type Job, type Processor } from 'bullmq';
import type { Redis } from 'ioredis';

/** How a process works the jobs of one BullMQ queue. */
export interface WorkerOptions {
  connection: Redis;
  /** Redis key prefix; default BullMQ's `bull`. */
  prefix?: string | undefined;
  /** Jobs taken at once (the render slots, lib/fair-scheduler.ts, still share them out). */
  concurrency: number;
  /** A dead worker's job is handed to another once its lock runs out (default 30 s)… */
  lockMs?: number | undefined;
  /** …found by the stalled-job check this often (default 30 s). */
  stalledCheckMs?: number | undefined;
  /** How many times a job may be handed to another worker after its own died; then it fails. */
  maxStalledCount: number;
}

/**
 * A BullMQ worker with the settings every queue of the platform shares (the job queues of
 * BullMqJobs and the batch queue): its errors go to `failed`.
 */
export function openWorker<Data, Result>(
  name: string,
  process: Processor<Data, Result>,
  options: WorkerOptions,
  failed: (error: Error) => void,
): Worker<Data, Result> {
  const worker = new Worker<Data, Result>(name, process, {
    connection: options.connection,
    prefix: options.prefix,
    concurrency: Math.max(1, options.concurrency),
    lockDuration: options.lockMs ?? 30_000,
    stalledInterval: options.stalledCheckMs ?? 30_000,
    maxStalledCount: options.maxStalledCount,
  });
  worker.on('error', failed);
  return worker;
}

/** A job this worker gives back unfinished: it waits again for any worker (its processor then ends so). */
export async function handBack(job: Job, token: string | undefined): Promise<never> {
  await job.moveToWait(token);
  throw new WaitingError();
}

/** BullMQ's reason for a job failed because its workers died more than maxStalledCount times. */
export const isStalledOut = (error: Error) => error.message === 'job stalled more than allowable limit';
