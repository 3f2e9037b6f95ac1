import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { attempt, inTurn, statuses } from './sign-in-helpers.ts';

// Password spraying: one address tries a common password on many names. Each name sees one
// failure, so only a count per address across names slows it (30 failures in 15 minutes).
const MINUTE = 60_000;
let now = Date.parse('2030-01-01T10:00:00.000Z');
let direct: TestServer;
let proxied: TestServer;

beforeAll(async () => {
  // The request-rate limit on sign-in is raised here: this file is about failures.
  const rateLimits = { signIn: 10_000 };
  [direct, proxied] = await Promise.all([
    startTestServer({ now: () => now, rateLimits }),
    startTestServer({ now: () => now, rateLimits, trustProxy: true }),
  ]);
});
afterAll(() => Promise.all([direct.close(), proxied.close()]));

describe('spraying passwords over many names from one address', () => {
  it('is answered 429 with Retry-After after 30 failures, whatever names are tried', async () => {
    // Real names (in any case), made-up ones and addresses.
    const names = (i: number) => ['demo', 'other', 'ADMIN'][i] ?? (i % 2 ? `user${i}` : `nobody-${i}@example.com`);
    const replies = await inTurn(30, (i) => attempt(direct, names(i), `Winter2030!${i}`));
    expect(new Set(statuses(replies))).toEqual(new Set([401]));
    const stopped = await attempt(direct, 'someone-new', 'Winter2030!');
    expect(stopped.status).toBe(429);
    expect(stopped.json.Message).toBe('Too many failed sign-ins from this address. Try again in 15 minutes.');
    expect(stopped.headers.get('retry-after')).toBe('900');
  });

  it('stays stopped for the right password from that address too, until the window has passed', async () => {
    expect((await attempt(direct, 'demo', 'demo')).status).toBe(429);
    now += 14 * MINUTE;
    expect((await attempt(direct, 'other', 'other')).json.Message).toMatch(/Try again in 1 minute\.$/);
    now += MINUTE;
    expect((await attempt(direct, 'demo', 'demo')).status).toBe(200);
  });

  it('is not helped by a forged X-Forwarded-For when no proxy is trusted', async () => {
    now += 15 * MINUTE;
    const replies = await inTurn(31, (i) => attempt(direct, `user${i}`, 'guess', `203.0.113.${i + 1}`));
    expect(statuses(replies).slice(0, 30)).toEqual(Array(30).fill(401));
    expect(replies[30]!.status).toBe(429);
  });
});

describe('behind a trusted proxy', () => {
  it('stops the spraying client, not everyone behind the proxy', async () => {
    const attacker = '198.51.100.7';
    await inTurn(30, (i) => attempt(proxied, `user${i}`, 'guess', attacker));
    expect((await attempt(proxied, 'user99', 'guess', attacker)).status).toBe(429);
    expect((await attempt(proxied, 'demo', 'demo', '198.51.100.8')).status).toBe(200);
    expect((await attempt(proxied, 'user99', 'guess', '198.51.100.8')).status).toBe(401);
  });

  it('counts a whole IPv6 /64 as one address, so hopping within it does not help', async () => {
    const replies = await inTurn(31, (i) =>
      attempt(proxied, `v6-user${i}`, 'guess', `2001:db8:1:2::${(i + 1).toString(16)}`),
    );
    expect(replies[29]!.status).toBe(401);
    expect(replies[30]!.status).toBe(429);
    expect((await attempt(proxied, 'demo', 'demo', '2001:db8:1:3::1')).status).toBe(200);
  });
});
