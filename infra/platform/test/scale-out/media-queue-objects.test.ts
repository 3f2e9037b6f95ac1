import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchBytes } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { isJpeg, makeMedia, type MediaFixtures } from '../helpers/media.ts';
import type { TestServer } from '../helpers/server.ts';
import { putUserFile, userfs } from '../helpers/userfs.ts';
import { serverAt, type PlatformProcess } from './processes.ts';
import { startDeployment, type Deployment } from './deployment.ts';
import { logged } from './worker-logs.ts';

// Two api processes and a worker process with an object store (s3rver): the media an api
// process used to make itself (thumbnails of users' files) are made by the worker, kept in
// the bucket and served from there by either api process.
let deployment: Deployment;
let worker: PlatformProcess;
let one: TestServer;
let two: TestServer;
let demo: string;
let media: MediaFixtures;
let scratch: string;

const puts = (fragment: string) => deployment.bucket!.requests.filter((request) => request.method === 'PUT' && request.url.includes(fragment)).length;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-media-queue-'));
  [deployment, media] = await Promise.all([startDeployment('media-queue-objects', { objectStore: true }), makeMedia(scratch)]);
  const apis = [await deployment.start('api'), await deployment.start('api')];
  one = serverAt(apis[0]!.url);
  two = serverAt(apis[1]!.url);
  worker = await deployment.start('worker');
  demo = await one.login('demo');
}, 60_000);
afterAll(async () => {
  await deployment?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('thumbnails of users’ files, made by a worker process through the thumbnail queue', () => {
  it('is made once by the worker, put into the bucket and served from there by either api process', async () => {
    expect((await putUserFile(one, demo, 'logos/still.png', media.png)).status).toBe(201);
    const before = logged(worker, 'user file thumbnail made');
    const thumbnail = await fetchBytes(two, `${userfs()}/thumbnail/logos/still.png-w=64.jpg`, { token: demo });
    expect(thumbnail.status, thumbnail.bytes.toString().slice(0, 200)).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    expect(isJpeg(thumbnail.bytes)).toBe(true);
    expect(logged(worker, 'user file thumbnail made')).toBe(before + 1);
    expect(puts('/userfs-thumbnails/eu-west-1/')).toBe(1);
    // The other api process finds it in the bucket: no second job.
    const again = await fetchBytes(one, `${userfs()}/thumbnail/logos/still.png-w=64.jpg`, { token: demo });
    expect(again.status).toBe(200);
    expect(Buffer.compare(again.bytes, thumbnail.bytes)).toBe(0);
    expect(logged(worker, 'user file thumbnail taken')).toBe(before + 1);
  }, 120_000);

  it('makes it for a replaced file too; a missing file, or another user’s, is a 404 and no job', async () => {
    expect((await putUserFile(two, demo, 'logos/still.png', media.png)).status).toBe(201);
    const before = logged(worker, 'user file thumbnail made');
    const thumbnail = await fetchBytes(one, `${userfs()}/thumbnail/logos/still.png-w=128.png`, { token: demo });
    expect(thumbnail.status, thumbnail.bytes.toString().slice(0, 200)).toBe(200);
    expect(thumbnail.bytes.subarray(1, 4).toString()).toBe('PNG');
    await eventually(async () => logged(worker, 'user file thumbnail made'), (count) => count === before + 1);
    expect((await fetchBytes(one, `${userfs()}/thumbnail/logos/missing.png-w=128.jpg`, { token: demo })).status).toBe(404);
    // Another user's store has no such file: 404, and no job.
    const other = await two.login('other');
    expect((await fetchBytes(two, `${userfs()}/thumbnail/logos/still.png-w=64.jpg`, { token: other })).status).toBe(404);
    expect(logged(worker, 'user file thumbnail taken')).toBe(before + 1);
  }, 120_000);
});
