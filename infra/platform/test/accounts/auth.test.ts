import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const HOUR = 60 * 60 * 1000;
let now = Date.parse('2030-01-01T10:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server.close());

const login = (body: unknown) => server.request('/accounts/auth/login', { method: 'POST', body });

describe('POST /accounts/auth/login', () => {
  it('signs in with the right password and returns a token valid for 1 h', async () => {
    const reply = await login({ Username: 'demo', Password: 'demo' });
    expect(reply.status).toBe(200);
    expect(reply.json.Username).toBe('demo');
    expect(reply.json.Token).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(reply.json.Expires)).toBe(now + HOUR);
  });

  it('gives every sign-in a different token', async () => {
    const [a, b] = await Promise.all([server.login('demo'), server.login('demo')]);
    expect(a).not.toBe(b);
  });

  it('rejects a wrong password and an unknown user alike with 401', async () => {
    const wrong = await login({ Username: 'demo', Password: 'nope' });
    const unknown = await login({ Username: 'nobody', Password: 'demo' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.Message).toBe(unknown.json.Message);
    expect(wrong.json).not.toHaveProperty('Token');
  });

  it.each([
    ['a missing password', { Username: 'demo' }],
    ['a number as password', { Username: 'demo', Password: 1234 }],
    ['an empty username', { Username: '', Password: 'demo' }],
    ['an array body', [{ Username: 'demo', Password: 'demo' }]],
    ['malformed JSON', '{"Username": "demo",'],
    ['an empty body', ''],
  ])('answers 400 with a Message for %s', async (_case, body) => {
    const reply = await server.request('/accounts/auth/login', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(typeof reply.json.Message).toBe('string');
    expect(reply.json.Message.length).toBeGreaterThan(0);
  });
});

describe('GET /accounts/auth/verify', () => {
  it('tells who the token belongs to and whether they are an admin', async () => {
    const demo = await server.request('/accounts/auth/verify', { token: await server.login('demo') });
    const admin = await server.request('/accounts/auth/verify', { token: await server.login('admin') });
    expect(demo.status).toBe(200);
    expect(demo.json).toEqual({ Username: 'demo', Admin: false, Expires: new Date(now + HOUR).toISOString() });
    expect(admin.json).toMatchObject({ Username: 'admin', Admin: true });
  });

  it.each([
    ['no Authorization header', {}],
    ['an unknown token', { authorization: `istoken ${'a'.repeat(64)}` }],
    ['a token in the wrong scheme', { authorization: `Bearer ${'a'.repeat(64)}` }],
    ['a malformed token', { authorization: 'istoken not-a-token' }],
  ])('answers 401 for %s', async (_case, headers) => {
    const reply = await server.request('/accounts/auth/verify', { headers });
    expect(reply.status).toBe(401);
    expect(reply.json.Message).toEqual(expect.any(String));
  });
});

describe('POST /accounts/auth/renew', () => {
  it('issues a new working token and leaves the old one valid', async () => {
    const old = await server.login('demo');
    now += 10 * 60 * 1000;
    const reply = await server.request('/accounts/auth/renew', { method: 'POST', token: old });
    expect(reply.status).toBe(200);
    expect(reply.json.Token).toMatch(/^[0-9a-f]{64}$/);
    expect(reply.json.Token).not.toBe(old);
    expect(Date.parse(reply.json.Expires)).toBe(now + HOUR);

    const withNew = await server.request('/accounts/auth/verify', { token: reply.json.Token });
    expect(withNew.json.Username).toBe('demo');
    expect((await server.request('/accounts/auth/verify', { token: old })).status).toBe(200);
  });

  it('accepts a JSON content type with no body, as browsers send it', async () => {
    const reply = await server.request('/accounts/auth/renew', {
      method: 'POST',
      token: await server.login('demo'),
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(200);
  });

  it('does not renew an expired token', async () => {
    const token = await server.login('demo');
    now += HOUR;
    const reply = await server.request('/accounts/auth/renew', { method: 'POST', token });
    expect(reply.status).toBe(401);
  });
});

describe('token expiry', () => {
  it('accepts a token until its hour is up, then answers 401', async () => {
    const token = await server.login('demo');
    now += HOUR - 1;
    expect((await server.request('/accounts/auth/verify', { token })).status).toBe(200);
    expect((await server.request('/r/eu-west-1/api/v1/list/project/', { token })).status).toBe(200);
    now += 1;
    const verify = await server.request('/accounts/auth/verify', { token });
    expect(verify.status).toBe(401);
    expect(verify.json.Message).toMatch(/expired/i);
    expect((await server.request('/r/eu-west-1/api/v1/list/project/', { token })).status).toBe(401);
  });
});

describe('POST /accounts/auth/session', () => {
  it('returns fresh temporary storage credentials valid for 1 h', async () => {
    const token = await server.login('demo');
    const first = await server.request('/accounts/auth/session', { method: 'POST', token });
    const second = await server.request('/accounts/auth/session', { method: 'POST', token });
    expect(first.status).toBe(200);
    const credentials = first.json.Credentials;
    expect(credentials.AccessKeyId).toMatch(/^ASIA[A-Z0-9]{16}$/);
    expect(credentials.SecretAccessKey.length).toBeGreaterThanOrEqual(40);
    expect(credentials.SessionToken.length).toBeGreaterThan(100);
    expect(Date.parse(credentials.Expiration)).toBe(now + HOUR);
    expect(second.json.Credentials.AccessKeyId).not.toBe(credentials.AccessKeyId);
  });

  it('needs a token', async () => {
    expect((await server.request('/accounts/auth/session', { method: 'POST' })).status).toBe(401);
  });

  it('keeps only hashes of the secrets it hands out', async () => {
    const token = await server.login('demo');
    const { Credentials } = (await server.request('/accounts/auth/session', { method: 'POST', token })).json;
    const rows = await server.app.db.selectFrom('session_credentials').selectAll().execute();
    const tokens = await server.app.db.selectFrom('tokens').selectAll().execute();
    const stored = JSON.stringify([rows, tokens]);
    expect(stored).toContain(Credentials.AccessKeyId);
    expect(stored).not.toContain(Credentials.SecretAccessKey);
    expect(stored).not.toContain(Credentials.SessionToken);
    expect(stored).not.toContain(token);
  });
});
