import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PATTERN } from '@reelforge/model/api-keys';
import { api, createProject } from '../helpers/assets.ts';
import { startTestServer, type Reply, type TestServer } from '../helpers/server.ts';

// API keys over HTTP (docs/api.md, "API keys"): made, listed and revoked by the person signed in;
// a key revoked, expired, unknown, malformed or of a disabled account opens nothing; keys make no
// admin or accounts service call; the key is never in the log; its last use is noted.
const DAY = 86_400_000;
let clock = Date.UTC(2031, 2, 3, 4, 5, 6);
const lines: string[] = [];
let server: TestServer;
let demo: string;
let admin: string;
let project: string;

beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    // Tokens outlive the moves of the clock below.
    tokenTtlMs: 3650 * DAY,
    sessionMaxMs: 3650 * DAY,
    rateLimits: { saves: 10_000, sessions: 10_000, signIn: 10_000 },
    logLevel: 'trace',
    logStream: { write: (line: string) => lines.push(line) },
  });
  [demo, admin] = await Promise.all([server.login('demo'), server.login('admin')]);
  project = await createProject(server, demo, 'Keys');
});
afterAll(() => server.close());

const keys = '/accounts/account/apikeys';
const create = (token: string, body: Record<string, unknown>) => server.request(keys, { method: 'POST', token, body });
const list = async (token: string) => (await server.request(keys, { token })).json.Keys as any[];

async function keyOf(token: string, body: Record<string, unknown> = {}): Promise<{ id: string; secret: string }> {
  const reply = await create(token, { Name: 'test', ...body });
  if (reply.status !== 201) throw new Error(`key: ${reply.status} ${reply.text}`);
  return { id: reply.json.Key.Id, secret: reply.json.Secret };
}

