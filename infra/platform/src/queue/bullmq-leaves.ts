import { QueueEvents, QueueEventsProducer, type QueueEventsListener } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisConnection } from './redis-connection.ts';

/**
 * The custom event of a queue's event stream that says a job's caller left: the worker
 * running it stops its work. On the stream, not a pub/sub channel, so it stays with the queue
 * (its Redis database and prefix) and a job id names one job only.
 */
const LEFT = 'reelforge-left';

/** Jobs said left before this worker held them: a job taken a moment later is stopped at its start. */
const REMEMBERED = 1_000;

interface LeftListener extends QueueEventsListener {
  [LEFT]: (args: { jobId?: string }, id: string) => void;
}

/** The api side: tells the queue's workers that a job's caller left. */
export function leaveNotices(name: string, prefix: string | undefined, connection: Redis) {
  const producer = new QueueEventsProducer(name, { prefix, connection });
  return {
    tell: (jobId: string) => producer.publishEvent({ eventName: LEFT, jobId }),
    close: () => producer.close(),
  };
}

/**
 * The worker side: each job said left is stopped here (`stop`, false when this worker does
 * not hold it). A job said left that no worker held yet is remembered (the last thousand), so
 * the worker taking it at that moment stops it at its start (`left`).
 */
export function watchLeaves(
  name: string,
  settings: { redisUrl: string; prefix?: string | undefined; log: FastifyBaseLogger },
  what: string,
  stop: (jobId: string) => boolean,
) {
  const connection = redisConnection(settings.redisUrl, settings.log, `${what} leaves`);
  const events = new QueueEvents(name, { prefix: settings.prefix, connection });
  events.on('error', (error) => settings.log.error({ error: error.message }, `${what} leaves failed`));
  const unheld = new Set<string>();
  events.on<LeftListener>(LEFT, ({ jobId }: { jobId?: string }) => {
    if (!jobId || stop(jobId)) return;
    unheld.add(jobId);
    if (unheld.size > REMEMBERED) unheld.delete(unheld.values().next().value as string);
  });
  return {
    /** Whether the job was said left before this worker took it. */
    left: (jobId: string) => unheld.delete(jobId),
    async close() {
      await events.close().catch(() => undefined);
      connection.disconnect();
    },
  };
}
