import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { attempt, inTurn, statuses } from './sign-in-helpers.ts';

// Brute force on one name from many addresses (a botnet behind a trusted proxy): each
// address gets 5 wrong passwords for the name, and only 2 once the name has had 20 failures
// from anywhere. An address that has not failed for the name is never stopped on its
// account, so the owner signs in from a new address whatever the attack.
const MINUTE = 60_000;
let now = Date.parse('2030-01-01T10:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => now, trustProxy: true, rateLimits: { signIn: 10_000 } });
});
afterAll(() => server.close());

const bot = (i: number) => `192.0.2.${i + 1}`;

describe('guessing one password from many addresses', () => {
  it('lets one address fail 5 times for the name, then answers 429 with Retry-After', async () => {
    const replies = await inTurn(6, (i) => attempt(server, 'demo', `guess-${i}`, bot(0)));
    expect(statuses(replies)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(replies[5]!.json.Message).toBe('Too many failed sign-ins. Try again in 15 minutes.');
    expect(replies[5]!.headers.get('retry-after')).toBe('900');
  });

  it('gives each further address only 2 guesses once the name is under attack', async () => {
    // Three more addresses bring the name to 20 failures.
    for (let a = 1; a <= 3; a++) await inTurn(5, (i) => attempt(server, 'demo', `guess-${a}-${i}`, bot(a)));
    const perAddress = await inTurn(40, async (a) =>
      statuses(await inTurn(4, (i) => attempt(server, 'DeMo', `more-${a}-${i}`, bot(10 + a)))),
    );
    for (const replies of perAddress) expect(replies).toEqual([401, 401, 429, 429]);
  });

  it('still lets the owner in from a new address with the right password, even after a typo', async () => {
    expect((await attempt(server, 'demo', 'demo', '203.0.113.50')).status).toBe(200);
    expect((await attempt(server, 'demo', 'dmeo', '203.0.113.51')).status).toBe(401);
    expect((await attempt(server, 'demo', 'demo', '203.0.113.51')).status).toBe(200);
    expect((await attempt(server, 'demo', 'demo')).status).toBe(200);
  });

  it('leaves other names alone from the same addresses', async () => {
    expect((await attempt(server, 'other', 'other', bot(0))).status).toBe(200);
    expect(statuses(await inTurn(5, (i) => attempt(server, 'other', `g${i}`, bot(60))))).toEqual(Array(5).fill(401));
  });

  it('gives the addresses their guesses back once the window has passed', async () => {
    now += 15 * MINUTE;
    expect(statuses(await inTurn(5, (i) => attempt(server, 'demo', `late-${i}`, bot(0))))).toEqual(Array(5).fill(401));
    expect((await attempt(server, 'demo', 'demo', bot(0))).status).toBe(429);
  });
});
