import { withLogContext } from '../lib/log-context.ts';
import { inJobSpan } from './job-span.ts';
import { carriedContext, withCarriedContext } from './carried-context.ts';
import { Queue, QueueEvents, type Job, type JobsOptions } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { leaveNotices, watchLeaves } from './bullmq-leaves.ts';
import { handBack, isStalledOut, openWorker } from './bullmq-worker.ts';
import {
  httpRefusals,
  type JobContext,
  type JobDefinition,
  type JobQueue,
  type JobWorker,
  type Outcome,
} from './job-queue.ts';
import { redisConnection } from './redis-connection.ts';

/** Where the queues are (REDIS_URL) and the BullMQ settings the tests shorten. */
export interface BullMqSettings {
  redisUrl: string;
  log: FastifyBaseLogger;
  /** Redis key prefix; default BullMQ's `bull`. */
  prefix?: string | undefined;
  /** A dead worker's job is handed to another once its lock runs out. */
  lockMs?: number | undefined;
  stalledCheckMs?: number | undefined;
}

/** An api process's side: how long a caller waits for its job at most (the work's bound and a dead worker's lock). */
export interface ProducerSettings extends BullMqSettings {
  waitMs: number;
}

/** A worker process's side of one queue. */
export interface ConsumerSettings extends BullMqSettings {
  /** Jobs taken at once. */
  concurrency: number;
  /** True once the process is stopping: a job whose work fails then goes back to the queue. */
  stopping: () => boolean;
  /** How many times a job may go to another worker after its own died (default 2); then it fails. */
  maxStalledCount?: number | undefined;
}

/**
 * The BullMQ adapter, api side: each job is added to the definition's queue and its outcome
 * awaited through the queue's events, on two Redis connections (the events' one blocks).
 * Finished jobs are kept ten minutes, so a caller that asked just before the end still reads
 * the outcome (a job with an id of its own goes as it ends, freeing the id). A job of a
 * definition that withdraws it (`withdrawnWhenLeft`) whose caller leaves is removed if it still
 * waits, else its workers are told, and the one running it stops its work.
 */
export function openJobQueue<Data, Result extends object, Failure>(
  definition: JobDefinition<Data, Result, Failure>,
  settings: ProducerSettings,
): JobQueue<Data, Result> {
  const what = `${definition.what} queue`;
  const { log, prefix } = settings;
  const connection = redisConnection(settings.redisUrl, log, what);
  const eventsConnection = redisConnection(settings.redisUrl, log, `${what} events`);
  // Typed loosely inside: BullMQ's own generics do not resolve over a generic Data.
  const jobs = new Queue<object, unknown, string>(definition.name, {
    prefix,
    connection,
    defaultJobOptions: { removeOnComplete: { age: 600 }, removeOnFail: { age: 600 } },
  });
  const events = new QueueEvents(definition.name, { prefix, connection: eventsConnection });
  jobs.on('error', (error) => log.error({ error: error.message }, `${what} failed`));
  events.on('error', (error) => log.error({ error: error.message }, `${what} events failed`));
  const { refusals } = definition;
  const leaves = definition.withdrawnWhenLeft ? leaveNotices(definition.name, prefix, connection) : undefined;

  // The data carries the request's log context to the worker (carried-context.ts).
  const add = async (data: Data) =>
    (await jobs.add(definition.jobName(data), withCarriedContext(data) as object, optionsOf(definition, data))) as Job<
      Data,
      Outcome<Result, Failure>
    >;

  return {
    async run(data, signal) {
      const job = await add(data);
      // A caller gone takes its job back: removed while it waits, stopped by the worker that holds it.
      const withdraw = () =>
        void job.remove().catch(async () => {
          if (job.id) await leaves?.tell(job.id).catch(() => undefined);
        });
      if (leaves) signal?.addEventListener('abort', withdraw, { once: true });
      try {
        const finished = job.waitUntilFinished(events, settings.waitMs);
        const outcome = await waitFor(finished, signal, refusals ?? httpRefusals, settings);
        if (refusals && isFailure(outcome)) throw refusals.decode(outcome.failure);
        return outcome as Result;
      } finally {
        signal?.removeEventListener('abort', withdraw);
      }
    },
    async add(data) {
      await add(data);
      // Added twice, it is one job: the one that was there first holds the id.
      const id = definition.id?.(data);
      const held = id === undefined ? undefined : (await jobs.getJob(id))?.data;
      return held === undefined ? data : carriedContext(held as Data).data;
    },
    async close() {
      await events.close().catch(() => undefined);
      await leaves?.close().catch(() => undefined);
      await jobs.close().catch(() => undefined);
      for (const redis of [eventsConnection, connection]) redis.disconnect();
    },
  };
}