const withAuthorization = (authorization: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  server.request(path, { ...init, headers: { authorization } });
const withKey = (key: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<Reply> =>
  withAuthorization(`Bearer ${key}`, path, init);
const projects = `${api()}/list/project/`;

describe('making a key', () => {
  it('answers 201 with the key once, and lists it without the key, with its defaults', async () => {
    const reply = await create(demo, { Name: '  Nightly renders ' });
    expect(reply.status).toBe(201);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const { Key, Secret } = reply.json;
    expect(Secret).toMatch(API_KEY_PATTERN);
    expect(Key).toEqual({
      Id: expect.stringMatching(/^[0-9a-f]{32}$/),
      Name: 'Nightly renders',
      Prefix: Secret.slice(4, 12),
      Projects: null,
      Access: 'read-write',
      Expires: null,
      Created: new Date(clock).toISOString(),
      LastUsed: null,
      Revoked: null,
    });
    const listed = await server.request(keys, { token: demo });
    expect(listed.status).toBe(200);
    expect(listed.json.Keys).toContainEqual(Key);
    expect(listed.text).not.toContain(Secret);
  });

  it('keeps the projects, access and expiry asked for', async () => {
    const expires = new Date(clock + 30 * DAY).toISOString();
    const reply = await create(demo, {
      Name: 'one',
      Projects: [project.toUpperCase()],
      Access: 'read',
      Expires: expires,
    });
    expect(reply.status).toBe(201);
    expect(reply.json.Key).toMatchObject({ Projects: [project], Access: 'read', Expires: expires });
  });

  it('refuses (400) a bad name, another account’s project, an expiry past or beyond two years', async () => {
    const theirs = await createProject(server, await server.login('other'), 'Theirs');
    for (const [body, message] of [
      [{ Name: '' }, /Give the key a name/],
      [{ Name: 'x'.repeat(101) }, /at most 100 characters/],
      [{ Name: 'n', Projects: [project, theirs] }, new RegExp(`^No project ${theirs} of yours`)],
      [{ Name: 'n', Projects: ['0'.repeat(32)] }, /^No project 0{32} of yours/],
      [{ Name: 'n', Projects: [] }, /Name at least one project/],
      [{ Name: 'n', Expires: new Date(clock - 1).toISOString() }, /in the future/],
      [{ Name: 'n', Expires: new Date(clock + 731 * DAY).toISOString() }, /at most 730 days/],
      [{ Name: 'n', Access: 'write' }, /Access/],
    ] as const) {
      const reply = await create(demo, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.Message, JSON.stringify(body)).toMatch(message);
    }
  });

  it('is refused (403) to a session an admin assumed: the owner makes their own', async () => {
    const assumed = await server.request('/accounts/auth/assume', {
      method: 'POST',
      token: admin,
      body: { Username: 'demo' },
    });
    const reply = await create(assumed.json.Token, { Name: 'as demo' });
    expect(reply.status).toBe(403);
    expect(reply.json.Message).toBe('An assumed session cannot make API keys: demo makes their own');
    expect((await list(demo)).map((key) => key.Name)).not.toContain('as demo');
  });

  it('counts as a save for the rate limit', async () => {
    const limited = await startTestServer({ rateLimits: { saves: 2 } });
    try {
      const token = await limited.login('demo');
      const made = [];
      for (let i = 0; i < 3; i += 1)
        made.push((await limited.request(keys, { method: 'POST', token, body: { Name: `k${i}` } })).status);
      expect(made).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('a key in use', () => {
  it('acts as its owner, and its last use is noted at most once a minute', async () => {
    const { id, secret } = await keyOf(demo);
    const lastUse = async () => (await list(demo)).find((key) => key.Id === id)?.LastUsed;
    expect(await lastUse()).toBeNull();
    const first = clock;
    expect((await withKey(secret, projects)).status).toBe(200);
    expect(await lastUse()).toBe(new Date(first).toISOString());
    clock += 59_000;
    expect((await withKey(secret, projects)).status).toBe(200);
    expect(await lastUse()).toBe(new Date(first).toISOString());
    clock += 1_000;
    expect((await withKey(secret, projects)).status).toBe(200);
    expect(await lastUse()).toBe(new Date(clock).toISOString());
  });

  it('stops at once when revoked (401), and only its owner revokes it (another account’s id is a 404)', async () => {
    const { id, secret } = await keyOf(demo);
    const other = await server.login('other');
    const foreign = await server.request(`${keys}/${id}`, { method: 'DELETE', token: other });
    expect(foreign.status).toBe(404);
    expect(foreign.json.Message).toBe(`No API key ${id} of yours`);
    expect((await withKey(secret, projects)).status).toBe(200);
    const revoked = await server.request(`${keys}/${id}`, { method: 'DELETE', token: demo });
    expect(revoked.status).toBe(204);
    const after = await withKey(secret, projects);
    expect(after.status).toBe(401);
    expect(after.json.Message).toBe('This API key was revoked');
    expect((await list(demo)).find((key) => key.Id === id)?.Revoked).toBe(new Date(clock).toISOString());
    // Revoking again changes nothing.
    expect((await server.request(`${keys}/${id}`, { method: 'DELETE', token: demo })).status).toBe(204);
    expect((await server.request(`${keys}/not-a-key`, { method: 'DELETE', token: demo })).status).toBe(404);
  });

  it('stops at its expiry (401)', async () => {
    const { secret } = await keyOf(demo, { Expires: new Date(clock + DAY).toISOString() });
    expect((await withKey(secret, projects)).status).toBe(200);
    clock += DAY - 1;
    expect((await withKey(secret, projects)).status).toBe(200);
    clock += 1;
    const expired = await withKey(secret, projects);
    expect(expired.status).toBe(401);
    expect(expired.json.Message).toBe('This API key has expired');
  });

  it('stops when its account is disabled, and stays revoked when it is enabled again', async () => {
    const carol = await server.app.users.create({ username: 'carol', password: 'carol' });
    const token = await server.login('carol', 'carol');
    const { id, secret } = await keyOf(token);
    expect((await withKey(secret, projects)).status).toBe(200);
    const account = (state: string) =>
      server.request(`/accounts/admin/accounts/${carol.id}`, { method: 'PATCH', token: admin, body: { State: state } });
    expect((await account('disabled')).status).toBe(200);
    const refused = await withKey(secret, projects);
    expect(refused.status).toBe(401);
    expect(refused.json.Message).toMatch(/revoked|disabled/);
    expect((await account('active')).status).toBe(200);
    expect((await withKey(secret, projects)).status).toBe(401);
    const again = await server.login('carol', 'carol');
    expect((await list(again)).find((key) => key.Id === id)?.Revoked).not.toBeNull();
  });

  it('opens nothing when its account was disabled without its keys being revoked', async () => {
    const dave = await server.app.users.create({ username: 'dave', password: 'dave' });
    const { secret } = await keyOf(await server.login('dave', 'dave'));
    await server.app.users.change(dave.id, { active: false }, clock, () => undefined);
    const refused = await withKey(secret, projects);
    expect(refused.status).toBe(401);
    expect(refused.json.Message).toBe("This API key's account is disabled");
  });
});

describe('what a key is refused', () => {
  it('admin calls (403), whatever its owner’s role', async () => {
    const { secret } = await keyOf(admin);
    expect((await withKey(secret, projects)).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/accounts/account/search?q=dem'],
      ['GET', `${api()}/internal/userbyproject?q=ke`],
      ['POST', `${api()}/internal/copy/${project}`],
      ['GET', '/accounts/admin/accounts'],
      ['GET', '/accounts/account/audit'],
    ] as const) {
      const reply = await withKey(secret, path, method === 'GET' ? {} : { method, body: {} });
      expect(reply.status, path).toBe(403);
      expect(reply.json.Message, path).toMatch(/^API keys cannot/);
    }
  });

  it('the accounts service’s calls (403): passwords, keys, renewals, assume, sign-out', async () => {
    const { secret } = await keyOf(admin);
    for (const [method, path, message] of [
      ['POST', '/accounts/auth/password', 'API keys cannot change a password'],
      ['GET', keys, /^API keys cannot manage API keys/],
      ['POST', keys, /^API keys cannot manage API keys/],
      ['DELETE', `${keys}/x`, /^API keys cannot manage API keys/],
      ['POST', '/accounts/auth/renew', 'API keys cannot renew a sign-in'],
      ['POST', '/accounts/auth/assume', /^API keys cannot (assume another account|make admin calls)/],
      ['POST', '/accounts/auth/logout', /^API keys cannot sign out/],
      ['POST', '/accounts/auth/session', 'API keys cannot get storage credentials'],
      ['GET', '/accounts/auth/verify', /^API keys cannot call the accounts service/],
    ] as const) {
      const body = path.endsWith('password')
        ? { CurrentPassword: 'admin', NewPassword: 'a long new password' }
        : path.endsWith('assume')
          ? { Username: 'demo' }
          : path === keys && method === 'POST'
            ? { Name: 'more' }
            : undefined;
      const reply = await withKey(secret, path, { method, body });
      expect(reply.status, `${method} ${path}`).toBe(403);
      expect(reply.json.Message, path).toMatch(message);
    }
    // Nothing was changed: the admin's password still signs in.
    expect(
      (await server.request('/accounts/auth/login', { method: 'POST', body: { Username: 'admin', Password: 'admin' } }))
        .status,
    ).toBe(200);
  });

  it('a key never acts as another account: an assumed session is not made, an istoken header is not read as a key', async () => {
    const { secret } = await keyOf(admin);
    const assumed = await withKey(secret, '/accounts/auth/assume', { method: 'POST', body: { Username: 'demo' } });
    expect(assumed.status).toBe(403);
    expect(assumed.json.Token).toBeUndefined();
    const asToken = await withAuthorization(`istoken ${secret}`, projects);
    expect(asToken.status).toBe(401);
  });
});

describe('what is no key', () => {
  it('a malformed Bearer value (401 saying so), an unknown key (401)', async () => {
    const { secret } = await keyOf(demo);
    for (const authorization of [
      'Bearer',
      'Bearer ',
      `Bearer ${secret}x`,
      `Bearer ${secret.slice(0, -1)}`,
      `Bearer ${secret.replace('rfk_', 'rfx_')}`,
      `Bearer ${secret} ${secret}`,
      `Bearer ${'f'.repeat(64)}`,
      `Bearer "${secret}"`,
    ]) {
      const reply = await withAuthorization(authorization, projects);
      expect(reply.status, authorization).toBe(401);
      expect(reply.json.Message, authorization).toMatch(/^Malformed API key/);
    }
    const unknown = await withKey(`rfk_${'A'.repeat(40)}`, projects);
    expect(unknown.status).toBe(401);
    expect(unknown.json.Message).toBe('This API key is unknown');
    // Another scheme is no key either.
    expect((await withAuthorization(`Basic ${secret}`, projects)).status).toBe(401);
  });

  it('a huge Authorization header is refused before any lookup', async () => {
    const reply = await withAuthorization(`Bearer rfk_${'A'.repeat(64 * 1024)}`, projects);
    expect(reply.status).toBe(431);
  });

  it('a key in the token cookie, which file reads take for a token only', async () => {
    const { secret } = await keyOf(demo);
    const reply = await server.request(`${api()}/thumbnail/${project}/missing-w=100.jpg`, {
      headers: { cookie: `token=${secret}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(reply.status).toBe(401);
  });
});

describe('the log', () => {
  it('never holds a key, whether it was made, used, refused or malformed', async () => {
    const made = await keyOf(demo);
    const readOnly = await keyOf(demo, { Access: 'read' });
    await withKey(made.secret, projects);
    await withKey(made.secret, `${api()}/list/data/${project}/`);
    await withKey(readOnly.secret, `${api()}/appdata/${project}/scripts.json`, { method: 'PUT', body: [] });
    await withKey(made.secret, '/accounts/auth/verify');
    await withAuthorization(`Bearer ${made.secret}x`, projects);
    await server.request(`${keys}/${made.id}`, { method: 'DELETE', token: demo });
    await withKey(made.secret, projects);
    const log = lines.join('');
    expect(log).toContain('API key made');
    expect(log).toContain('/list/project');
    for (const secret of [made.secret, readOnly.secret]) {
      expect(log).not.toContain(secret);
      // Nor its random part alone.
      expect(log).not.toContain(secret.slice(4));
    }
  });
});
