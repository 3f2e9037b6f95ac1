import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let adminToken: string;
let demoToken: string;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await server.login('admin');
  demoToken = await server.login('demo');
});
afterAll(() => server.close());

const assume = (token: string | undefined, body: unknown) =>
  server.request('/accounts/auth/assume', { method: 'POST', token, body });

describe('POST /accounts/auth/assume', () => {
  it('gives an admin a token that acts as the other account', async () => {
    const reply = await assume(adminToken, { Username: 'demo' });
    expect(reply.status).toBe(200);
    expect(reply.json.Username).toBe('demo');
    const verify = await server.request('/accounts/auth/verify', { token: reply.json.Token });
    expect(verify.json).toMatchObject({ Username: 'demo', Admin: false });

    // The assumed token really is demo's: it sees demo's projects, not the admin's.
    const created = await server.request('/r/eu-west-1/api/v1/project/Made%20as%20demo', {
      method: 'PUT',
      token: reply.json.Token,
    });
    const demoList = await server.request('/r/eu-west-1/api/v1/list/project/', { token: demoToken });
    expect(demoList.json.Projects.map((p: { uid: string }) => p.uid)).toContain(created.json.uid);
  });

  it('is forbidden to ordinary users', async () => {
    const reply = await assume(demoToken, { Username: 'admin' });
    expect(reply.status).toBe(403);
    expect(reply.json.Message).toEqual(expect.any(String));
    expect(reply.json).not.toHaveProperty('Token');
  });

  it('answers 404 for an unknown account, 400 without a Username, 401 without a token', async () => {
    expect((await assume(adminToken, { Username: 'ghost' })).status).toBe(404);
    expect((await assume(adminToken, {})).status).toBe(400);
    expect((await assume(undefined, { Username: 'demo' })).status).toBe(401);
  });
});

describe('GET /accounts/account/search', () => {
  const search = (q: string, token: string) =>
    server.request(`/accounts/account/search?q=${encodeURIComponent(q)}`, { token });

  it('finds usernames containing the query, ignoring case', async () => {
    const reply = await search('DeM', adminToken);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ Accounts: [{ username: 'demo' }] });
    expect((await search('admin', adminToken)).json.Accounts).toEqual([{ username: 'admin' }]);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search('%%', adminToken)).json.Accounts).toEqual([]);
  });

  it('returns at most 50 accounts', async () => {
    // Straight into the table: hashing 55 real passwords would only slow the suite.
    await server.app.db
      .insertInto('users')
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          username: `bulk${i}`,
          password_hash: 'unusable',
          is_admin: 0,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const reply = await search('bulk', adminToken);
    expect(reply.json.Accounts).toHaveLength(50);
  });

  it('is forbidden to ordinary users, even with the admin-check query', async () => {
    const reply = await search('admin', demoToken);
    expect(reply.status).toBe(403);
    expect(reply.json.Message).toEqual(expect.any(String));
  });

  it('needs more than one character', async () => {
    for (const q of ['a', '']) {
      const reply = await search(q, adminToken);
      expect(reply.status).toBe(400);
      expect(reply.json.Message).toMatch(/q/);
    }
    expect((await server.request('/accounts/account/search', { token: adminToken })).status).toBe(400);
  });
});
