import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject } from '../helpers/assets.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let admin: string;
let demo: string;
let other: string;
let third: string;
let assumedDemo: string;
const uids: Record<string, string> = {};

const assume = (token: string | undefined, Username: string) =>
  server.request('/accounts/auth/assume', { method: 'POST', token, body: { Username } });
const byProject = (token: string | undefined, q: string, region = 'eu-west-1') =>
  server.request(`${api(region)}/internal/userbyproject?q=${encodeURIComponent(q)}`, { token });
const auditPage = (token: string | undefined, query = '') =>
  server.request(`/accounts/account/audit${query}`, { token });

beforeAll(async () => {
  server = await startTestServer();
  await server.app.users.create({ username: 'third', password: 'third' });
  [admin, demo, other, third] = await Promise.all([
    server.login('admin'),
    server.login('demo'),
    server.login('other'),
    server.login('third', 'third'),
  ]);
  uids.demo = await createProject(server, demo, 'Holiday reel');
  uids.demoUs = await createProject(server, demo, 'Winter ad', 'us-east-1');
  uids.other = await createProject(server, other, 'Holiday teaser', 'us-east-1');
  uids.third = await createProject(server, third, 'Third holiday');
  uids.admin = await createProject(server, admin, 'Admin notes');
  const assumed = await assume(admin, 'demo');
  expect(assumed.status).toBe(200);
  assumedDemo = assumed.json.Token;
}, 60_000);
afterAll(() => server.close());

