import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reply, TestServer } from '../helpers/server.ts';
import { attempt, statuses } from '../security/sign-in-helpers.ts';
import { killStartedProcesses, serverAt, sharedDatabase, startPlatformProcess } from './processes.ts';
import { startRedis, type ThrowawayRedis } from './redis.ts';

// Two api processes behind one balancer (each request sent to the other in turn) on one
// database and one Redis: the sign-in allowance and the failed sign-ins are counted once
// for both, so alternating does not buy a client twice the attempts.
const SIGN_INS = 8;
let redis: ThrowawayRedis;
let database: Awaited<ReturnType<typeof sharedDatabase>>;
let root: string;
let both: [TestServer, TestServer];

beforeAll(async () => {
  redis = await startRedis();
  database = await sharedDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-shared-rate-limits-'));
  const settings = {
    role: 'api' as const,
    dataDir: path.join(root, 'data'),
    consoleDir: path.join(root, 'no-console'),
    remotesDir: path.join(root, 'no-remotes'),
    redisUrl: redis.url,
    // Each case signs in from addresses of its own, named by the test as a proxy would.
    trustProxy: true,
    rateLimits: { signIn: SIGN_INS },
    ...database.settings,
  };
  const [first, second] = await Promise.all([startPlatformProcess(settings), startPlatformProcess(settings)]);
  both = [serverAt(first.url), serverAt(second.url)];
}, 60_000);
afterAll(async () => {
  await killStartedProcesses();
  await redis?.stop();
  await database?.drop();
  await rm(root, { recursive: true, force: true });
});

/** Sign-in attempts sent to the two processes in turn, one after the other. */
async function alternated(passwords: string[], name: string, from: string): Promise<Reply[]> {
  const replies: Reply[] = [];
  for (const [i, password] of passwords.entries()) replies.push(await attempt(both[i % 2]!, name, password, from));
  return replies;
}

describe('rate limits and sign-in failures shared by two api processes', () => {
  it('refuse sign-ins alternated between the processes once the total across both reaches the allowance', async () => {
    const replies = await alternated(Array(SIGN_INS + 2).fill('demo'), 'demo', '203.0.113.10');
    expect(statuses(replies)).toEqual([...Array(SIGN_INS).fill(200), 429, 429]);
    // One count: what is left goes down by one a request, whichever process answered.
    expect(replies.slice(0, SIGN_INS).map((reply) => reply.headers.get('x-ratelimit-remaining'))).toEqual(
      Array.from({ length: SIGN_INS }, (_, i) => String(SIGN_INS - 1 - i)),
    );
    for (const refused of replies.slice(SIGN_INS)) {
      expect(refused.headers.get('x-ratelimit-limit')).toBe(String(SIGN_INS));
      expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(refused.json.Message).toMatch(
        /^Too many sign-in attempts from this address: at most 8 a minute\. Try again in \d+ seconds?\.$/,
      );
    }
    // Both processes read the one window's end from Redis: the later refusal never names a longer wait.
    const [wait, later] = replies.slice(SIGN_INS).map((reply) => Number(reply.headers.get('retry-after')));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(later).toBeGreaterThan(0);
    expect(later).toBeLessThanOrEqual(wait!);
    // Another address has its own allowance on both.
    expect(statuses(await alternated(['demo', 'demo'], 'demo', '203.0.113.11'))).toEqual([200, 200]);
  });

  it('make a name wait from an address after the shared count of wrong passwords, not after twice it', async () => {
    const replies = await alternated([...Array(5).fill('wrong'), 'other', 'other'], 'other', '198.51.100.20');
    expect(statuses(replies)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    for (const waiting of replies.slice(5)) {
      expect(waiting.json.Message).toBe('Too many failed sign-ins. Try again in 15 minutes.');
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    }
    // The owner, from an address of their own, is not locked out.
    expect(statuses(await alternated(['other', 'other'], 'other', '198.51.100.21'))).toEqual([200, 200]);
  });

  it('start the pair afresh on both processes after a success on one', async () => {
    // Without the reset, the 4th wrong password after the success would be the pair's 6th failure: a 429.
    const passwords = ['wrong', 'wrong', 'wrong', 'other', 'wrong', 'wrong', 'wrong', 'wrong'];
    expect(statuses(await alternated(passwords, 'other', '198.51.100.30'))).toEqual([
      401, 401, 401, 200, 401, 401, 401, 401,
    ]);
  });
});
