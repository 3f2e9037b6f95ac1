import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchBytes } from '../helpers/assets.ts';
import { startS3Store, type S3StoreServer } from '../helpers/object-stores.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { listUserFiles, putUserFile, userfs } from '../helpers/userfs.ts';

/**
 * The file store with AppOptions.objectStore: two API servers, each an app of its own with
 * its own data folder (the same accounts made in each, in the same order), share one bucket
 * and keep every user's files there only: what one stored, the other lists and serves.
 */
let bucket: S3StoreServer;
let first: TestServer;
let second: TestServer;
let reader: S3Client;
let demoId: number;

beforeAll(async () => {
  bucket = await startS3Store();
  [first, second] = await Promise.all([
    startTestServer({ objectStore: bucket.settings }),
    startTestServer({ objectStore: bucket.settings }),
  ]);
  demoId = (await first.app.users.findByUsername('demo'))!.id;
  expect((await second.app.users.findByUsername('demo'))!.id).toBe(demoId);
  reader = new S3Client({
    endpoint: bucket.settings.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: bucket.settings,
  });
}, 30_000);
afterAll(async () => {
  reader?.destroy();
  await Promise.all([first?.close(), second?.close()]);
  await bucket?.close();
});

const keysIn = async (prefix: string) =>
  (
    (await reader.send(new ListObjectsV2Command({ Bucket: bucket.settings.bucket, Prefix: prefix }))).Contents ?? []
  ).map((entry) => entry.Key);

describe('a file store in the bucket', () => {
  it('keeps a user’s files under userfs/<region>/<user>/ and nothing of them in the data folder', async () => {
    const demo = await first.login('demo');
    expect((await putUserFile(first, demo, 'logos/note.txt', 'in the bucket')).status).toBe(201);
    expect(await keysIn(`userfs/eu-west-1/${demoId}/`)).toEqual([
      `userfs/eu-west-1/${demoId}/logos/`,
      `userfs/eu-west-1/${demoId}/logos/note.txt`,
    ]);
    const stored = await reader.send(
      new GetObjectCommand({ Bucket: bucket.settings.bucket, Key: `userfs/eu-west-1/${demoId}/logos/note.txt` }),
    );
    expect(await stored.Body!.transformToString()).toBe('in the bucket');
    expect(stored.ContentType).toContain('text/plain');
    const local = path.join(first.dataDir, 'userfs', 'eu-west-1', String(demoId));
    expect(await readdir(path.join(local, 'files'))).toEqual([]);
  });

  it('is served by the other API server, whole or by byte range', async () => {
    const demoOnFirst = await first.login('demo');
    const demoOnSecond = await second.login('demo');
    const text = Buffer.from('x'.repeat(300_000));
    expect((await putUserFile(first, demoOnFirst, 'media/long.txt', text)).status).toBe(201);
    const whole = await fetchBytes(second, `${userfs()}/data/media/long.txt`, { token: demoOnSecond });
    expect(whole.status).toBe(200);
    expect(whole.bytes.equals(text)).toBe(true);
    const part = await fetchBytes(second, `${userfs()}/data/media/long.txt`, {
      token: demoOnSecond,
      headers: { range: 'bytes=1000-1999' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1000-1999/300000');
    expect(part.bytes.length).toBe(1000);
    const past = await fetchBytes(second, `${userfs()}/data/media/long.txt`, {
      token: demoOnSecond,
      headers: { range: 'bytes=400000-' },
    });
    expect(past.status).toBe(416);
  });

  it('pages a listing across servers: a token one gave, the other follows', async () => {
    const demoOnFirst = await first.login('demo');
    const demoOnSecond = await second.login('demo');
    for (const name of ['a', 'b', 'c', 'd', 'e'])
      expect((await putUserFile(first, demoOnFirst, `paged/${name}.txt`, name)).status).toBe(201);
    const one = await listUserFiles(first, demoOnFirst, 'paged/', 'use_directories=1&pagesize=2');
    expect(one.json.Data.map((file: { name: string }) => file.name)).toEqual(['a.txt', 'b.txt']);
    const two = await listUserFiles(
      second,
      demoOnSecond,
      'paged/',
      `use_directories=1&pagesize=2&pagetoken=${encodeURIComponent(one.json.PageToken)}`,
    );
    expect(two.status).toBe(200);
    expect(two.json.Data.map((file: { name: string }) => file.name)).toEqual(['c.txt', 'd.txt']);
  });

  it('removes a folder from the bucket with all it holds, and the other server sees it gone', async () => {
    const demoOnFirst = await first.login('demo');
    const demoOnSecond = await second.login('demo');
    expect((await putUserFile(first, demoOnFirst, 'gone/deep/x.txt', 'x')).status).toBe(201);
    expect(
      (await fetchBytes(first, `${userfs()}/directory/gone`, { method: 'DELETE', token: demoOnFirst })).status,
    ).toBe(200);
    expect(await keysIn(`userfs/eu-west-1/${demoId}/gone/`)).toEqual([]);
    expect((await fetchBytes(second, `${userfs()}/data/gone/deep/x.txt`, { token: demoOnSecond })).status).toBe(404);
  });
});
