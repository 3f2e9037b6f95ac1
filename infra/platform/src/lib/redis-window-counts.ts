import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { WindowCounts, WindowState } from './window-counts.ts';

// Each step is one Lua script: Redis runs it whole, so two processes counting the same key at
// once each get their own count, and a window is started (its expiry set) by the count that
// made the key. The window's end is the key's own TTL on the Redis server: processes whose
// clocks disagree agree on it.

/** INCR, and PEXPIRE when the key has no expiry yet (it was just made); the count and the TTL. */
const ADD = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** The count and the TTL without counting; {0, 0} when no window runs. */
const READ = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then return {0, 0} end
return {tonumber(count), ttl}
`;

/** One off a running window's count, never below 0 (DECR keeps the TTL); an ended window is gone already. */
const TAKE_BACK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

interface WindowCommands {
  reelforgeWindowAdd(key: string, windowMs: number): Promise<[number, number]>;
  reelforgeWindowRead(key: string): Promise<[number, number]>;
  reelforgeWindowTakeBack(key: string): Promise<number>;
}

/** The scripts as commands of the connection (EVALSHA, loaded again if Redis forgot them), once per connection. */
function commandsOf(redis: Redis): WindowCommands {
  const scripted = redis as unknown as Partial<WindowCommands>;
  if (!scripted.reelforgeWindowAdd) {
    redis.defineCommand('reelforgeWindowAdd', { numberOfKeys: 1, lua: ADD });
    redis.defineCommand('reelforgeWindowRead', { numberOfKeys: 1, lua: READ });
    redis.defineCommand('reelforgeWindowTakeBack', { numberOfKeys: 1, lua: TAKE_BACK });
  }
  return redis as unknown as WindowCommands;
}

const state = ([count, resetMs]: [number, number]): WindowState => ({ count, resetMs });

/**
 * The counts on Redis, shared by every process on it: one integer key per counted key,
 * `<prefix><SHA-256 of the key>` (base64url: names and addresses are not kept readable, and
 * every key has the same short length), expiring when its window ends.
 */
export class RedisWindowCounts implements WindowCounts {
  private readonly commands: WindowCommands;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly windowMs: number,
  ) {
    this.commands = commandsOf(redis);
  }

  async add(key: string): Promise<WindowState> {
    return state(await this.commands.reelforgeWindowAdd(this.keyOf(key), this.windowMs));
  }

  async read(key: string): Promise<WindowState> {
    return state(await this.commands.reelforgeWindowRead(this.keyOf(key)));
  }

  async takeBack(key: string): Promise<void> {
    await this.commands.reelforgeWindowTakeBack(this.keyOf(key));
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return this.prefix + createHash('sha256').update(key).digest('base64url');
  }
}
