import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchBytes } from '../helpers/assets.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { listUserFiles, putUserFile, userfs } from '../helpers/userfs.ts';

let server: TestServer;
let demo: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
});
afterAll(() => server.close());

describe('the file store', () => {
  it('is empty at first, and needs a sign-in', async () => {
    const reply = await listUserFiles(server, demo);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ Directories: [], Data: [], Metadata: { Count: 0, PageSize: 200 } });
    expect((await fetchBytes(server, `${userfs()}/list/data/`)).status).toBe(401);
    expect((await putUserFile(server, '', 'x.txt', 'x')).status).toBe(401);
  });

  it('stores a file in a folder, lists folders apart with their files’ metadata, and serves it back', async () => {
    const put = await putUserFile(server, demo, 'notes/readme.txt', 'hello');
    expect(put.status).toBe(201);
    expect(put.json).toMatchObject({
      name: 'readme.txt',
      type: 'other',
      pathprefix: 'notes/',
      region: 'eu-west-1',
      metadata: { size: 5, mimetype: 'text/plain' },
    });

    const top = await listUserFiles(server, demo);
    expect(top.json.Directories).toEqual([{ name: 'notes/', type: 'dir', pathprefix: '', region: 'eu-west-1' }]);
    expect(top.json.Data).toEqual([]);

    const inside = await listUserFiles(server, demo, 'notes/');
    expect(inside.json.Data).toEqual([
      {
        name: 'readme.txt',
        type: 'other',
        pathprefix: 'notes/',
        region: 'eu-west-1',
        metadata: {
          size: 5,
          mimetype: 'text/plain',
          date_created: expect.any(String),
          date_modified: expect.any(String),
        },
      },
    ]);
    // Without metadata=1 only the names; without use_directories every file below, by its path.
    const plain = await listUserFiles(server, demo, '', '');
    expect(plain.json.Directories).toEqual([]);
    expect(plain.json.Data).toEqual([{ name: 'notes/readme.txt', type: 'other', pathprefix: '', region: 'eu-west-1' }]);

    const read = await fetchBytes(server, `${userfs()}/data/notes/readme.txt`, { token: demo });
    expect(read.status).toBe(200);
    expect(read.bytes.toString()).toBe('hello');
    expect(read.headers.get('content-type')).toContain('text/plain');
  });

  it('replaces a file of the same name', async () => {
    await putUserFile(server, demo, 'again.txt', 'one');
    expect((await putUserFile(server, demo, 'again.txt', 'two!')).status).toBe(201);
    expect((await fetchBytes(server, `${userfs()}/data/again.txt`, { token: demo })).bytes.toString()).toBe('two!');
  });

  it('makes folders, refuses an upload without a file name, and removes a folder with what it holds', async () => {
    const made = await fetchBytes(server, `${userfs()}/directory/logos/acme`, { method: 'PUT', token: demo });
    expect(made.status).toBe(201);
    expect(made.json).toEqual({ name: 'acme/', type: 'dir', pathprefix: 'logos/', region: 'eu-west-1' });
    expect((await fetchBytes(server, `${userfs()}/directory/logos/acme/`, { method: 'PUT', token: demo })).status).toBe(
      200,
    );
    expect((await putUserFile(server, demo, 'logos/', 'x')).status).toBe(400);
    await putUserFile(server, demo, 'logos/acme/a.txt', 'a');
    await putUserFile(server, demo, 'logos/acme/deep/b.txt', 'b');

    expect((await fetchBytes(server, `${userfs()}/data/logos/acme`, { method: 'DELETE', token: demo })).status).toBe(
      400,
    );
    const removed = await fetchBytes(server, `${userfs()}/directory/logos/acme/`, { method: 'DELETE', token: demo });
    expect(removed.status).toBe(200);
    expect((await listUserFiles(server, demo, 'logos/')).json.Directories).toEqual([]);
    expect((await fetchBytes(server, `${userfs()}/data/logos/acme/a.txt`, { token: demo })).status).toBe(404);
    expect((await fetchBytes(server, `${userfs()}/directory/`, { method: 'DELETE', token: demo })).status).toBe(400);
  });

  it('deletes a file; a missing one is a 404', async () => {
    await putUserFile(server, demo, 'gone.txt', 'x');
    expect((await fetchBytes(server, `${userfs()}/data/gone.txt`, { method: 'DELETE', token: demo })).json).toEqual({
      Deleted: 'gone.txt',
    });
    expect((await fetchBytes(server, `${userfs()}/data/gone.txt`, { method: 'DELETE', token: demo })).status).toBe(404);
    expect((await fetchBytes(server, `${userfs()}/data/gone.txt`, { token: demo })).status).toBe(404);
  });

  it('refuses a file that is not what its name says', async () => {
    const reply = await putUserFile(server, demo, 'fake.png', 'not a picture');
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/fake\.png is not an image/);
    expect((await listUserFiles(server, demo)).json.Data.map((f: { name: string }) => f.name)).not.toContain(
      'fake.png',
    );
  });

  it('never shows one user’s files to another, nor lets them read, replace or delete them', async () => {
    await putUserFile(server, demo, 'private/secret.txt', 'mine');
    const theirs = await listUserFiles(server, other);
    expect(theirs.json).toMatchObject({ Directories: [], Data: [] });
    expect((await listUserFiles(server, other, 'private/')).json.Data).toEqual([]);
    expect((await fetchBytes(server, `${userfs()}/data/private/secret.txt`, { token: other })).status).toBe(404);
    expect(
      (await fetchBytes(server, `${userfs()}/data/private/secret.txt`, { method: 'DELETE', token: other })).status,
    ).toBe(404);
    expect(
      (await fetchBytes(server, `${userfs()}/directory/private/`, { method: 'DELETE', token: other })).status,
    ).toBe(404);
    await putUserFile(server, other, 'private/secret.txt', 'theirs');
    expect((await fetchBytes(server, `${userfs()}/data/private/secret.txt`, { token: demo })).bytes.toString()).toBe(
      'mine',
    );
  });

  it('keeps each region’s store apart', async () => {
    await putUserFile(server, demo, 'west.txt', 'w');
    expect((await listUserFiles(server, demo, '', 'use_directories=1', 'us-east-1')).json.Data).toEqual([]);
  });
});
