import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../security/raw-http.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
});
afterAll(() => server.close());

const api = (region: string) => `/r/${region}/api/v1`;
const segments = (path: string) => path.split('/').map(encodeURIComponent).join('/');
const putTag = (region: string, path: string, token = demo, query = '') =>
  server.request(`${api(region)}/tag/${segments(path)}${query}`, { method: 'PUT', token });
const deleteTag = (region: string, path: string, token = demo) =>
  server.request(`${api(region)}/tag/${segments(path)}`, { method: 'DELETE', token });
const tagNames = async (region: string, token = demo) => {
  const reply = await server.request(`${api(region)}/list/tag`, { token });
  expect(reply.status).toBe(200);
  expect(reply.json.Metadata).toEqual({ Count: reply.json.Tags.length });
  return reply.json.Tags.map((t: { name: string }) => t.name) as string[];
};
const link = (region: string, prjuid: string, tag: string, method = 'PUT', token = demo) =>
  server.request(`${api(region)}/tagproject/${prjuid}/${segments(tag)}`, { method, token });
const links = async (region: string, token = demo) => {
  const reply = await server.request(`${api(region)}/list/tagproject`, { token });
  expect(reply.status).toBe(200);
  return reply.json.TagProjects as Array<{ prjuid: string; tag: string }>;
};
const createProject = async (region: string, name: string, token = demo) => {
  const reply = await server.request(`${api(region)}/project/${encodeURIComponent(name)}`, { method: 'PUT', token });
  expect(reply.status).toBe(201);
  return reply.json.uid as string;
};

describe('tags', () => {
  it('creates a tag with its missing ancestors and answers it with its parent', async () => {
    const created = await putTag('eu-west-1', 'clients/acme/2027');
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ Tag: { name: 'clients/acme/2027', parent: 'clients/acme' }, Count: 3 });
    const list = await server.request(`${api('eu-west-1')}/list/tag`, { token: demo });
    expect(list.json.Tags).toEqual([
      { name: 'clients' },
      { name: 'clients/acme', parent: 'clients' },
      { name: 'clients/acme/2027', parent: 'clients/acme' },
    ]);
  });

  it('creates under a named parent only when it is there and the path is under it', async () => {
    expect((await putTag('eu-west-1', 'clients/beta', demo, '?parent=clients')).status).toBe(201);
    const missing = await putTag('eu-west-1', 'nowhere/x', demo, '?parent=nowhere');
    expect(missing.status).toBe(404);
    expect(missing.json.Message).toMatch(/parent tag 'nowhere' is not there/);
    const elsewhere = await putTag('eu-west-1', 'other/x', demo, '?parent=clients');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.Message).toMatch(/is not under its parent 'clients'/);
    expect(await tagNames('eu-west-1')).not.toContain('nowhere');
  });

  it('refuses a tag that exists already with a 409', async () => {
    const again = await putTag('eu-west-1', 'clients/acme');
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ Message: "The tag 'clients/acme' exists already" });
  });

  it('keeps each user’s tags their own', async () => {
    expect(await tagNames('eu-west-1', other)).toEqual([]);
    // The other user's tag of the same name is theirs, and never shows for demo twice.
    expect((await putTag('eu-west-1', 'clients', other)).status).toBe(201);
    expect(await tagNames('eu-west-1', other)).toEqual(['clients']);
    expect((await deleteTag('eu-west-1', 'clients/acme', other)).status).toBe(404);
    expect((await putTag('eu-west-1', 'stolen', other, '?from=clients%2Facme')).status).toBe(404);
    expect(await tagNames('eu-west-1')).toContain('clients/acme/2027');
  });

  it('keeps each region’s tags apart', async () => {
    expect(await tagNames('us-east-1')).toEqual([]);
    expect((await putTag('us-east-1', 'clients/acme')).status).toBe(201);
    expect(await tagNames('us-east-1')).toEqual(['clients', 'clients/acme']);
    expect((await deleteTag('us-east-1', 'clients')).status).toBe(200);
    expect(await tagNames('eu-west-1')).toContain('clients/acme');
  });

  it('needs a signed-in caller', async () => {
    expect((await server.request(`${api('eu-west-1')}/list/tag`)).status).toBe(401);
    expect((await server.request(`${api('eu-west-1')}/tag/x`, { method: 'PUT' })).status).toBe(401);
  });
});

