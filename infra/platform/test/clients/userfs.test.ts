import { userfsClient } from '@reelforge/api/userfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { DEJAVU } from '../helpers/media.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { readFile } from 'node:fs/promises';

let server: TestServer;
let demo: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  server = await startTestServer({ userfsQuotaBytes: 2 * 1024 * 1024 });
  [demo, other] = await Promise.all([signIn(server, 'demo'), signIn(server, 'other')]);
});
afterAll(() => server.close());

const file = (text: string | Uint8Array, name: string, type = '') => new File([text], name, { type });
const fetchUrl = (url: string, token = demo.token) =>
  fetch(new URL(url, server.url), { headers: { authorization: `istoken ${token}` } });

describe('the UserFS client', () => {
  it('uploads into folders, lists a folder page by page and whole, reads a file back and deletes', async () => {
    const store = demo.api.regional(userfsClient, 'eu-west-1');
    let sent = 0;
    const stored = await store.upload('docs/', file('hello', 'hello world.txt', 'text/plain'), {
      onProgress: (fraction) => (sent = fraction),
    });
    expect(stored).toMatchObject({ name: 'hello world.txt', pathprefix: 'docs/', metadata: { size: 5 } });
    expect(sent).toBe(1);
    await store.makeFolder('docs/sub folder');
    for (let i = 0; i < 5; i += 1) await store.upload('docs', file(`${i}`, `n${i}.txt`));

    const first = await store.list('docs', { pageSize: 3 });
    expect(first.Directories.map((d) => d.name)).toEqual([]);
    expect(first.Data.map((d) => d.name)).toEqual(['hello world.txt', 'n0.txt', 'n1.txt']);
    expect(first.PageToken).toBeTruthy();
    const second = await store.list('docs', { pageSize: 3, pageToken: first.PageToken });
    expect(second.Data.map((d) => d.name)).toEqual(['n2.txt', 'n3.txt', 'n4.txt']);
    const all = await store.listAll('docs/', { pageSize: 2 });
    expect(all.folders.map((d) => d.name)).toEqual(['sub folder/']);
    expect(all.files).toHaveLength(6);

    expect(new TextDecoder().decode(await store.bytes('docs/hello world.txt'))).toBe('hello');
    expect((await fetchUrl(store.fileUrl('docs/hello world.txt'))).status).toBe(200);
    await store.removeFile('docs/n0.txt');
    await store.removeFolder('docs/sub folder/');
    expect((await store.listAll('docs')).files.map((f) => f.name)).not.toContain('n0.txt');
    expect((await store.listAll('docs')).folders).toEqual([]);
  });

  it('gives a font’s thumbnail and its bytes for the font viewer', async () => {
    const store = demo.api.regional(userfsClient, 'eu-west-1');
    await store.upload('fonts', file(new Uint8Array(await readFile(DEJAVU)), 'DejaVuSans.ttf', 'font/ttf'));
    const thumbnail = await fetchUrl(store.thumbnailUrl('fonts/DejaVuSans.ttf', 256, 'png'));
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');
    expect((await store.bytes('fonts/DejaVuSans.ttf')).byteLength).toBeGreaterThan(100_000);
  });

  it('tells usage and refuses past the quota with the server’s message', async () => {
    const store = demo.api.regional(userfsClient, 'eu-west-1');
    const { Used, Quota } = await store.usage();
    expect(Quota).toBe(2 * 1024 * 1024);
    expect(Used).toBeGreaterThan(0);
    await expect(store.upload('', file(new Uint8Array(Quota), 'too-big.bin'))).rejects.toMatchObject({
      status: 413,
      message: expect.stringMatching(/file store is full/),
    });
  });

  it('refuses a path that leaves the store and keeps users apart', async () => {
    const mine = demo.api.regional(userfsClient, 'eu-west-1');
    await expect(mine.list('a\\b')).rejects.toMatchObject({ status: 400 });
    await expect(mine.makeFolder('x/\u202egnp')).rejects.toMatchObject({ status: 400 });
    expect(await other.api.regional(userfsClient, 'eu-west-1').listAll('docs')).toEqual({ folders: [], files: [] });
    await expect(other.api.regional(userfsClient, 'eu-west-1').bytes('docs/hello world.txt')).rejects.toMatchObject({
      status: 404,
    });
  });
});
