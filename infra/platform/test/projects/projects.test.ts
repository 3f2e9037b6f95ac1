import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { DEFAULT_PROJECT_QUOTA_BYTES } from '../../src/plugins/app-options.ts';

let server: TestServer;
let demo: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
});
afterAll(() => server.close());

const api = (region: string) => `/r/${region}/api/v1`;
const create = (region: string, name: string, token = demo) =>
  server.request(`${api(region)}/project/${encodeURIComponent(name)}`, { method: 'PUT', token });
const list = (region: string, token = demo) => server.request(`${api(region)}/list/project/`, { token });
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const blobDir = (region: string, uid: string) => path.join(server.dataDir, 'blobs', region, uid);

describe('project lifecycle', () => {
  it('creates, lists, reads and deletes a project in eu-west-1 and in us-east-1', async () => {
    for (const region of ['eu-west-1', 'us-east-1']) {
      const created = await create(region, `Trailer ${region}`);
      expect(created.status).toBe(201);
      const uid = created.headers.get('project-uid');
      expect(uid).toMatch(/^[0-9a-f]{32}$/);
      expect(created.json).toEqual({
        uid,
        prjuid: uid,
        name: `Trailer ${region}`,
        region,
        awsregion: region,
        date_created: expect.any(String),
        type: 'project',
      });
      expect(new Date(created.json.date_created).toISOString()).toBe(created.json.date_created);
      expect(await exists(blobDir(region, uid!))).toBe(true);

      const listed = await list(region);
      expect(listed.status).toBe(200);
      expect(listed.json.Projects).toContainEqual(created.json);
      expect(listed.json.Metadata).toEqual({ Count: listed.json.Projects.length, Region: region });

      const read = await server.request(`${api(region)}/project/${uid}`, { token: demo });
      expect(read.status).toBe(200);
      // A new project holds nothing yet of its storage quota (docs/project-quota.md).
      expect(read.json).toEqual({
        ...created.json,
        Metadata: { Owner: 'demo', Speed: 0, Used: 0, Quota: DEFAULT_PROJECT_QUOTA_BYTES },
      });

      const deleted = await server.request(`${api(region)}/project/${uid}`, { method: 'DELETE', token: demo });
      expect(deleted.status).toBe(200);
      expect(deleted.json).toEqual({ Deleted: uid });
      expect(await exists(blobDir(region, uid!))).toBe(false);
      expect((await server.request(`${api(region)}/project/${uid}`, { token: demo })).status).toBe(404);
      expect((await list(region)).json.Projects.map((p: { uid: string }) => p.uid)).not.toContain(uid);
    }
  });

  it('lists newest first', async () => {
    const names = ['first', 'second', 'third'];
    for (const name of names) await create('eu-original-1', name);
    const listed = (await list('eu-original-1')).json.Projects.map((p: { name: string }) => p.name);
    expect(listed).toEqual(['third', 'second', 'first']);
  });

  it('keeps each region its own: a project of one region is not visible in another', async () => {
    const eu = (await create('eu-west-1', 'Only in Europe')).json;
    const us = (await create('us-east-1', 'Only in America')).json;
    const euUids = (await list('eu-west-1')).json.Projects.map((p: { uid: string }) => p.uid);
    const usUids = (await list('us-east-1')).json.Projects.map((p: { uid: string }) => p.uid);
    expect(euUids).toContain(eu.uid);
    expect(euUids).not.toContain(us.uid);
    expect(usUids).toContain(us.uid);
    expect(usUids).not.toContain(eu.uid);

    expect((await server.request(`${api('us-east-1')}/project/${eu.uid}`, { token: demo })).status).toBe(404);
    const wrongRegionDelete = await server.request(`${api('us-east-1')}/project/${eu.uid}`, {
      method: 'DELETE',
      token: demo,
    });
    expect(wrongRegionDelete.status).toBe(404);
    expect((await server.request(`${api('eu-west-1')}/project/${eu.uid}`, { token: demo })).status).toBe(200);
  });
});

describe('ownership', () => {
  it("answers 404 for another user's project on read and delete, and leaves it alone", async () => {
    const mine = (await create('eu-west-1', 'Private cut')).json;
    const path = `${api('eu-west-1')}/project/${mine.uid}`;

    const read = await server.request(path, { token: other });
    const removal = await server.request(path, { method: 'DELETE', token: other });
    const missingUid = '0'.repeat(32);
    const unknown = await server.request(`${api('eu-west-1')}/project/${missingUid}`, { token: other });
    expect(unknown.status).toBe(404);
    // Indistinguishable from a project that does not exist at all.
    for (const reply of [read, removal]) {
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual({ Message: unknown.json.Message.replace(missingUid, mine.uid) });
    }
    expect((await list('eu-west-1', other)).json.Projects).toEqual([]);
    expect((await server.request(path, { token: demo })).status).toBe(200);
    expect(await exists(blobDir('eu-west-1', mine.uid))).toBe(true);
  });

  it('needs a token for every region call', async () => {
    const replies = await Promise.all([
      server.request(`${api('eu-west-1')}/list/project/`),
      server.request(`${api('eu-west-1')}/project/Sneaky`, { method: 'PUT' }),
      server.request(`${api('eu-west-1')}/project/${'0'.repeat(32)}`, { method: 'DELETE' }),
    ]);
    for (const reply of replies) {
      expect(reply.status).toBe(401);
      expect(reply.json.Message).toEqual(expect.any(String));
    }
  });
});

describe('project names', () => {
  it('url-decodes and trims the name', async () => {
    const reply = await server.request(`${api('eu-west-1')}/project/%20%20Caf%C3%A9%20%2F%20bar%20`, {
      method: 'PUT',
      token: demo,
    });
    expect(reply.status).toBe(201);
    expect(reply.json.name).toBe('Café / bar');
  });

  it('accepts 100 characters', async () => {
    expect((await create('eu-west-1', 'é'.repeat(100))).status).toBe(201);
  });

  it.each([
    ['only spaces', '   '],
    ['101 characters', 'x'.repeat(101)],
    ['a control character', 'bad\u0007name'],
    ['a newline', 'two\nlines'],
  ])('rejects %s with 400 and a Message', async (_case, name) => {
    const reply = await create('eu-west-1', name);
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/name/i);
  });
});

describe('region hosts', () => {
  it('answer 404 for an unknown region', async () => {
    const replies = await Promise.all([
      list('mars-north-1'),
      create('mars-north-1', 'x'),
      server.request('/r/mars-north-1/render/v2/settings/mars-north-1/abc', { token: demo }),
    ]);
    for (const reply of replies) {
      expect(reply.status).toBe(404);
      expect(reply.json.Message).toEqual(expect.any(String));
    }
  });

  it('accept and ignore the console-version header', async () => {
    const reply = await server.request(`${api('eu-west-1')}/list/project/`, {
      token: demo,
      headers: { 'x-console-version': '1.2.3' },
    });
    expect(reply.status).toBe(200);
  });
});