describe('bad tag paths', () => {
  it.each([
    ['an empty name', '/tag/'],
    ['a double slash', '/tag/a//b'],
    ['a trailing slash', '/tag/a/'],
    ['an encoded traversal', '/tag/a/%2e%2e/b'],
    ['an encoded dot', '/tag/%2e'],
    ['a backslash', '/tag/a%5Cb'],
    ['a control character', '/tag/a%00b'],
    ['a line break', '/tag/a%0Ab'],
    ['a bidirectional override', '/tag/invoice%E2%80%AEgnp'],
    ['a full-width traversal', '/tag/%EF%BC%8E%EF%BC%8E'],
    ['a name too long', `/tag/${'x'.repeat(65)}`],
    ['too many levels', `/tag/${Array(9).fill('a').join('/')}`],
    ['a leading space', '/tag/%20lead'],
  ])('refuses %s with a 400 and a message', async (_, path) => {
    const reply = await rawRequest(server.url, `${api('eu-west-1')}${path}`, { method: 'PUT', token: demo });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/\S/);
  });

  it('refuses a raw traversal sent byte for byte', async () => {
    for (const path of ['/tag/a/../b', '/tag/./a', '/tag/..']) {
      const reply = await rawRequest(server.url, `${api('eu-west-1')}${path}`, { method: 'PUT', token: demo });
      expect(reply.status).toBe(400);
    }
    expect((await tagNames('eu-west-1')).filter((t) => t.includes('.'))).toEqual([]);
  });

  it('refuses a bad path in every call that takes one', async () => {
    const uid = await createProject('eu-west-1', 'Bad paths');
    for (const [method, path] of [
      ['DELETE', '/tag/a/%2e%2e'],
      ['PUT', '/tag/fine?from=a%2F..'],
      ['PUT', `/tagproject/${uid}/a//b`],
      ['DELETE', `/tagproject/${uid}/%2e%2e`],
    ] as const) {
      const reply = await rawRequest(server.url, `${api('eu-west-1')}${path}`, { method, token: demo });
      expect([method, path, reply.status]).toEqual([method, path, 400]);
    }
  });
});

describe('renaming by moving', () => {
  it('moves a tag, its descendants and their projects', async () => {
    const uid = await createProject('eu-west-1', 'Moving');
    expect((await putTag('eu-west-1', 'move/me/deep')).status).toBe(201);
    expect((await link('eu-west-1', uid, 'move/me/deep')).status).toBe(201);
    expect((await link('eu-west-1', uid, 'move/me')).status).toBe(201);

    const moved = await putTag('eu-west-1', 'archive/2026/me', demo, '?from=move%2Fme');
    expect(moved.status).toBe(200);
    expect(moved.json).toEqual({ Tag: { name: 'archive/2026/me', parent: 'archive/2026' }, Count: 4, From: 'move/me' });
    const names = await tagNames('eu-west-1');
    expect(names).toEqual(
      expect.arrayContaining(['move', 'archive', 'archive/2026', 'archive/2026/me', 'archive/2026/me/deep']),
    );
    expect(names).not.toContain('move/me');
    expect(names).not.toContain('move/me/deep');
    expect((await links('eu-west-1')).filter((l) => l.prjuid === uid).map((l) => l.tag)).toEqual([
      'archive/2026/me',
      'archive/2026/me/deep',
    ]);
  });

  it('refuses a move onto a tag that exists, under itself, from a tag not there, or onto itself', async () => {
    await putTag('eu-west-1', 'left');
    await putTag('eu-west-1', 'right');
    expect((await putTag('eu-west-1', 'right', demo, '?from=left')).status).toBe(409);
    const under = await putTag('eu-west-1', 'left/inner', demo, '?from=left');
    expect(under.status).toBe(400);
    expect(under.json.Message).toMatch(/cannot move under itself/);
    expect((await putTag('eu-west-1', 'x', demo, '?from=absent')).status).toBe(404);
    expect((await putTag('eu-west-1', 'left', demo, '?from=left')).status).toBe(400);
    expect(await tagNames('eu-west-1')).toEqual(expect.arrayContaining(['left', 'right']));
  });

  it('refuses a move whose descendants would break the depth bound, moving nothing', async () => {
    await putTag('eu-west-1', 'tall/a/b/c/d/e');
    const reply = await putTag('eu-west-1', 'x/y/z/w', demo, '?from=tall');
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/at most 8 levels/);
    expect(await tagNames('eu-west-1')).toContain('tall/a/b/c/d/e');
  });
});

describe('deleting tags', () => {
  it('deletes a tag and its descendants, and the projects stay', async () => {
    const uid = await createProject('eu-west-1', 'Stays');
    await putTag('eu-west-1', 'gone/child');
    expect((await link('eu-west-1', uid, 'gone/child')).status).toBe(201);
    const deleted = await deleteTag('eu-west-1', 'gone');
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ Deleted: 'gone', Count: 2 });
    expect((await tagNames('eu-west-1')).filter((t) => t.startsWith('gone'))).toEqual([]);
    expect((await links('eu-west-1')).filter((l) => l.prjuid === uid)).toEqual([]);
    expect((await server.request(`${api('eu-west-1')}/project/${uid}`, { token: demo })).status).toBe(200);
    expect((await deleteTag('eu-west-1', 'gone')).status).toBe(404);
  });

  it('does not take a tag whose name merely starts alike', async () => {
    await putTag('eu-west-1', 'keep');
    await putTag('eu-west-1', 'keeper');
    await deleteTag('eu-west-1', 'keep');
    expect(await tagNames('eu-west-1')).toContain('keeper');
  });
});

