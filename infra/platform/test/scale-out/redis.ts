// @ts-expect-error -- a plain ES module of the repository's scripts, without types.
import { start } from '../../../../scripts/engines/redis.mjs';

export interface ThrowawayRedis {
  url: string;
  stop(): Promise<void>;
}

/** A redis-server of its own on a free port, nothing saved to disk (scripts/engines/redis.mjs). */
export function startRedis(): Promise<ThrowawayRedis> {
  return start() as Promise<ThrowawayRedis>;
}
