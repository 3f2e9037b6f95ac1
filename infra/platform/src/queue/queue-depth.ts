import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { QUEUE_STATES, type QueueState } from '../metrics/names.ts';
import type { QueueDepth } from '../metrics/queue-gauges.ts';

/** Reads every queue's depth (at scrape time: metrics/queue-gauges.ts); `close` lets go of what it holds. */
export interface DepthReader {
  read(): Promise<QueueDepth[]>;
  close(): Promise<void>;
}

const none = (): Record<QueueState, number> => ({ waiting: 0, active: 0, delayed: 0, failed: 0 });

/**
 * With Redis: every queue as BullMQ counts it (waiting, active, delayed, failed jobs), the
 * batch queue's tickets included, on the given connection (the probes' own: it fails at once
 * while Redis is away). What Redis holds is the same for every process, so each process
 * reports the same numbers. The queues' handles are made again after a failed read (a handle
 * opened while Redis was away stays broken).
 */
export function bullmqDepths(redis: Redis, prefix: string | undefined, names: () => readonly string[]): DepthReader {
  let queues = new Map<string, Queue>();
  const handle = (name: string) => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: redis, prefix });
      queue.on('error', () => undefined);
      queues.set(name, queue);
    }
    return queue;
  };
  const drop = async () => {
    const old = [...queues.values()];
    queues = new Map();
    await Promise.all(old.map((queue) => queue.close().catch(() => undefined)));
  };
  return {
    async read() {
      try {
        return await Promise.all(
          names().map(async (queue) => {
            const counts = await handle(queue).getJobCounts(...QUEUE_STATES);
            const jobs = none();
            for (const state of QUEUE_STATES) jobs[state] = counts[state] ?? 0;
            return { queue, jobs };
          }),
        );
      } catch (error) {
        await drop();
        throw error;
      }
    },
    close: drop,
  };
}

/**
 * Without Redis (the embedded mode): the batch queue is the SQL table of its tasks (waiting:
 * queued, active: running, failed: failed tasks of runs not yet ended or deleted; nothing is
 * delayed), and the job queues hold nothing: their work runs in the request that asks for
 * it (reelforge_renders_queued and _running show it).
 */
export function embeddedDepths(
  db: Kysely<Database>,
  batchQueue: string,
  jobQueues: () => readonly string[],
): DepthReader {
  return {
    async read() {
      const rows = await db
        .selectFrom('batch_tasks')
        .select(['state', db.fn.countAll<number>().as('tasks')])
        .where('state', 'in', ['queued', 'running', 'failed'])
        .groupBy('state')
        .execute();
      const jobs = none();
      for (const row of rows) {
        const state = row.state === 'queued' ? 'waiting' : row.state === 'running' ? 'active' : 'failed';
        jobs[state] = Number(row.tasks);
      }
      return [{ queue: batchQueue, jobs }, ...jobQueues().map((queue) => ({ queue, jobs: none() }))];
    },
    close: async () => undefined,
  };
}
