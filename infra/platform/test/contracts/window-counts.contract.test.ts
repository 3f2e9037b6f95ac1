import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisWindowCounts } from '../../src/lib/redis-window-counts.ts';
import { MemoryWindowCounts, type WindowCounts } from '../../src/lib/window-counts.ts';
import { COUNTS_PREFIX } from '../../src/plugins/request-counts.ts';
import { eventually } from '../helpers/eventually.ts';
import { startRedis, type ThrowawayRedis } from '../scale-out/redis.ts';

// The counts behind the request-rate allowances and the sign-in failures (lib/window-counts.ts):
// every case once per adapter, the memory one on the system's clock as the Redis one on
// Redis's, so windows really end (short ones, waited for by polling).
const ADAPTERS = ['memory', 'redis'] as const;
const MINUTE = 60_000;

let redis: ThrowawayRedis | undefined;
const connections: Redis[] = [];
let made = 0;

afterAll(async () => {
  for (const connection of connections.splice(0)) connection.disconnect();
  await redis?.stop();
});

async function connection(): Promise<Redis> {
  redis ??= await startRedis();
  const client = new Redis(redis.url, { lazyConnect: true });
  await client.connect();
  connections.push(client);
  return client;
}

describe.each(ADAPTERS)('%s', (adapter) => {
  let client: Redis | undefined;
  beforeAll(async () => {
    if (adapter === 'redis') client = await connection();
  });
  /** Counts of a kind of their own, so the cases never share a key. */
  const open = (windowMs: number, maxKeys = 1_000): WindowCounts => {
    made += 1;
    return adapter === 'redis'
      ? new RedisWindowCounts(client!, `${COUNTS_PREFIX}contract-${made}:`, windowMs)
      : new MemoryWindowCounts(windowMs, Date.now, maxKeys);
  };

  it('count each key from 1 in a window its first count started, reading without counting', async () => {
    const counts = open(MINUTE);
    const first = await counts.add('203.0.113.7');
    expect(first.count).toBe(1);
    expect(first.resetMs).toBeGreaterThan(MINUTE - 5_000);
    expect(first.resetMs).toBeLessThanOrEqual(MINUTE);
    const second = await counts.add('203.0.113.7');
    expect(second.count).toBe(2);
    // The window is the first count's: a later count does not push its end.
    expect(second.resetMs).toBeLessThanOrEqual(first.resetMs);
    expect(await counts.read('203.0.113.7')).toMatchObject({ count: 2 });
    expect(await counts.read('203.0.113.7')).toMatchObject({ count: 2 });
    expect(await counts.add('198.51.100.1')).toMatchObject({ count: 1 });
    expect(await counts.read('nobody')).toEqual({ count: 0, resetMs: 0 });
  });

  it('keep kinds apart with the same key', async () => {
    const [renders, saves] = [open(MINUTE), open(MINUTE)];
    await renders.add('7');
    await renders.add('7');
    expect(await saves.add('7')).toMatchObject({ count: 1 });
  });

  it('start again once the window has ended', async () => {
    const counts = open(300);
    await counts.add('ada');
    await counts.add('ada');
    await eventually(
      () => counts.read('ada'),
      (state) => state.count === 0,
    );
    expect(await counts.read('ada')).toEqual({ count: 0, resetMs: 0 });
    const again = await counts.add('ada');
    expect(again.count).toBe(1);
    expect(again.resetMs).toBeGreaterThan(0);
  });

  it('take one back from a running window, never below 0, and none from an ended one', async () => {
    const counts = open(MINUTE);
    await counts.add('a');
    await counts.add('a');
    await counts.takeBack('a');
    expect(await counts.read('a')).toMatchObject({ count: 1 });
    await counts.takeBack('a');
    await counts.takeBack('a');
    expect(await counts.read('a')).toMatchObject({ count: 0 });
    expect(await counts.add('a')).toMatchObject({ count: 1 });
    await counts.takeBack('never counted');
    expect(await counts.add('never counted')).toMatchObject({ count: 1 });

    const short = open(300);
    await short.add('b');
    await eventually(
      () => short.read('b'),
      (state) => state.count === 0,
    );
    await short.takeBack('b');
    expect(await short.add('b')).toMatchObject({ count: 1 });
  });

  it('forget a key that is cleared: its next count starts a new window', async () => {
    const counts = open(MINUTE);
    for (let i = 0; i < 3; i++) await counts.add('ada');
    await counts.clear('ada');
    expect(await counts.read('ada')).toEqual({ count: 0, resetMs: 0 });
    expect(await counts.add('ada')).toMatchObject({ count: 1 });
  });

  it('give each of many counts at once its own number', async () => {
    const counts = open(MINUTE);
    const states = await Promise.all(Array.from({ length: 50 }, () => counts.add('burst')));
    expect(states.map((state) => state.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
});

describe('on Redis', () => {
  it('share the counts between connections (processes), which agree on when the window ends', async () => {
    const [a, b] = [await connection(), await connection()];
    made += 1;
    const prefix = `${COUNTS_PREFIX}shared-${made}:`;
    const [here, there] = [new RedisWindowCounts(a, prefix, MINUTE), new RedisWindowCounts(b, prefix, MINUTE)];
    const counted = [];
    for (let i = 0; i < 6; i++) counted.push(await (i % 2 ? there : here).add('203.0.113.7'));
    expect(counted.map((state) => state.count)).toEqual([1, 2, 3, 4, 5, 6]);
    for (let i = 1; i < counted.length; i++) expect(counted[i]!.resetMs).toBeLessThanOrEqual(counted[i - 1]!.resetMs);
    await there.takeBack('203.0.113.7');
    expect(await here.read('203.0.113.7')).toMatchObject({ count: 5 });
  });

  it('keep one prefixed key per counted key, its expiry the window, neither name nor address readable in it', async () => {
    const client = await connection();
    made += 1;
    const prefix = `${COUNTS_PREFIX}keys-${made}:`;
    const counts = new RedisWindowCounts(client, prefix, MINUTE);
    await counts.add('203.0.113.7\0ada');
    const keys = await client.keys(`${prefix}*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^${prefix}[A-Za-z0-9_-]{43}$`));
    const ttl = await client.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(MINUTE - 5_000);
    expect(ttl).toBeLessThanOrEqual(MINUTE);
  });

  it('start a window for a key that lost its expiry, rather than counting it forever', async () => {
    const client = await connection();
    made += 1;
    const prefix = `${COUNTS_PREFIX}persisted-${made}:`;
    const counts = new RedisWindowCounts(client, prefix, MINUTE);
    await counts.add('a');
    const [key] = await client.keys(`${prefix}*`);
    await client.persist(key!);
    expect(await counts.read('a')).toEqual({ count: 0, resetMs: 0 });
    const next = await counts.add('a');
    expect(next.resetMs).toBeGreaterThan(0);
    expect(await client.pttl(key!)).toBeGreaterThan(0);
  });
});
