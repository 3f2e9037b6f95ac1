import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Clock } from '../lib/clock.ts';
import { CountsOutage, FallbackWindowCounts } from '../lib/fallback-window-counts.ts';
import { RedisWindowCounts } from '../lib/redis-window-counts.ts';
import { MemoryWindowCounts, memoryCountsOf, type WindowCountsOf } from '../lib/window-counts.ts';
import { redactedRedisUrl } from '../queue/redis-url.ts';
import type { AppOptions } from './app-options.ts';

/** Where the request-rate allowances and the sign-in failures are counted, and its connection's life. */
export interface RequestCounts {
  /** The counts, their memory (alone, or while Redis does not answer) on the clock `now`. */
  countsOn(now: Clock): WindowCountsOf;
  /** 'redis': shared by every process on it (with this process's memory while it does not answer). */
  where: 'memory' | 'redis';
  /** Resolves once the shared counts answer, or `waitMs` has passed (then counts start in memory). */
  ready(waitMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Keys of the counts on Redis start with this, then the kind (`rate:renders:address`, `sign-in:pair`). */
export const COUNTS_PREFIX = 'reelforge:';

/** A call to Redis that has not answered by then counts in memory instead. */
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * The counts on Redis when `REDIS_URL` is set and this process serves HTTP, so every api
 * process behind a balancer counts against the same allowance; else in this process's
 * memory, as `npm start` runs (docs/rate-limits.md, "Where the counts
 * live"). A worker serves no requests: it counts nothing, in memory.
 */
export function openRequestCounts(
  options: Pick<AppOptions, 'redisUrl' | 'role'>,
  log: FastifyBaseLogger,
): RequestCounts {
  const { redisUrl } = options;
  if (!redisUrl || options.role === 'worker')
    return { countsOn: memoryCountsOf, where: 'memory', ready: async () => {}, close: async () => {} };

  // A count must not hold a request up while Redis is away: no queue of commands while it is
  // disconnected (they fail at once and count in memory), none retried, none waited for long.
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  const where = `Redis at ${redactedRedisUrl(redisUrl)}`;
  let closing = false;
  // Reconnection errors are many while it is away; the outage below warns about them once.
  redis.on('error', (error: Error) => {
    if (!closing) log.debug({ error: error.message }, `${where} failed (request counts)`);
  });
  const outage = new CountsOutage(
    (error) =>
      log.warn(
        { error: error instanceof Error ? error.message : String(error) },
        `${where} does not answer (request counts): each process counts rate limits and sign-in failures on its own until it does`,
      ),
    () => log.info(`${where} answers again (request counts): rate limits and sign-in failures are shared again`),
  );
  return {
    where: 'redis',
    countsOn: (now) => (name, windowMs, maxKeys) =>
      new FallbackWindowCounts(
        new RedisWindowCounts(redis, `${COUNTS_PREFIX}${name}:`, windowMs),
        new MemoryWindowCounts(windowMs, now, maxKeys),
        outage,
      ),
    ready: async (waitMs = 5_000) => {
      if (redis.status === 'ready') return;
      const waited = AbortSignal.timeout(waitMs);
      await once(redis, 'ready', { signal: waited }).catch(() =>
        log.warn(`${where} did not answer within ${waitMs} ms of the start: request counts start in memory`),
      );
    },
    close: async () => {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
