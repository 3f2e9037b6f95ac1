import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, putData } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { base64Movie, mediaCall } from '../helpers/media-host.ts';
import { isJpeg } from '../helpers/media.ts';
import { leanMovie, tinyMovie } from '../helpers/movies.ts';
import { askPreview, firstSegment } from '../helpers/previews.ts';
import type { TestServer } from '../helpers/server.ts';
import { serverAt, type PlatformProcess } from './processes.ts';
import { startDeployment, type Deployment } from './deployment.ts';
import { logged, names } from './worker-logs.ts';

// Two api processes and a worker process on one data folder, one database and one Redis:
// every preview (a frame, an HLS stream) and asset thumbnail is made by the worker; no api process makes one.
let deployment: Deployment;
let worker: PlatformProcess;
let apis: PlatformProcess[];
let one: TestServer;
let two: TestServer;
let demo: string;
let prjuid: string;

/** The session of the worker's latest `preview job done` line. */
function lastPreviewSession(process: PlatformProcess): string {
  const line = process.logs.findLast((entry) => entry.includes('"preview job done"'));
  return (JSON.parse(line ?? '{}') as { session?: string }).session ?? '';
}

beforeAll(async () => {
  deployment = await startDeployment('preview-queue', { common: { renderConcurrency: 2 } });
  apis = [await deployment.start('api'), await deployment.start('api')];
  one = serverAt(apis[0]!.url);
  two = serverAt(apis[1]!.url);
  worker = await deployment.start('worker');
  demo = await one.login('demo');
  prjuid = await createProject(one, demo, 'Previewed elsewhere');
}, 60_000);
afterAll(() => deployment?.stop());

describe('previews made by worker processes through the preview queue', () => {
  it('answers a JPG frame that the worker rendered', async () => {
    const before = logged(worker, 'preview job done');
    const reply = await askPreview(one, demo, prjuid, {
      movie: leanMovie(1),
      format: 'JPG',
      frame: 5,
      params: { title: 'Frame' },
    });
    expect(reply.status, reply.bytes.toString().slice(0, 200)).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/jpeg');
    expect(isJpeg(reply.bytes)).toBe(true);
    // The worker logs its job done before the api process answers; the log reaches the test on its own pipe.
    await eventually(
      async () => logged(worker, 'preview job done'),
      (count) => count === before + 1,
    );
    const session = lastPreviewSession(worker);
    expect(session).toMatch(/^[0-9a-f]{32}$/);
    for (const process of apis) expect(names(process, session)).toBe(false);
  }, 120_000);

  it("answers the media host's renderframe with a JPG the worker rendered", async () => {
    const before = logged(worker, 'preview job done');
    const reply = await mediaCall(two, demo, prjuid, 'renderframe', {
      movie: base64Movie(leanMovie(1)),
      params: '{}',
      framenumber: '4',
    });
    expect(reply.status, reply.bytes.toString().slice(0, 200)).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/jpeg');
    expect(isJpeg(reply.bytes)).toBe(true);
    await eventually(
      async () => logged(worker, 'preview job done'),
      (count) => count === before + 1,
    );
    const session = lastPreviewSession(worker);
    for (const process of apis) expect(names(process, session)).toBe(false);
  }, 120_000);

  it('answers an HLS stream the worker writes, playable through the other api process', async () => {
    const reply = await askPreview(one, demo, prjuid, {
      movie: leanMovie(2),
      format: 'HLS',
      params: { title: 'Stream' },
    });
    expect(reply.status, reply.bytes.toString().slice(0, 200)).toBe(200);
    const { playlist, session } = reply.json as { playlist: string; session: string };
    expect(playlist).toMatch(/\/preview\/v1\/hls\/[0-9a-f]{32}\/[\w-]+\.m3u8$/);
    const list = await fetchBytes(two, playlist);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const segment = firstSegment(playlist, list.bytes.toString());
    expect(segment).toBeDefined();
    const media = await fetchBytes(two, segment!);
    expect(media.status).toBe(200);
    expect(media.bytes[0]).toBe(0x47); // an MPEG-TS packet's sync byte
    // The worker rendered it; no api process did.
    await eventually(
      async () => lastPreviewSession(worker),
      (last) => last === session,
    );
    for (const process of apis) expect(names(process, session)).toBe(false);
  }, 120_000);

  it('answers a preview that fails (a missing asset) as one process does: 400 naming the scene', async () => {
    const movie = tinyMovie({ scenes: [{ name: 'Lost', length: 5, layers: [{ video: { asset: 'gone.mp4' } }] }] });
    for (const format of ['JPG', 'HLS'] as const) {
      const before = logged(worker, 'preview job refused');
      const reply = await askPreview(two, demo, prjuid, { movie, format });
      expect(reply.status, format).toBe(400);
      expect(reply.json.Message).toMatch(/Scene 1 "Lost"/);
      await eventually(
        async () => logged(worker, 'preview job refused'),
        (count) => count === before + 1,
      );
    }
  }, 120_000);
});

describe('asset thumbnails made by worker processes through the thumbnail queue', () => {
  it('serves a thumbnail the worker made, once, from either api process', async () => {
    const frame = await askPreview(one, demo, prjuid, { movie: leanMovie(1), format: 'JPG' });
    expect(frame.status).toBe(200);
    expect((await putData(one, demo, prjuid, 'still.jpg', frame.bytes)).status).toBe(201);
    const before = logged(worker, 'thumbnail job done');
    const thumbnail = await fetchBytes(two, `${api()}/thumbnail/${prjuid}/still.jpg-w=64.jpg`, { token: demo });
    expect(thumbnail.status, thumbnail.bytes.toString().slice(0, 200)).toBe(200);
    expect(isJpeg(thumbnail.bytes)).toBe(true);
    await eventually(
      async () => logged(worker, 'thumbnail job done'),
      (count) => count === before + 1,
    );
    // Made once: the other api process serves the same file without a job.
    const again = await fetchBytes(one, `${api()}/thumbnail/${prjuid}/still.jpg-w=64.jpg`, { token: demo });
    expect(Buffer.compare(again.bytes, thumbnail.bytes)).toBe(0);
    expect(logged(worker, 'thumbnail job taken')).toBe(before + 1);
  }, 120_000);
});
