import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ObjectNotFound,
  ObjectStoreError,
  RangeNotSatisfiable,
  type ObjectStore,
} from '../../src/objects/object-store.ts';
import { S3ObjectStore } from '../../src/objects/s3-object-store.ts';
import { folderStoreUnderTest, s3StoreUnderTest, startS3Store, type StoreUnderTest } from '../helpers/object-stores.ts';

/** The same behaviour from both adapters: a folder (embedded) and an S3 bucket (s3rver). */
describe.each([
  ['folder', folderStoreUnderTest],
  ['s3', s3StoreUnderTest],
] as const)('the %s object store', (_name, open) => {
  let under: StoreUnderTest;
  let store: ObjectStore;
  beforeAll(async () => {
    under = await open();
    store = under.store;
  }, 30_000);
  afterAll(() => under?.close());

  const bytesOf = async (key: string, range?: { start: number; end?: number }) => {
    const body = await store.get(key, range);
    const chunks: Buffer[] = [];
    for await (const chunk of body.stream) chunks.push(chunk as Buffer);
    return { body, bytes: Buffer.concat(chunks) };
  };

  it('stores a buffer and gives it back with its size and type', async () => {
    await store.put('notes/hello.txt', 'hello, store', { contentType: 'text/plain' });
    const { body, bytes } = await bytesOf('notes/hello.txt');
    expect(bytes.toString()).toBe('hello, store');
    expect(body.size).toBe(12);
    expect(body.contentType).toMatch(/^text\/plain/);
    expect(await store.head('notes/hello.txt')).toMatchObject({ key: 'notes/hello.txt', size: 12 });
  });

  it('replaces an object stored again under its key', async () => {
    await store.put('notes/again.txt', 'first');
    await store.put('notes/again.txt', 'second, longer');
    expect((await bytesOf('notes/again.txt')).bytes.toString()).toBe('second, longer');
  });

  it('reads a byte range, an open-ended one, and clamps an end past the object', async () => {
    const data = randomBytes(1000);
    await store.put('media/clip.mp4', data, { contentType: 'video/mp4' });
    const middle = await bytesOf('media/clip.mp4', { start: 100, end: 199 });
    expect(middle.bytes.equals(data.subarray(100, 200))).toBe(true);
    expect(middle.body.range).toEqual({ start: 100, end: 199 });
    expect(middle.body.size).toBe(1000);
    expect((await bytesOf('media/clip.mp4', { start: 900 })).bytes.equals(data.subarray(900))).toBe(true);
    const clamped = await bytesOf('media/clip.mp4', { start: 990, end: 5000 });
    expect(clamped.bytes.equals(data.subarray(990))).toBe(true);
    expect(clamped.body.range).toEqual({ start: 990, end: 999 });
  });

  it('refuses a range that starts past the end', async () => {
    await store.put('media/short.bin', Buffer.alloc(10));
    await expect(store.get('media/short.bin', { start: 10 })).rejects.toBeInstanceOf(RangeNotSatisfiable);
  });

  it('says plainly that a missing key is not there', async () => {
    const error = await store.get('nowhere/missing.txt').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ObjectNotFound);
    expect((error as Error).message).toContain('nowhere/missing.txt');
    expect(await store.head('nowhere/missing.txt')).toBeUndefined();
    await expect(store.delete('nowhere/missing.txt')).resolves.toBeUndefined();
  });

  it('lists a prefix a page at a time in key order, with folders apart when delimited', async () => {
    const keys = [
      'list/a.txt',
      'list/b.txt',
      'list/c/1.txt',
      'list/c/2.txt',
      'list/d.txt',
      'list/e.txt',
      'list/f/h.txt',
    ];
    for (const key of keys) await store.put(key, key);
    await store.put('listing-elsewhere.txt', 'not under list/');
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await store.list('list/', { after, limit: 3 });
      pages += 1;
      expect(page.objects.length).toBeLessThanOrEqual(3);
      seen.push(...page.objects.map((object) => object.key));
      after = page.next;
    } while (after);
    expect(seen).toEqual(keys);
    expect(pages).toBe(3);
    const delimited = await store.list('list/', { delimited: true });
    expect(delimited.folders).toEqual(['list/c/', 'list/f/']);
    expect(delimited.objects.map((object) => object.key)).toEqual([
      'list/a.txt',
      'list/b.txt',
      'list/d.txt',
      'list/e.txt',
    ]);
    expect(delimited.objects[0]!.size).toBe('list/a.txt'.length);
    const second = await store.list('list/', { delimited: true, limit: 2, after: 'list/b.txt' });
    expect([...second.folders, ...second.objects.map((object) => object.key)].sort()).toEqual([
      'list/c/',
      'list/d.txt',
    ]);
    expect(second.next).toBe('list/d.txt');
  });

  it('removes every object under a prefix and nothing beside it', async () => {
    await store.put('trash/one.txt', '1');
    await store.put('trash/deep/two.txt', '2');
    await store.put('trashcan.txt', 'kept');
    expect(await store.deletePrefix('trash/')).toBe(2);
    expect((await store.list('trash/')).objects).toEqual([]);
    expect(await store.head('trashcan.txt')).toBeDefined();
    await store.delete('trashcan.txt');
    expect(await store.head('trashcan.txt')).toBeUndefined();
    await expect(store.deletePrefix('trash')).rejects.toBeInstanceOf(ObjectStoreError);
  });

  it.each([
    '../escape.txt',
    'a/../../escape.txt',
    '/etc/escape.txt',
    'a\\..\\escape.txt',
    'a\0b',
    'C:/escape.txt',
    'a//b',
    '',
  ])('refuses the key %j', async (key) => {
    await expect(store.put(key, 'x')).rejects.toBeInstanceOf(ObjectStoreError);
    await expect(store.get(key)).rejects.toBeInstanceOf(ObjectStoreError);
    await expect(store.presignedGet(key, 60)).rejects.toBeInstanceOf(ObjectStoreError);
    if (under.root) expect(await readdir(path.dirname(under.root))).toEqual(['store']);
  });

  it('copies an object to another key in the store, the copy kept when the source changes', async () => {
    await store.put('copies/source.txt', 'original bytes', { contentType: 'text/plain' });
    expect(await store.copy('copies/source.txt', 'copies/with space/é.txt')).toMatchObject({
      key: 'copies/with space/é.txt',
      size: 14,
    });
    await store.put('copies/source.txt', 'changed');
    expect((await bytesOf('copies/with space/é.txt')).bytes.toString()).toBe('original bytes');
    await expect(store.copy('copies/none.txt', 'copies/x.txt')).rejects.toBeInstanceOf(ObjectNotFound);
    await expect(store.copy('copies/source.txt', '../x.txt')).rejects.toBeInstanceOf(ObjectStoreError);
  });

  it('stores a 20 MB stream (in parts on S3) and gives back the same bytes', async () => {
    const data = randomBytes(20 * 1024 * 1024);
    const chunks = Array.from({ length: 20 }, (_, index) =>
      data.subarray(index * 1024 * 1024, (index + 1) * 1024 * 1024),
    );
    const info = await store.put('big/twenty.bin', Readable.from(chunks), { contentType: 'application/octet-stream' });
    expect(info.size).toBe(data.length);
    const hash = createHash('sha256');
    for await (const chunk of (await store.get('big/twenty.bin')).stream) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(createHash('sha256').update(data).digest('hex'));
    if (under.multipartSeen) expect(under.multipartSeen()).toBe(true);
    await store.delete('big/twenty.bin');
  }, 60_000);

  it('gives a URL that plain fetch reads without credentials, and refuses it altered', async () => {
    await store.put('shared/clip.txt', 'fetched directly', { contentType: 'text/plain' });
    const url = await store.presignedGet('shared/clip.txt', 300);
    const reply = await fetch(url);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe('fetched directly');
    if (under.checksPresignedUrls) {
      const altered = new URL(url);
      altered.pathname = altered.pathname.replace('clip.txt', 'other.txt');
      expect((await fetch(altered)).status).toBe(403);
    }
  });
});

