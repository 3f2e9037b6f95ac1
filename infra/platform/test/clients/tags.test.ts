import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagsClient, type TagsClient } from '@reelforge/api/tags';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: SignedIn;
let other: SignedIn;
let tags: TagsClient;
let prjuid: string;

beforeAll(async () => {
  server = await startTestServer();
  [demo, other] = await Promise.all([signIn(server, 'demo'), signIn(server, 'other')]);
  tags = demo.api.regional(tagsClient, 'eu-west-1');
  prjuid = await demo.api.region('eu-west-1').createProject('Tagged by the client');
});
afterAll(() => server.close());

describe('the tags client', () => {
  it('creates tags, under a parent too, and lists them by path', async () => {
    expect(await tags.create('clients/acme')).toEqual({ name: 'clients/acme', parent: 'clients' });
    expect(await tags.create('clients/acme/2027', 'clients/acme')).toEqual({
      name: 'clients/acme/2027',
      parent: 'clients/acme',
    });
    expect(await tags.list()).toEqual([
      { name: 'clients' },
      { name: 'clients/acme', parent: 'clients' },
      { name: 'clients/acme/2027', parent: 'clients/acme' },
    ]);
  });

  it('rejects a duplicate with the server’s message', async () => {
    await expect(tags.create('clients')).rejects.toMatchObject({
      status: 409,
      message: "The tag 'clients' exists already",
    });
  });

  it('rejects a bad path with a 400, and never sends a traversal the URL would resolve away', async () => {
    await expect(tags.create('a/../b')).rejects.toMatchObject({ status: 400 });
    await expect(tags.move('clients/..', 'b')).rejects.toMatchObject({ status: 400 });
    expect((await tags.list()).map((t) => t.name)).not.toContain('b');
    await expect(tags.create('a\u202eb')).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('U+202E'),
    });
  });

  it('tags a project, lists the link, refuses it twice and removes it', async () => {
    await tags.tagProject(prjuid, 'clients/acme/2027');
    expect(await tags.links()).toEqual([{ prjuid, tag: 'clients/acme/2027' }]);
    await expect(tags.tagProject(prjuid, 'clients/acme/2027')).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/already/),
    });
    await tags.untagProject(prjuid, 'clients/acme/2027');
    expect(await tags.links()).toEqual([]);
  });

  it('moves a tag with its links, then deletes it and the project stays', async () => {
    await tags.tagProject(prjuid, 'clients/acme');
    expect(await tags.move('clients/acme', 'archive/acme')).toEqual({ name: 'archive/acme', parent: 'archive' });
    expect(await tags.links()).toEqual([{ prjuid, tag: 'archive/acme' }]);
    expect((await tags.list()).map((t) => t.name)).toEqual(['archive', 'archive/acme', 'archive/acme/2027', 'clients']);
    await tags.remove('archive');
    expect(await tags.links()).toEqual([]);
    expect((await demo.api.region('eu-west-1').getProject(prjuid)).name).toBe('Tagged by the client');
  });

  it('keeps another user and another region apart', async () => {
    expect(await other.api.regional(tagsClient, 'eu-west-1').list()).toEqual([]);
    expect(await demo.api.regional(tagsClient, 'us-east-1').list()).toEqual([]);
    await expect(other.api.regional(tagsClient, 'eu-west-1').tagProject(prjuid, 'clients')).rejects.toMatchObject({
      status: 404,
    });
    await expect(demo.api.regional(tagsClient, 'us-east-1').tagProject(prjuid, 'clients')).rejects.toMatchObject({
      status: 404,
    });
  });
});
