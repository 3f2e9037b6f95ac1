import { Redis } from 'ioredis';
import { inject } from 'vitest';
// @ts-expect-error -- a plain ES module of the repository's scripts, without types.
import { start } from '../../../../scripts/engines/redis.mjs';

export interface ThrowawayRedis {
  url: string;
  stop(): Promise<void>;
}

/** Database 0 of the run's Redis keeps the count of the databases handed out. */
const HANDED_OUT = 'reelforge-test:databases-handed-out';

/**
 * A Redis of the test file's own. On the platform-scale-out project: a logical database of
 * the run's one redis-server, numbered from a counter kept in its database 0 (so files in
 * other test processes never get the same one), emptied on stop. Elsewhere: a redis-server
 * of its own on a free port, nothing saved to disk (scripts/engines/redis.mjs).
 * Pub/sub channels are the server's, not a database's: what the platform publishes names
 * its own renders, which no other file's processes have.
 */
export async function startRedis(): Promise<ThrowawayRedis> {
  const runRedis = inject('redisUrl');
  if (!runRedis) return start() as Promise<ThrowawayRedis>;
  const counter = new Redis(runRedis, { lazyConnect: true });
  await counter.connect();
  const database = await counter.incr(HANDED_OUT);
  counter.disconnect();
  const url = new URL(runRedis);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    async stop() {
      const client = new Redis(url.toString(), { lazyConnect: true });
      await client.connect();
      await client.flushdb();
      client.disconnect();
    },
  };
}
