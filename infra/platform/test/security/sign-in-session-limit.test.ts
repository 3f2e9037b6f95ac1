import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// Renewal keeps a sign-in going an hour at a time, but never past its absolute end:
// 12 hours after sign-in by default (SESSION_MAX_HOURS), 3 hours on the second server.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = Date.parse('2030-01-01T08:00:00.000Z');
let now = START;
let server: TestServer;
let short: TestServer;

beforeAll(async () => {
  [server, short] = await Promise.all([
    startTestServer({ now: () => now }),
    startTestServer({ now: () => now, sessionMaxMs: 3 * HOUR }),
  ]);
});
afterAll(() => Promise.all([server.close(), short.close()]));

const renew = (on: TestServer, token: string) => on.request('/accounts/auth/renew', { method: 'POST', token });
const verify = (on: TestServer, token: string) => on.request('/accounts/auth/verify', { token });

/** Renews every 50 minutes, as long as the server agrees; the last token and the statuses seen. */
async function keepRenewing(on: TestServer, token: string, until: number) {
  const expiries: number[] = [];
  let status = 200;
  while (now < until) {
    now += 50 * MINUTE;
    const reply = await renew(on, token);
    status = reply.status;
    if (status !== 200) break;
    token = reply.json.Token;
    expiries.push(Date.parse(reply.json.Expires));
  }
  return { token, status, expiries };
}

describe('the absolute session limit', () => {
  it('stops renewal 12 hours after sign-in by default: tokens expire by then, and renewing after is 401', async () => {
    now = START;
    const first = await server.login('demo');
    const { token, status, expiries } = await keepRenewing(server, first, START + 13 * HOUR);
    const end = START + 12 * HOUR;
    expect(status).toBe(401);
    expect(Math.max(...expiries)).toBe(end);
    expect(expiries.every((expiry) => expiry <= end)).toBe(true);
    expect((await verify(server, token)).status).toBe(401);
    expect((await server.request('/r/eu-west-1/api/v1/list/project/', { token })).status).toBe(401);
  });

  it('keeps the last token valid right up to the end, and not a moment after', async () => {
    const signedIn = START + 24 * HOUR;
    now = signedIn;
    let token = await server.login('demo');
    while (now < signedIn + 11 * HOUR + 30 * MINUTE) {
      now += 55 * MINUTE;
      token = (await renew(server, token)).json.Token;
    }
    now = signedIn + 12 * HOUR - 1;
    const last = await verify(server, token);
    expect(last.status).toBe(200);
    expect(Date.parse(last.json.Expires)).toBe(signedIn + 12 * HOUR);
    now += 1;
    expect((await verify(server, token)).status).toBe(401);
    expect((await renew(server, token)).status).toBe(401);
  });

  it('follows the configured limit, and a fresh sign-in starts a new one', async () => {
    now = START + 100 * HOUR;
    const token = await short.login('demo');
    const { status, expiries } = await keepRenewing(short, token, now + 4 * HOUR);
    expect(status).toBe(401);
    expect(Math.max(...expiries)).toBe(START + 103 * HOUR);
    const again = await short.login('demo');
    expect((await verify(short, again)).json.Expires).toBe(new Date(now + HOUR).toISOString());
  });

  it('bounds an assumed session by the admin’s own sign-in', async () => {
    now = START + 200 * HOUR;
    let admin = await short.login('admin');
    for (let i = 0; i < 3; i++) {
      now += 50 * MINUTE;
      admin = (await renew(short, admin)).json.Token;
    }
    const assumed = await short.request('/accounts/auth/assume', {
      method: 'POST',
      token: admin,
      body: { Username: 'demo' },
    });
    expect(assumed.status).toBe(200);
    // Signed in 2 h 30 min ago with a 3 h limit: the assumed session has 30 minutes.
    expect(Date.parse(assumed.json.Expires)).toBe(START + 203 * HOUR);
    const { status } = await keepRenewing(short, assumed.json.Token, now + HOUR);
    expect(status).toBe(401);
  });
});