describe('tagging projects', () => {
  it('tags a project once; a second time is a 409 saying so', async () => {
    const uid = await createProject('eu-west-1', 'Tagged');
    await putTag('eu-west-1', 'blue');
    const first = await link('eu-west-1', uid, 'blue');
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ prjuid: uid, tag: 'blue' });
    const second = await link('eu-west-1', uid, 'blue');
    expect(second.status).toBe(409);
    expect(second.json).toEqual({ Message: `The project ${uid} has the tag 'blue' already` });
    expect((await links('eu-west-1')).filter((l) => l.prjuid === uid)).toEqual([{ prjuid: uid, tag: 'blue' }]);
  });

  it('removes a tag from a project; removing it again is a 404', async () => {
    const uid = await createProject('eu-west-1', 'Untagged');
    await putTag('eu-west-1', 'green');
    await link('eu-west-1', uid, 'green');
    const removed = await link('eu-west-1', uid, 'green', 'DELETE');
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ prjuid: uid, tag: 'green' });
    expect((await link('eu-west-1', uid, 'green', 'DELETE')).status).toBe(404);
    expect(await tagNames('eu-west-1')).toContain('green');
  });

  it('answers 404 for an unknown project, another user’s, one of another region, or a tag not there', async () => {
    const mine = await createProject('eu-west-1', 'Mine');
    const theirs = await createProject('eu-west-1', 'Theirs', other);
    const american = await createProject('us-east-1', 'American');
    await putTag('eu-west-1', 'red');
    for (const uid of ['0'.repeat(32), theirs, american, 'not-a-uid']) {
      const reply = await link('eu-west-1', uid, 'red');
      expect([uid, reply.status]).toEqual([uid, 404]);
      expect(reply.json.Message).toMatch(/Project .* not found/);
    }
    expect((await link('eu-west-1', theirs, 'clients', 'PUT', other)).status).toBe(201);
    expect((await link('eu-west-1', theirs, 'clients', 'DELETE', demo)).status).toBe(404);
    const noTag = await link('eu-west-1', mine, 'absent');
    expect(noTag.status).toBe(404);
    expect(noTag.json.Message).toBe("Tag 'absent' not found");
    // Another user's tag of the same name is not demo's to use.
    await putTag('eu-west-1', 'only-theirs', other);
    expect((await link('eu-west-1', mine, 'only-theirs')).status).toBe(404);
    expect((await links('eu-west-1', other)).map((l) => l.prjuid)).toEqual([theirs]);
    expect((await links('eu-west-1')).map((l) => l.prjuid)).not.toContain(theirs);
  });

  it('forgets a deleted project’s links', async () => {
    const uid = await createProject('eu-west-1', 'Deleted later');
    await putTag('eu-west-1', 'yellow');
    await link('eu-west-1', uid, 'yellow');
    expect((await server.request(`${api('eu-west-1')}/project/${uid}`, { method: 'DELETE', token: demo })).status).toBe(
      200,
    );
    expect((await links('eu-west-1')).filter((l) => l.prjuid === uid)).toEqual([]);
    expect(await tagNames('eu-west-1')).toContain('yellow');
  });

  it('carries a tag with special characters in its names', async () => {
    const uid = await createProject('eu-west-1', 'Special');
    const tag = 'Café & co/50% off?#1';
    expect((await putTag('eu-west-1', tag)).status).toBe(201);
    expect((await link('eu-west-1', uid, tag)).status).toBe(201);
    expect((await links('eu-west-1')).filter((l) => l.prjuid === uid)).toEqual([{ prjuid: uid, tag }]);
  });
});

describe('a project moving to another region', () => {
  it('leaves the tags of its old region behind, and takes the new region’s', async () => {
    const uid = await createProject('eu-west-1', 'Migrating');
    await putTag('eu-west-1', 'travels');
    expect((await link('eu-west-1', uid, 'travels')).status).toBe(201);
    // What a migration does to the project's row (project-copy/migration-journal.ts).
    await server.app.db.updateTable('projects').set({ region: 'us-east-1' }).where('uid', '=', uid).execute();
    expect((await links('eu-west-1')).filter((l) => l.prjuid === uid)).toEqual([]);
    expect(await links('us-east-1')).toEqual([]);
    expect((await link('eu-west-1', uid, 'travels')).status).toBe(404);
    await putTag('us-east-1', 'travels');
    expect((await link('us-east-1', uid, 'travels')).status).toBe(201);
    expect((await links('us-east-1')).filter((l) => l.prjuid === uid)).toEqual([{ prjuid: uid, tag: 'travels' }]);
  });
});

describe('changes at the same time', () => {
  it('create the same tag once: one 201, the others 409', async () => {
    const replies = await Promise.all(Array.from({ length: 5 }, () => putTag('eu-west-1', 'race/one')));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await tagNames('eu-west-1')).filter((t) => t.startsWith('race'))).toEqual(['race', 'race/one']);
  });

  it('link a project to a tag once, and a move with ?parent= is refused', async () => {
    const uid = await createProject('eu-west-1', 'Raced');
    const replies = await Promise.all(Array.from({ length: 4 }, () => link('eu-west-1', uid, 'race/one')));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await putTag('eu-west-1', 'race/two', demo, '?from=race%2Fone&parent=race')).status).toBe(400);
  });
});
