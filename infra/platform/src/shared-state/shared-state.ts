import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { RedisCancelBroadcast, type CancelBroadcast } from './cancel-broadcast.ts';
import { MemoryProgressStore, type ProgressStore } from './progress-store.ts';
import { RedisProgressStore } from './redis-progress-store.ts';

/** What api processes share besides the database: progress entries and render cancel calls. */
export interface SharedState {
  progress: ProgressStore;
  /** None in the embedded mode: every render runs in this process. */
  cancels?: CancelBroadcast;
  close(): Promise<void>;
}

/** On Redis when `redisUrl` is set (several processes), else in this process's memory. */
export function openSharedState(redisUrl: string | undefined, now: Clock, log: FastifyBaseLogger): SharedState {
  if (!redisUrl) {
    const progress = new MemoryProgressStore(now);
    return { progress, close: () => progress.close() };
  }
  const progress = new RedisProgressStore(redisUrl, log);
  const cancels = new RedisCancelBroadcast(redisUrl, log);
  return {
    progress,
    cancels,
    close: async () => {
      await Promise.all([progress.close(), cancels.close()]);
    },
  };
}
