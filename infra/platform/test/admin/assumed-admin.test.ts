import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject } from '../helpers/assets.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// An admin acting as another admin: no second assume, and the audit names the person signed in.
let server: TestServer;
let admin: string;
let asAdmin2: string;
let demoProject: string;

const assume = (token: string, Username: string) =>
  server.request('/accounts/auth/assume', { method: 'POST', token, body: { Username } });
const entries = async () =>
  (await server.request('/accounts/account/audit', { token: admin })).json.Entries.map(
    (entry: { who: string; what: string; whom: string; detail: string }) =>
      `${entry.who}>${entry.what}>${entry.whom}${entry.detail ? ` (${entry.detail})` : ''}`,
  );

beforeAll(async () => {
  server = await startTestServer();
  await server.app.users.create({ username: 'admin2', password: 'admin2', isAdmin: true });
  admin = await server.login('admin');
  demoProject = await createProject(server, await server.login('demo'), 'Handed over');
  const assumed = await assume(admin, 'admin2');
  expect(assumed.status).toBe(200);
  asAdmin2 = assumed.json.Token;
});
afterAll(() => server.close());

describe('an assumed admin session', () => {
  it('cannot assume anyone (403): not a user, not another admin, not itself, not the admin behind it', async () => {
    for (const target of ['demo', 'other', 'admin', 'admin2', 'ghost']) {
      const reply = await assume(asAdmin2, target);
      expect(reply.status, target).toBe(403);
      expect(reply.json.Message).toMatch(/assumed session cannot assume/);
      expect(reply.json).not.toHaveProperty('Token');
    }
    // Nor with a token renewed from it: the renewal stays in the assumed session.
    const renewed = await server.request('/accounts/auth/renew', { method: 'POST', token: asAdmin2 });
    expect(renewed.status).toBe(200);
    expect((await assume(renewed.json.Token, 'demo')).status).toBe(403);
    // The refusals are not in the audit log: only the one assume that happened.
    expect(await entries()).toEqual(['admin>assume>admin2']);
  });

  it('leaves the admin’s own session able to assume', async () => {
    const reply = await assume(admin, 'demo');
    expect(reply.status).toBe(200);
    expect((await server.request('/accounts/auth/verify', { token: reply.json.Token })).json).toMatchObject({
      Username: 'demo',
      Admin: false,
    });
    expect((await entries())[0]).toBe('admin>assume>demo');
  });

  it('names the real actor in every audit entry of what it does, with the account it acted as', async () => {
    const copy = await server.request(`${api()}/internal/copy/${demoProject}`, {
      method: 'POST',
      token: asAdmin2,
      body: { source: 'demo', target: 'other', region: 'eu-west-1' },
    });
    expect(copy.status).toBe(200);
    const [latest] = await entries();
    expect(latest).toMatch(
      new RegExp(
        `^admin>copy>other \\(project ${demoProject} of demo \\(eu-west-1\\) to eu-west-1, task .+, acting as admin2\\)$`,
      ),
    );
    // Not one entry names the middle account as its actor.
    const all: string[] = await entries();
    expect(all.filter((entry) => entry.startsWith('admin2>'))).toEqual([]);
    // The admin's own copy has no "acting as".
    const own = await server.request(`${api()}/internal/copy/${demoProject}`, {
      method: 'POST',
      token: admin,
      body: { source: 'demo', target: 'other', region: 'eu-west-1' },
    });
    expect(own.status).toBe(200);
    expect((await entries())[0]).toMatch(/^admin>copy>other \(project .+, task [^,]+\)$/);
  });

  it('ends with the admin’s session', async () => {
    const fresh = await server.login('admin');
    const assumed = (await assume(fresh, 'admin2')).json.Token;
    await server.request('/accounts/auth/logout', { method: 'POST', token: fresh });
    expect((await assume(assumed, 'demo')).status).toBe(401);
  });
});
