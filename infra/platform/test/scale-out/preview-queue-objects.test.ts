import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { isJpeg } from '../helpers/media.ts';
import { leanMovie } from '../helpers/movies.ts';
import { startS3Store, type S3StoreServer } from '../helpers/object-stores.ts';
import { askPreview, firstSegment } from '../helpers/previews.ts';
import type { TestServer } from '../helpers/server.ts';
import { killStartedProcesses, serverAt, sharedDatabase, startPlatformProcess, type PlatformProcess, type ProcessSettings } from './processes.ts';
import { startRedis, type ThrowawayRedis } from './redis.ts';
import { logged, names } from './worker-logs.ts';

// An api process and a worker process with an object store (s3rver): the preview the worker
// makes reaches the api process through the bucket, no copy left in the data folder.
let redis: ThrowawayRedis;
let bucket: S3StoreServer;
let database: Awaited<ReturnType<typeof sharedDatabase>>;
let root: string;
let worker: PlatformProcess;
let server: TestServer;
let demo: string;
let prjuid: string;

const settings = (role: ProcessSettings['role']): ProcessSettings => ({
  role,
  dataDir: path.join(root, 'data'),
  consoleDir: path.join(root, 'no-console'),
  remotesDir: path.join(root, 'no-remotes'),
  redisUrl: redis.url,
  objectStore: bucket.settings,
  ...database.settings,
});

/** Files left under the data folder's previews/ (the worker's are gone once in the bucket). */
const localPreviews = async (...under: string[]) =>
  (await readdir(path.join(root, 'data', 'previews', ...under), { recursive: true }).catch(() => [] as string[])).filter((entry) => /\.(?:jpg|m3u8|ts)$/.test(entry));

beforeAll(async () => {
  [redis, bucket] = await Promise.all([startRedis(), startS3Store()]);
  database = await sharedDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-preview-queue-objects-'));
  server = serverAt((await startPlatformProcess(settings('api'))).url);
  worker = await startPlatformProcess(settings('worker'));
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Previewed into the bucket');
}, 60_000);
afterAll(async () => {
  await killStartedProcesses();
  await Promise.all([redis?.stop(), bucket?.close()]);
  await database?.drop();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('previews made by a worker process, passed on through the object store', () => {
  it('answers the frame the worker put into the bucket, and leaves no copy', async () => {
    const before = logged(worker, 'preview job done');
    const reply = await askPreview(server, demo, prjuid, { movie: leanMovie(1), format: 'JPG', frame: 3 });
    expect(reply.status, reply.bytes.toString().slice(0, 200)).toBe(200);
    expect(isJpeg(reply.bytes)).toBe(true);
    await eventually(async () => logged(worker, 'preview job done'), (count) => count > before);
    expect(bucket.requests.some((request) => request.method === 'PUT' && /\/previews\/\.frames\/[0-9a-f]{32}\/frame\.jpg/.test(request.url))).toBe(true);
    expect(bucket.requests.some((request) => request.method === 'DELETE' && /\/previews\/\.frames\/[0-9a-f]{32}\/frame\.jpg/.test(request.url))).toBe(true);
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
    expect(bucket.requests.some((request) => request.method === 'PUT' && request.url.includes(`/previews/eu-west-1/${id}/`))).toBe(true);
  }, 120_000);
});
