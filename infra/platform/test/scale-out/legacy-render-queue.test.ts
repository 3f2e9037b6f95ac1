import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import { leanMovie, putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { createDatabase, postgresCluster } from '../helpers/postgres-databases.ts';
import type { TestServer } from '../helpers/server.ts';
import { startDeployment, type Deployment } from './deployment.ts';
import { serverAt, type PlatformProcess } from './processes.ts';
import { logged } from './worker-logs.ts';

// The older render call (GET render/{prjuid}/{movie}.{ext} of eu-original-1) across machines:
// two api processes and a worker process, each with a data folder of its own, one database,
// one Redis and one bucket (s3rver). The render is a job of the render queue: the worker makes
// it once into the project file .renders/legacy/<hash>.<ext> in the bucket, and every api
// process serves it from there.
let cluster: { url: string; stop(): Promise<void> };
let database: { url: string; drop(): Promise<void> };
let deployment: Deployment;
let worker: PlatformProcess;
let apis: PlatformProcess[];
let one: TestServer;
let two: TestServer;
let demo: string;
let prjuid: string;

const REGION = 'eu-original-1';
const legacyUrl = (movie: string, query: string) =>
  `/r/${REGION}/render/render/${prjuid}/${encodeURIComponent(movie)}?${query}`;
const legacyPuts = () =>
  deployment.bucket!.requests.filter(
    (request) =>
      request.method === 'PUT' && request.url.includes('/.renders/legacy/') && !request.url.includes('/.used'),
  ).length;
const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

beforeAll(async () => {
  cluster = await postgresCluster();
  database = await createDatabase(cluster.url);
  deployment = await startDeployment('legacy-render-queue', {
    objectStore: true,
    common: { databaseUrl: database.url },
  });
  const dataOf = (name: string) => ({ dataDir: path.join(deployment.root, name) });
  apis = [await deployment.start('api', dataOf('one')), await deployment.start('api', dataOf('two'))];
  one = serverAt(apis[0]!.url);
  two = serverAt(apis[1]!.url);
  worker = await deployment.start('worker', dataOf('worker'));
  demo = await one.login('demo');
  prjuid = await createProject(one, demo, 'Older render call', REGION);
  expect((await putMovieJson(one, demo, prjuid, 'old movie', leanMovie(2), REGION)).status).toBe(201);
}, 90_000);
afterAll(async () => {
  await deployment?.stop();
  await database?.drop();
  await cluster?.stop();
});

describe('the older render call with worker processes', () => {
  it('is made once by the worker for two api processes asking at once, and served by both from the bucket', async () => {
    const url = legacyUrl('old movie.mp4', 'title=Once');
    const answers = await Promise.all([one, two, one, two].map((server) => fetchBytes(server, url, { token: demo })));
    for (const answer of answers) {
      expect(answer.status, answer.bytes.toString().slice(0, 200)).toBe(200);
      expect(answer.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.compare(answer.bytes, answers[0]!.bytes)).toBe(0);
    }
    expect(answers[0]!.bytes.subarray(4, 8).toString()).toBe('ftyp');
    // One job, made by the worker; the api processes rendered nothing and keep no render.
    expect(logged(worker, 'legacy render job taken')).toBe(1);
    expect(logged(worker, 'legacy render job done')).toBe(1);
    expect(legacyPuts()).toBe(1);
    for (const process of apis) expect(logged(process, 'legacy render job done')).toBe(0);
    for (const name of ['one', 'two']) {
      expect((await filesUnder(path.join(deployment.root, name))).filter((file) => file.includes('.renders'))).toEqual(
        [],
      );
    }

    // Asked again, by range: served from the bucket, no other job.
    const part = await fetchBytes(two, url, { token: demo, headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(Buffer.compare(part.bytes, answers[0]!.bytes.subarray(0, 100))).toBe(0);
    expect(logged(worker, 'legacy render job taken')).toBe(1);
    expect(legacyPuts()).toBe(1);
  }, 120_000);

  it('makes a frame format and other values as another job', async () => {
    const frame = await fetchBytes(two, legacyUrl('old movie.png', 'title=Frame'), { token: demo });
    expect(frame.status, frame.bytes.toString().slice(0, 200)).toBe(200);
    expect(frame.headers.get('content-type')).toBe('image/png');
    expect(frame.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(logged(worker, 'legacy render job done')).toBe(2);
  }, 120_000);

  it('answers a render that fails (a missing asset) from the worker as one process does: 400 naming the asset', async () => {
    const movie = tinyMovie({
      scenes: [{ name: 'Broken', length: 10, layers: [{ name: 'Photo', image: { asset: 'nowhere.png' } }] }],
    });
    expect((await putMovieJson(one, demo, prjuid, 'broken', movie, REGION)).status).toBe(201);
    const reply = await two.request(legacyUrl('broken.mp4', ''), { token: demo });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/nowhere\.png/);
    expect(logged(worker, 'legacy render job taken')).toBe(3);
  }, 120_000);
});
