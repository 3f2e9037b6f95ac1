import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { isJpeg } from '../helpers/media.ts';
import { leanMovie } from '../helpers/movies.ts';
import { askPreview, firstSegment } from '../helpers/previews.ts';
import type { TestServer } from '../helpers/server.ts';
import { serverAt, type PlatformProcess } from './processes.ts';
import { startDeployment, type Deployment } from './deployment.ts';
import { logged, names } from './worker-logs.ts';

// An api process and a worker process with an object store (s3rver): the preview the worker
// makes reaches the api process through the bucket, no copy left in the data folder.
let deployment: Deployment;
let worker: PlatformProcess;
let server: TestServer;
let demo: string;
let prjuid: string;

/** Files left under the data folder's previews/ (the worker's are gone once in the bucket). */
const localPreviews = async (...under: string[]) =>
  (
    await readdir(path.join(deployment.root, 'data', 'previews', ...under), { recursive: true }).catch(
      () => [] as string[],
    )
  ).filter((entry) => /\.(?:jpg|m3u8|ts)$/.test(entry));

beforeAll(async () => {
  deployment = await startDeployment('preview-queue-objects', { objectStore: true });
  server = serverAt((await deployment.start('api')).url);
  worker = await deployment.start('worker');
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Previewed into the bucket');
}, 60_000);
afterAll(() => deployment?.stop());

describe('previews made by a worker process, passed on through the object store', () => {
  it('answers the frame the worker put into the bucket, and leaves no copy', async () => {
    const before = logged(worker, 'preview job done');
    const reply = await askPreview(server, demo, prjuid, { movie: leanMovie(1), format: 'JPG', frame: 3 });
    expect(reply.status, reply.bytes.toString().slice(0, 200)).toBe(200);
    expect(isJpeg(reply.bytes)).toBe(true);
    await eventually(
      async () => logged(worker, 'preview job done'),
      (count) => count > before,
    );
    expect(
      deployment.bucket!.requests.some(
        (request) => request.method === 'PUT' && /\/previews\/\.frames\/[0-9a-f]{32}\/frame\.jpg/.test(request.url),
      ),
    ).toBe(true);
    expect(
      deployment.bucket!.requests.some(
        (request) => request.method === 'DELETE' && /\/previews\/\.frames\/[0-9a-f]{32}\/frame\.jpg/.test(request.url),
      ),
    ).toBe(true);
    expect(await localPreviews('.frames')).toEqual([]);
  }, 120_000);

  it('serves the HLS stream the worker copies into the bucket', async () => {
    const reply = await askPreview(server, demo, prjuid, { movie: leanMovie(2), format: 'HLS' });
    expect(reply.status, reply.bytes.toString().slice(0, 200)).toBe(200);
    const { playlist, session } = reply.json as { playlist: string; session: string };
    await eventually(async () => names(worker, session), Boolean);
    const id = /\/hls\/([0-9a-f]{32})\//.exec(playlist)![1]!;
    const list = await fetchBytes(server, playlist);
    expect(list.status).toBe(200);
    const segment = firstSegment(playlist, list.bytes.toString());
    const media = await fetchBytes(server, segment!);
    expect(media.status).toBe(200);
    expect(media.bytes[0]).toBe(0x47);
    expect(
      deployment.bucket!.requests.some(
        (request) => request.method === 'PUT' && request.url.includes(`/previews/eu-west-1/${id}/`),
      ),
    ).toBe(true);
  }, 120_000);
});
