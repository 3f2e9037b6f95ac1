import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const MINUTE = 60_000;
let now = Date.parse('2030-01-01T10:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server.close());

const login = (Username: string, Password: string) =>
  server.request('/accounts/auth/login', { method: 'POST', body: { Username, Password } });

describe('guessing passwords', () => {
  it('is stopped after five wrong ones: even the right password waits, with a message saying how long', async () => {
    for (let i = 0; i < 5; i++) expect((await login('demo', `guess ${i}`)).status).toBe(401);
    const blocked = await login('demo', 'demo');
    expect(blocked.status).toBe(429);
    expect(blocked.json.Message).toBe('Too many failed sign-ins. Try again in 15 minutes.');
    expect(blocked.headers.get('retry-after')).toBe('900');
    // The name is compared as typed in any case.
    expect((await login('DEMO', 'demo')).status).toBe(429);
  });

  it('leaves other users signing in', async () => {
    expect((await login('other', 'other')).status).toBe(200);
  });

  it('lets the user in once the window has passed, and a success starts the count afresh', async () => {
    now += 14 * MINUTE;
    expect((await login('demo', 'demo')).json.Message).toBe('Too many failed sign-ins. Try again in 1 minute.');
    now += MINUTE;
    expect((await login('demo', 'demo')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('demo', `guess ${i}`)).status).toBe(401);
    expect((await login('demo', 'demo')).status).toBe(200);
    expect((await login('demo', 'one more guess')).status).toBe(401);
    expect((await login('demo', 'demo')).status).toBe(200);
  });
});
