import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareId } from '@reelforge/model';
import { createProject, fetchBytes, iv, putData } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { isJpeg, makeMedia, type MediaFixtures } from '../helpers/media.ts';
import { leanMovie, putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { S3ObjectStore } from '../../src/objects/s3-object-store.ts';
import type { TestServer } from '../helpers/server.ts';
import { putUserFile, userfs } from '../helpers/userfs.ts';
import { serverAt, type PlatformProcess } from './processes.ts';
import { startDeployment, type Deployment } from './deployment.ts';
import { logged } from './worker-logs.ts';

/**
 * Two api processes and a worker process on one data folder, database and Redis, with an
 * object store (s3rver) or without: the media an api process used to make itself (thumbnails
 * of users' files, shares' videos and posters, assets' HLS streams) are made by the worker,
 * kept in the bucket (or the shared data folder) and served from there by either api process.
 * The test files media-queue.test.ts and media-queue-objects.test.ts run these cases.
 */
export function mediaQueueCases({ objectStore }: { objectStore: boolean }): void {
  let deployment: Deployment;
  let worker: PlatformProcess;
  let one: TestServer;
  let two: TestServer;
  let demo: string;
  let media: MediaFixtures;
  let scratch: string;
  const where = objectStore ? 'the bucket' : 'the shared data folder';

  /**
   * Waits until the worker has logged `message` `count` times, then checks it is not more.
   * The worker logs before it ends the job, but its log reaches this process on another pipe
   * than the api process's reply, so a reply can be read first.
   */
  const loggedTimes = async (message: string, count: number) =>
    expect(
      await eventually(
        async () => logged(worker, message),
        (seen) => seen >= count,
      ),
    ).toBe(count);
  /** How many objects were put into the bucket whose address has `fragment`. */
  const puts = (fragment: string) =>
    deployment.bucket!.requests.filter((request) => request.method === 'PUT' && request.url.includes(fragment)).length;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-media-queue-'));
    [deployment, media] = await Promise.all([
      startDeployment(objectStore ? 'media-queue-objects' : 'media-queue', { objectStore }),
      makeMedia(scratch),
    ]);
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
    it(`is made once by the worker, kept in ${where} and served from there by either api process`, async () => {
      expect((await putUserFile(one, demo, 'logos/still.png', media.png)).status).toBe(201);
      const before = logged(worker, 'user file thumbnail made');
      const thumbnail = await fetchBytes(two, `${userfs()}/thumbnail/logos/still.png-w=64.jpg`, { token: demo });
      expect(thumbnail.status, thumbnail.bytes.toString().slice(0, 200)).toBe(200);
      expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
      expect(isJpeg(thumbnail.bytes)).toBe(true);
      await loggedTimes('user file thumbnail made', before + 1);
      if (objectStore) expect(puts('/userfs-thumbnails/eu-west-1/')).toBe(1);
      // The other api process finds it: no second job.
      const again = await fetchBytes(one, `${userfs()}/thumbnail/logos/still.png-w=64.jpg`, { token: demo });
      expect(again.status).toBe(200);
      expect(Buffer.compare(again.bytes, thumbnail.bytes)).toBe(0);
      await loggedTimes('user file thumbnail taken', before + 1);
    }, 120_000);

    it('makes it for a replaced file too; a missing file, or another user’s, is a 404 and no job', async () => {
      expect((await putUserFile(two, demo, 'logos/still.png', media.png)).status).toBe(201);
      const before = logged(worker, 'user file thumbnail made');
      const thumbnail = await fetchBytes(one, `${userfs()}/thumbnail/logos/still.png-w=128.png`, { token: demo });
      expect(thumbnail.status, thumbnail.bytes.toString().slice(0, 200)).toBe(200);
      expect(thumbnail.bytes.subarray(1, 4).toString()).toBe('PNG');
      await loggedTimes('user file thumbnail made', before + 1);
      expect((await fetchBytes(one, `${userfs()}/thumbnail/logos/missing.png-w=128.jpg`, { token: demo })).status).toBe(
        404,
      );
      // Another user's store has no such file: 404, and no job.
      const other = await two.login('other');
      expect((await fetchBytes(two, `${userfs()}/thumbnail/logos/still.png-w=64.jpg`, { token: other })).status).toBe(
        404,
      );
      await loggedTimes('user file thumbnail taken', before + 1);
    }, 120_000);

    it('goes with its file: the thumbnail is no longer served, and is made again for a new file', async () => {
      expect(
        (await fetchBytes(one, `${userfs()}/data/logos/still.png`, { method: 'DELETE', token: demo })).status,
      ).toBe(200);
      expect((await fetchBytes(two, `${userfs()}/thumbnail/logos/still.png-w=64.jpg`, { token: demo })).status).toBe(
        404,
      );
      if (objectStore) {
        const store = S3ObjectStore.create(deployment.bucket!.settings);
        expect((await store.list('userfs-thumbnails/')).objects).toEqual([]);
        await store.close();
      }
      expect((await putUserFile(two, demo, 'logos/still.png', media.png)).status).toBe(201);
      const before = logged(worker, 'user file thumbnail made');
      expect((await fetchBytes(one, `${userfs()}/thumbnail/logos/still.png-w=64.jpg`, { token: demo })).status).toBe(
        200,
      );
      await loggedTimes('user file thumbnail made', before + 1);
    }, 120_000);
  });

  describe('shares’ videos and posters, rendered by a worker process through the share queue', () => {
    it(`renders each once in the worker, however many api processes ask, and serves it from ${where}`, async () => {
      const prjuid = await createProject(one, demo, 'Shared from elsewhere');
      expect((await putMovieJson(one, demo, prjuid, 'lean', leanMovie(1))).status).toBe(201);
      const base = { username: 'demo', region: 'eu-west-1', prjuid, movie: 'lean' };
      const share = { id: await shareId(base), ...base };
      expect((await one.request('/share-api/create', { method: 'POST', token: demo, body: share })).status).toBe(200);
      const before = { taken: logged(worker, 'share render taken'), made: logged(worker, 'share render made') };
      const video = `/share-api/video/${share.id}.mp4`;
      // Asked through both api processes at once: one job, one render.
      const [first, second] = await Promise.all([fetchBytes(one, video), fetchBytes(two, video)]);
      for (const reply of [first, second]) {
        expect(reply.status, reply.bytes.toString().slice(0, 200)).toBe(200);
        expect(reply.bytes.subarray(4, 8).toString()).toBe('ftyp');
      }
      expect(Buffer.compare(first.bytes, second.bytes)).toBe(0);
      await loggedTimes('share render made', before.made + 1);
      await loggedTimes('share render taken', before.taken + 1);
      const poster = await fetchBytes(two, `/share-api/poster/${share.id}.jpg`);
      expect(poster.status, poster.bytes.toString().slice(0, 200)).toBe(200);
      expect(isJpeg(poster.bytes)).toBe(true);
      await loggedTimes('share render made', before.made + 2);
      if (objectStore) expect(puts(`/shares/${share.id}/`)).toBe(2);
      // Made: either api process serves it (a range too) without a job.
      const range = await fetchBytes(one, video, { headers: { range: 'bytes=4-7' } });
      expect(range.status).toBe(206);
      expect(range.bytes.toString()).toBe('ftyp');
      await loggedTimes('share render taken', before.taken + 2);
    }, 120_000);
  });

  describe('a share whose render fails', () => {
    it('is answered by every api process as one process does: 400 naming the scene, rendered by the worker', async () => {
      const prjuid = await createProject(one, demo, 'Shared and broken');
      const movie = tinyMovie({ scenes: [{ name: 'Lost', length: 5, layers: [{ video: { asset: 'gone.mp4' } }] }] });
      expect((await putMovieJson(one, demo, prjuid, 'broken', movie)).status).toBe(201);
      const base = { username: 'demo', region: 'eu-west-1', prjuid, movie: 'broken' };
      const share = { id: await shareId(base), ...base };
      expect((await one.request('/share-api/create', { method: 'POST', token: demo, body: share })).status).toBe(200);
      const before = logged(worker, 'share render refused');
      for (const server of [one, two]) {
        const reply = await fetchBytes(server, `/share-api/video/${share.id}.mp4`);
        expect(reply.status).toBe(400);
        expect(reply.json.Message).toMatch(/Scene 1 "Lost"/);
      }
      await loggedTimes('share render refused', before + 2);
    }, 120_000);
  });

  describe('assets’ HLS streams, made by a worker process through the asset stream queue', () => {
    it(`makes the stream once in the worker, into ${where}, and serves it from either api process`, async () => {
      const prjuid = await createProject(one, demo, 'Streamed from elsewhere');
      expect((await putData(two, demo, prjuid, 'clip.mp4', media.video)).status).toBe(201);
      const before = { taken: logged(worker, 'asset stream taken'), made: logged(worker, 'asset stream made') };
      const base = `${iv()}/api/v1/hls/${prjuid}/clip.mp4`;
      const [playlist, again] = await Promise.all([
        fetchBytes(one, `${base}/index.m3u8`, { token: demo }),
        fetchBytes(two, `${base}/index.m3u8`, { token: demo }),
      ]);
      expect(playlist.status, playlist.bytes.toString().slice(0, 200)).toBe(200);
      expect(Buffer.compare(playlist.bytes, again.bytes)).toBe(0);
      const text = playlist.bytes.toString();
      expect(text).toContain('#EXT-X-ENDLIST');
      await loggedTimes('asset stream made', before.made + 1);
      await loggedTimes('asset stream taken', before.taken + 1);
      const segments = text.split('\n').filter((line) => line.endsWith('.ts'));
      expect(segments.length).toBeGreaterThan(0);
      if (objectStore) expect(puts(`/hls/eu-west-1/${prjuid}/`)).toBe(segments.length + 1);
      for (const server of [one, two]) {
        const segment = await fetchBytes(server, `${base}/${segments[0]}`, { token: demo });
        expect(segment.status).toBe(200);
        expect(segment.bytes[0]).toBe(0x47);
      }
      // Another user's project: 404, no job.
      const other = await one.login('other');
      expect((await fetchBytes(two, `${base}/index.m3u8`, { token: other })).status).toBe(404);
      await loggedTimes('asset stream taken', before.taken + 1);
    }, 120_000);
  });
}
