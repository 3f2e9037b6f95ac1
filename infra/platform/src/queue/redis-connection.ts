import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { redactedRedisUrl } from './redis-url.ts';

/**
 * One connection to Redis for BullMQ (a queue, its events, a worker) or a channel. Its errors
 * are logged as `what` says, naming host and port only: the URL (and its password) never is.
 * `quiet` silences them while the owner closes (a closed connection's errors say nothing).
 */
export function redisConnection(
  redisUrl: string,
  log: FastifyBaseLogger,
  what: string,
  quiet: () => boolean = () => false,
): Redis {
  // BullMQ's blocking calls need maxRetriesPerRequest null: a command waits for Redis to be back.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
  redis.on('error', (error: Error) => {
    if (!quiet()) log.error({ error: error.message }, `Redis at ${redactedRedisUrl(redisUrl)} failed (${what})`);
  });
  return redis;
}