describe('admin calls and ordinary accounts', () => {
  const calls = (): Array<[string, (token: string | undefined) => Promise<{ status: number; json: any }>]> => [
    ['userbyproject eu-west-1', (token) => byProject(token, 'holiday')],
    ['userbyproject us-east-1', (token) => byProject(token, 'holiday', 'us-east-1')],
    [
      'copy between users',
      (token) =>
        server.request(`${api()}/internal/copy/${uids.demo}`, {
          method: 'POST',
          token,
          body: { source: 'demo', target: 'other', region: 'eu-west-1' },
        }),
    ],
    ['a copy task', (token) => server.request(`${api()}/internal/copy/task/anything`, { token })],
    ['the audit log', (token) => auditPage(token)],
    ['assume', (token) => assume(token, 'third')],
    ['account search', (token) => server.request('/accounts/account/search?q=de', { token })],
  ];

  it('refuses every admin call to ordinary accounts and to an admin acting as one (403), and to no token (401)', async () => {
    for (const [name, call] of calls()) {
      for (const [who, token] of [
        ['demo', demo],
        ['other', other],
        ['third', third],
        ['the admin acting as demo', assumedDemo],
      ] as const) {
        const reply = await call(token);
        expect(reply.status, `${name} as ${who}`).toBe(403);
        expect(reply.json.Message, `${name} as ${who}`).toEqual(expect.any(String));
        expect(reply.json).not.toHaveProperty('Projects');
        expect(reply.json).not.toHaveProperty('Entries');
        expect(reply.json).not.toHaveProperty('Token');
      }
      expect((await call(undefined)).status, `${name} without a token`).toBe(401);
      expect((await call('0'.repeat(64))).status, `${name} with a made-up token`).toBe(401);
    }
    // The admin's token in another scheme is no token at all.
    const bearer = await server.request(`${api()}/internal/userbyproject?q=holiday`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(bearer.status).toBe(401);
    // Nothing an ordinary account tried reached the audit log.
    const log = await auditPage(admin);
    expect(log.json.Entries.map((entry: { whom: string }) => entry.whom)).toEqual(['demo']);
  });
});

describe('an assumed session', () => {
  it('acts as that account only: its projects, not the admin’s nor a third account’s', async () => {
    const verify = await server.request('/accounts/auth/verify', { token: assumedDemo });
    expect(verify.json).toMatchObject({ Username: 'demo', Admin: false });
    const list = await server.request(`${api()}/list/project/`, { token: assumedDemo });
    expect(list.json.Projects.map((project: { name: string }) => project.name)).toEqual(['Holiday reel']);
    expect((await server.request(`${api()}/project/${uids.demo}`, { token: assumedDemo })).status).toBe(200);
    for (const uid of [uids.admin, uids.third])
      expect((await server.request(`${api()}/project/${uid}`, { token: assumedDemo })).status).toBe(404);
    expect((await server.request(`${api('us-east-1')}/project/${uids.other}`, { token: assumedDemo })).status).toBe(
      404,
    );
    // What it makes is demo's.
    const made = await createProject(server, assumedDemo, 'Made while assumed');
    const demoList = await server.request(`${api()}/list/project/`, { token: demo });
    expect(demoList.json.Projects.map((project: { uid: string }) => project.uid)).toContain(made);
    const adminList = await server.request(`${api()}/list/project/`, { token: admin });
    expect(adminList.json.Projects.map((project: { name: string }) => project.name)).toEqual(['Admin notes']);
  });
});

describe('GET /v1/internal/userbyproject', () => {
  it('finds projects of any account of the host’s region by name, with their owners', async () => {
    const eu = await byProject(admin, 'HOLIDAY');
    expect(eu.status).toBe(200);
    expect(eu.json.Projects).toEqual([
      { uid: uids.demo, name: 'Holiday reel', region: 'eu-west-1', owner: { username: 'demo' } },
      { uid: uids.third, name: 'Third holiday', region: 'eu-west-1', owner: { username: 'third' } },
    ]);
    const us = await byProject(admin, 'holiday', 'us-east-1');
    expect(us.json.Projects).toEqual([
      { uid: uids.other, name: 'Holiday teaser', region: 'us-east-1', owner: { username: 'other' } },
    ]);
    expect((await byProject(admin, 'winter')).json.Projects).toEqual([]);
    expect((await byProject(admin, 'winter', 'us-east-1')).json.Projects).toEqual([
      expect.objectContaining({ uid: uids.demoUs, owner: { username: 'demo' } }),
    ]);
  });

  it('finds a project by its uid, whole or in part', async () => {
    expect((await byProject(admin, uids.third!)).json.Projects).toEqual([
      expect.objectContaining({ uid: uids.third, owner: { username: 'third' } }),
    ]);
    expect(
      (await byProject(admin, uids.other!.slice(2, 12), 'us-east-1')).json.Projects.map(
        (hit: { uid: string }) => hit.uid,
      ),
    ).toContain(uids.other);
  });

  it('takes % and _ as plain characters and answers at most 50 projects', async () => {
    expect((await byProject(admin, '%%')).json.Projects).toEqual([]);
    expect((await byProject(admin, '__')).json.Projects).toEqual([]);
    const user = (await server.app.users.findByUsername('third'))!;
    for (let index = 0; index < 55; index += 1)
      await server.app.projects.create(user, 'eu-west-1', `Bulk ${String(index).padStart(2, '0')}`);
    const bulk = await byProject(admin, 'bulk');
    expect(bulk.json.Projects).toHaveLength(50);
    expect(bulk.json.Projects[0].name).toBe('Bulk 00');
  });

  it('refuses searches of one character or none, and odd queries (400)', async () => {
    for (const query of ['?q=a', '?q=', '?q=%20x%20', '', `?q=${'x'.repeat(201)}`]) {
      const reply = await server.request(`${api()}/internal/userbyproject${query}`, { token: admin });
      expect(reply.status, query).toBe(400);
      expect(reply.json.Message, query).toEqual(expect.any(String));
    }
  });
});

describe('the audit log', () => {
  it('records every assume, newest first, in pages', async () => {
    expect((await assume(admin, 'other')).status).toBe(200);
    expect((await assume(admin, 'third')).status).toBe(200);
    expect((await assume(admin, 'ghost')).status).toBe(404);
    const all = await auditPage(admin);
    expect(all.status).toBe(200);
    expect(
      all.json.Entries.map(
        (entry: { who: string; whom: string; what: string }) => `${entry.who}>${entry.what}>${entry.whom}`,
      ),
    ).toEqual(['admin>assume>third', 'admin>assume>other', 'admin>assume>demo']);
    for (const entry of all.json.Entries) expect(Date.parse(entry.when)).not.toBeNaN();
    expect(all.json.Metadata).toEqual({ Count: 3 });

    const first = await auditPage(admin, '?pagesize=2');
    expect(first.json.Entries.map((entry: { whom: string }) => entry.whom)).toEqual(['third', 'other']);
    const second = await auditPage(admin, `?pagesize=2&pagetoken=${first.json.Metadata.PageToken}`);
    expect(second.json).toEqual({ Entries: [expect.objectContaining({ whom: 'demo' })], Metadata: { Count: 1 } });
  });

  it('refuses page tokens it never gave out and bad page sizes (400)', async () => {
    for (const query of [
      '?pagetoken=abc',
      '?pagetoken=-1',
      '?pagetoken=0',
      '?pagesize=0',
      '?pagesize=x',
      '?pagesize=-3',
    ]) {
      expect((await auditPage(admin, query)).status, query).toBe(400);
    }
  });
});
