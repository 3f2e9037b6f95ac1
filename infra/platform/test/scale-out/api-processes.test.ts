import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, listData, putData } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { putMovieJson, render, renderToken, tinyMovie } from '../helpers/movies.ts';
import type { TestServer } from '../helpers/server.ts';
import { SHARED_TEMPORARY_GRACE_MS } from '../../src/plugins/app-options.ts';
import {
  killStartedProcesses,
  serverAt,
  sharedDatabase,
  startPlatformProcess,
  type PlatformProcess,
  type ProcessSettings,
} from './processes.ts';
import { startRedis, type ThrowawayRedis } from './redis.ts';

// Two api processes on one data folder (the SQLite file shared in WAL mode) and one Redis:
// what one was given, the other serves.
let redis: ThrowawayRedis;
let database: Awaited<ReturnType<typeof sharedDatabase>>;
let root: string;
let first: PlatformProcess;
let second: PlatformProcess;
let one: TestServer;
let two: TestServer;
let demo: string;
let prjuid: string;

const settings = (): ProcessSettings => ({
  role: 'api',
  dataDir: path.join(root, 'data'),
  consoleDir: path.join(root, 'no-console'),
  remotesDir: path.join(root, 'no-remotes'),
  redisUrl: redis.url,
  ...database.settings,
});

/** Files in the projects' temporary folders (uploads being received). */
async function temporaryFiles(): Promise<string[]> {
  const entries = await readdir(path.join(root, 'data'), { recursive: true });
  return entries.filter((entry) => entry.split(path.sep).includes('.tmp') && !entry.endsWith('.tmp'));
}

/** Every asset the project lists, whatever its kind. */
async function names(server: TestServer): Promise<string[]> {
  const lists = Object.values((await listData(server, demo, prjuid)).json as Record<string, unknown>).filter(
    Array.isArray,
  );
  return lists.flat().map((item) => (item as { name: string }).name);
}

beforeAll(async () => {
  redis = await startRedis();
  database = await sharedDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-api-processes-'));
  first = await startPlatformProcess(settings());
  second = await startPlatformProcess(settings());
  // Render tokens' files are made by a worker process (the render queue).
  await startPlatformProcess({ ...settings(), role: 'worker' });
  one = serverAt(first.url);
  two = serverAt(second.url);
  demo = await one.login('demo');
  prjuid = await createProject(one, demo, 'Two processes');
}, 60_000);
afterAll(async () => {
  await killStartedProcesses();
  await redis?.stop();
  await database?.drop();
  await rm(root, { recursive: true, force: true });
});

describe('api processes sharing one data folder', () => {
  it('serves a render token that another api process issued, with the same sign-in', async () => {
    const tiny = tinyMovie();
    const movie = tinyMovie({
      params: { ...tiny.params, vparams: { ...tiny.params!.vparams!, width: 320, height: 180 } },
      scenes: tiny.scenes!.map((scene) => ({ ...scene, length: 5 })),
    });
    expect((await putMovieJson(one, demo, prjuid, 'short', movie)).status).toBe(201);
    const token = await renderToken(one, demo, prjuid, {
      movie: 'short',
      format: 'mp4',
      params: { title: 'Elsewhere' },
    });
    const video = await fetchBytes(two, `${render()}/v2/render/${token}.mp4`);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toMatch(/video\/mp4/);
    expect(video.bytes.subarray(4, 8).toString()).toBe('ftyp');
    // The sign-in made on the first process is good on the second.
    expect((await listData(two, demo, prjuid)).status).toBe(200);
  }, 60_000);

  it('an api process killed mid-upload lists no part of it anywhere, and the next start sweeps its temporary file', async () => {
    expect((await putData(two, demo, prjuid, 'whole.bin', Buffer.alloc(1024, 1))).status).toBe(201);
    const size = 8 * 1024 * 1024;
    const url = new URL(`${api()}/data/${prjuid}/half.bin`, second.url);
    const upload = httpRequest(url, {
      method: 'PUT',
      headers: {
        authorization: `istoken ${demo}`,
        'content-type': 'application/octet-stream',
        'content-length': String(size),
      },
    });
    upload.on('error', () => {}); // the server dies under it
    upload.write(Buffer.alloc(size / 2, 7));
    await eventually(temporaryFiles, (files) => files.length > 0);
    expect(await second.kill('SIGKILL')).toBe(null);
    upload.destroy();

    expect(await names(one)).toContain('whole.bin');
    expect(await names(one)).not.toContain('half.bin');
    // Other processes share the folder, so a start removes only temporary files nobody
    // touched for hours (a live upload of another process stays): make this one that old.
    const longAgo = (Date.now() - SHARED_TEMPORARY_GRACE_MS - 60_000) / 1000;
    for (const file of await temporaryFiles()) await utimes(path.join(root, 'data', file), longAgo, longAgo);
    second = await startPlatformProcess(settings());
    two = serverAt(second.url);
    expect(await temporaryFiles()).toEqual([]);
    expect(await names(two)).not.toContain('half.bin');
  }, 60_000);
});