/**
 * The BullMQ adapter, worker side: takes the definition's jobs (`concurrency` at once) and
 * runs each one's work here. A failure while this process is stopping came from its
 * shutdown, not from the job: the job goes back to the queue for another worker. Any other
 * failure is the job's result when the definition's refusals encode it, else the job fails.
 * A definition that withdraws a job its caller left also watches for that (a third
 * connection): the work's `signal` fires. close() stops taking jobs (the running ones end
 * first) and disconnects.
 */
export function serveJobs<Data, Result extends object, Failure>(
  definition: JobDefinition<Data, Result, Failure>,
  worker: JobWorker<Data, Result>,
  settings: ConsumerSettings,
): { close(): Promise<void> } {
  const what = `${definition.what} worker`;
  const { log, stopping } = settings;
  const connection = redisConnection(settings.redisUrl, log, what);
  const cancel = (jobId: string): boolean => bull.cancelJob(jobId, 'its caller left');
  const leaves = definition.withdrawnWhenLeft ? watchLeaves(definition.name, settings, what, cancel) : undefined;
  // Three parameters: BullMQ gives the processor a signal only then (Worker.cancelJob fires it).
  const process = async (job: Job<Data, Outcome<Result, Failure>>, token?: string, signal?: AbortSignal) => {
    const context: JobContext = { attempt: job.attemptsStarted, stopping, ...(leaves && signal ? { signal } : {}) };
    if (job.id && leaves?.left(job.id)) cancel(job.id);
    const { data, context: carried, trace } = carriedContext(job.data);
    const run = async () => {
      try {
        return await worker.work(data, context);
      } catch (error) {
        if (definition.handedBackAtStop !== false && stopping()) return handBack(job, token);
        const failure = definition.refusals?.encode(error);
        if (failure === undefined) throw error;
        worker.refused?.(data, error);
        return { failure };
      }
    };
    // Its lines carry the id of the request that queued it; its span continues that request's trace.
    const work = () => inJobSpan(definition.name, trace, run);
    return carried ? withLogContext(carried, work) : work();
  };
  const bull = openWorker<Data, Outcome<Result, Failure>>(
    definition.name,
    process,
    { ...settings, connection, maxStalledCount: settings.maxStalledCount ?? 2 },
    (error) => log.error({ error: error.message }, `${what} failed`),
  );
  const { stalledOut } = worker;
  if (stalledOut) {
    bull.on('failed', (job, error) => {
      if (job && isStalledOut(error))
        stalledOut(carriedContext(job.data).data).catch((failure: unknown) =>
          log.error({ err: failure, job: job.id }, `${what}: a stalled-out job could not be ended`),
        );
    });
  }
  return {
    async close() {
      await bull.close().catch(() => undefined);
      await leaves?.close();
      connection.disconnect();
    },
  };
}

function optionsOf<Data>(definition: JobDefinition<Data, object, unknown>, data: Data): JobsOptions {
  const id = definition.id?.(data);
  if (id !== undefined) return { jobId: id, removeOnComplete: true, removeOnFail: true };
  const key = definition.key?.(data);
  // While a job of this key waits or runs, adding it again answers that job.
  return key === undefined ? {} : { deduplication: { id: key } };
}

const isFailure = <Result, Failure>(outcome: Outcome<Result, Failure>): outcome is { failure: Failure } =>
  typeof outcome === 'object' && outcome !== null && 'failure' in outcome;

/**
 * A job's outcome as its caller waits for it: the request going away stops the wait (not the
 * job); a job lost or not done within `waitMs` is the definition's `lost` (504, or 500 when
 * no worker could make it).
 */
async function waitFor<T>(
  finished: Promise<T>,
  signal: AbortSignal | undefined,
  refusals: { lost(statusCode: 500 | 504, message: string): Error },
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
    // Not the work's own refusal (those are results): the job was lost or took too long.
    const seconds = Math.round(options.waitMs / 1000);
    const timedOut = error instanceof Error && /timed out/.test(error.message);
    options.log.error(
      { error: error instanceof Error ? error.message : String(error) },
      'a queued render did not finish',
    );
    throw timedOut
      ? refusals.lost(504, `Render did not finish within ${seconds} s`)
      : refusals.lost(500, 'Render failed: no worker could make it');
  } finally {
    if (leave) signal?.removeEventListener('abort', leave);
  }
}
