import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, putData } from '../helpers/assets.ts';
import { centrePixel, ffmpeg, isJpeg } from '../helpers/media.ts';
import { createDatabase, postgresCluster } from '../helpers/postgres-databases.ts';
import type { TestServer } from '../helpers/server.ts';
import { startDeployment, type Deployment } from './deployment.ts';
import { serverAt, type PlatformProcess } from './processes.ts';
import { logged } from './worker-logs.ts';

// Assets' thumbnails across machines: two api processes and a worker process, each with a
// data folder of its own, on one PostgreSQL database, one Redis and one bucket (s3rver). The
// worker makes a thumbnail from the asset in the bucket and keeps it there; every api process
// copies it into its own cache without another job.
let cluster: { url: string; stop(): Promise<void> };
let database: { url: string; drop(): Promise<void> };
let deployment: Deployment;
let worker: PlatformProcess;
let one: TestServer;
let two: TestServer;
let demo: string;
let prjuid: string;
let scratch: string;
const pictures: Record<'red' | 'blue', Buffer> = { red: Buffer.alloc(0), blue: Buffer.alloc(0) };

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-asset-thumbnails-'));
  cluster = await postgresCluster();
  database = await createDatabase(cluster.url);
  deployment = await startDeployment('asset-thumbnails-objects', {
    objectStore: true,
    common: { databaseUrl: database.url },
  });
  const dataOf = (name: string) => ({ dataDir: path.join(deployment.root, name) });
  const apis = [await deployment.start('api', dataOf('one')), await deployment.start('api', dataOf('two'))];
  one = serverAt(apis[0]!.url);
  two = serverAt(apis[1]!.url);
  worker = await deployment.start('worker', dataOf('worker'));
  demo = await one.login('demo');
  prjuid = await createProject(one, demo, 'Thumbnails across machines');
  for (const colour of ['red', 'blue'] as const) {
    const file = path.join(scratch, `${colour}.png`);
    await ffmpeg('-f', 'lavfi', '-i', `color=c=${colour}:s=160x90`, '-frames:v', '1', file);
    pictures[colour] = await readFile(file);
  }
}, 90_000);
afterAll(async () => {
  await deployment?.stop();
  await database?.drop();
  await cluster?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const puts = (fragment: string) =>
  deployment.bucket!.requests.filter((request) => request.method === 'PUT' && request.url.includes(fragment)).length;
/** The keys the bucket holds under `prefix` (s3rver's ListObjectsV2 answer, read plainly). */
const keysIn = async (prefix: string) => {
  const { endpoint, bucket } = deployment.bucket!.settings;
  const listing = await fetch(`${endpoint}/${bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}`);
  expect(listing.status).toBe(200);
  return [...(await listing.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!);
};
const thumbnailOf = (server: TestServer) =>
  fetchBytes(server, `${api()}/thumbnail/${prjuid}/still.png-w=64.jpg`, { token: demo });
const colourOf = async (bytes: Buffer) => {
  const file = path.join(scratch, `seen-${Math.random().toString(36).slice(2)}.jpg`);
  await writeFile(file, bytes);
  return centrePixel(file);
};
const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

describe("an asset's thumbnail made by a worker on another machine", () => {
  it('is made once by the worker, kept in the bucket, and served by both api processes', async () => {
    expect((await putData(one, demo, prjuid, 'still.png', pictures.red, { contentType: 'image/png' })).status).toBe(
      201,
    );
    const before = logged(worker, 'thumbnail job done');
    const first = await thumbnailOf(two);
    expect(first.status, first.bytes.toString().slice(0, 200)).toBe(200);
    expect(isJpeg(first.bytes)).toBe(true);
    const [r, g, b] = await colourOf(first.bytes);
    expect([r > 200, g < 60, b < 60]).toEqual([true, true, true]);
    expect(logged(worker, 'thumbnail job done')).toBe(before + 1);
    expect(puts(`/asset-thumbnails/eu-west-1/${prjuid}/`)).toBe(1);

    const again = await thumbnailOf(one);
    expect(again.status).toBe(200);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(logged(worker, 'thumbnail job done')).toBe(before + 1);
    // The api processes keep only caches; neither holds the asset itself.
    for (const name of ['one', 'two']) {
      const files = await filesUnder(path.join(deployment.root, name, 'blobs'));
      expect(files.filter((file) => !file.split(path.sep).includes('.cache'))).toEqual([]);
    }
  });

  it('is made again for a replaced asset, the older one removed from the bucket', async () => {
    expect(
      (await putData(one, demo, prjuid, 'still.png', pictures.blue, { replace: 1, contentType: 'image/png' })).status,
    ).toBe(201);
    // The replacement removes the older thumbnail at once, before any is asked for.
    expect(await keysIn(`asset-thumbnails/eu-west-1/${prjuid}/`)).toEqual([]);
    const fresh = await thumbnailOf(two);
    expect(fresh.status).toBe(200);
    const [r, g, b] = await colourOf(fresh.bytes);
    expect([r < 60, g < 60, b > 200]).toEqual([true, true, true]);
    expect(puts(`/asset-thumbnails/eu-west-1/${prjuid}/`)).toBe(2);
    const keys = await keysIn(`asset-thumbnails/eu-west-1/${prjuid}/`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/\.2\/thumb-w64\.jpg$/);
    const kept = await fetchBytes(one, `${api()}/thumbnail/${prjuid}/still.png-w=64.jpg`, { token: demo });
    expect(kept.bytes.equals(fresh.bytes)).toBe(true);
  });

  it("deleted, leaves nothing of itself in the bucket; another asset's thumbnail stays", async () => {
    const [still] = await keysIn(`asset-thumbnails/eu-west-1/${prjuid}/`);
    expect((await putData(one, demo, prjuid, 'other.png', pictures.red, { contentType: 'image/png' })).status).toBe(
      201,
    );
    expect((await fetchBytes(two, `${api()}/thumbnail/${prjuid}/other.png-w=64.jpg`, { token: demo })).status).toBe(
      200,
    );
    const both = await keysIn(`asset-thumbnails/eu-west-1/${prjuid}/`);
    expect(both).toHaveLength(2);
    expect((await one.request(`${api()}/data/${prjuid}/still.png`, { method: 'DELETE', token: demo })).status).toBe(
      200,
    );
    expect(await keysIn(`asset-thumbnails/eu-west-1/${prjuid}/`)).toEqual(both.filter((key) => key !== still));
    expect((await thumbnailOf(two)).status).toBe(404);
    expect((await fetchBytes(one, `${api()}/thumbnail/${prjuid}/other.png-w=64.jpg`, { token: demo })).status).toBe(
      200,
    );
  });

  it('leaves the bucket with its project', async () => {
    expect((await two.request(`${api()}/project/${prjuid}`, { method: 'DELETE', token: demo })).status).toBe(200);
    expect(await keysIn('asset-thumbnails/')).toEqual([]);
    expect(await keysIn(`projects/eu-west-1/${prjuid}/`)).toEqual([]);
  });
});
