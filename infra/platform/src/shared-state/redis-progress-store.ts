import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { redactedRedisUrl } from '../queue/redis-url.ts';
import { progressKeyText, type ProgressKey, type ProgressStore } from './progress-store.ts';

const PREFIX = 'reelforge:progress:';

/**
 * Progress entries on Redis, one string key per owner and id (`reelforge:progress:<kind>:
 * <owner>:<id>`, JSON) with an expiry: every api process on the same Redis reads them.
 */
export class RedisProgressStore implements ProgressStore {
  private readonly redis: Redis;

  constructor(redisUrl: string, log: FastifyBaseLogger) {
    this.redis = new Redis(redisUrl, { lazyConnect: false });
    // ioredis messages name host and port only; the URL (and its password) is never in them.
    this.redis.on('error', (error: Error) =>
      log.error({ error: error.message }, `Redis at ${redactedRedisUrl(redisUrl)} failed (progress)`),
    );
  }

  async put(key: ProgressKey, value: object, keepMs: number): Promise<void> {
    await this.redis.set(PREFIX + progressKeyText(key), JSON.stringify(value), 'PX', Math.max(1, Math.round(keepMs)));
  }

  async get<T extends object>(key: ProgressKey): Promise<T | undefined> {
    const text = await this.redis.get(PREFIX + progressKeyText(key));
    return text === null ? undefined : (JSON.parse(text) as T);
  }

  async delete(key: ProgressKey): Promise<void> {
    await this.redis.del(PREFIX + progressKeyText(key));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
