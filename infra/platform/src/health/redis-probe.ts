import { Redis } from 'ioredis';

/**
 * The connection probes and scrapes use (readiness PING, the queues' depth): its commands
 * fail at once while Redis is away instead of waiting for it (no offline queue, one try), so
 * a probe says "not ready" rather than hanging. It reconnects on its own. Its errors are told
 * by the readiness check, never logged with the URL.
 */
export function probeRedis(redisUrl: string): Redis {
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  redis.on('error', () => undefined);
  return redis;
}