describe('the S3 object store with wrong credentials', () => {
  it('stops with a clear error that does not carry the secret', async () => {
    const server = await startS3Store();
    try {
      const secret = 'not-the-secret-at-all-4f9a';
      // s3rver checks the access key id of a signature, not the signature itself.
      const error = await S3ObjectStore.open({
        ...server.settings,
        accessKeyId: 'AKIAWRONG',
        secretAccessKey: secret,
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ObjectStoreError);
      const message = (error as Error).message;
      expect(message).toContain('refused the credentials');
      expect(message).toContain(`s3 bucket reelforge-objects at ${server.settings.endpoint}`);
      expect(message).not.toContain(secret);
      expect(JSON.stringify(error)).not.toContain(secret);
      const wrongBucket = await S3ObjectStore.open({ ...server.settings, bucket: 'no-such-bucket' }).then(
        () => new Error('opened'),
        (caught: unknown) => caught as Error,
      );
      expect(wrongBucket.message).toContain('s3 bucket no-such-bucket at');
    } finally {
      await server.close();
    }
  });

  it('names an endpoint without the user and password written into it', async () => {
    const store = S3ObjectStore.create({
      endpoint: 'http://user:hunter2@127.0.0.1:1/',
      bucket: 'b',
      accessKeyId: 'a',
      secretAccessKey: 'hunter2',
    });
    expect(store.description).toBe('s3 bucket b at http://127.0.0.1:1');
    await store.close();
  });
});
