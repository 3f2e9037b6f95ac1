import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareId } from '@reelforge/model';
import { api, createProject, fetchBytes, iv, putData } from '../helpers/assets.ts';
import { newRunId, putAppData, resultsOf, runEnded, saveJobs, submit, task, waitForQueue } from '../helpers/batch.ts';
import { ffmpeg, isJpeg } from '../helpers/media.ts';
import { leanMovie, putMovieJson, render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { askPreview, firstSegment } from '../helpers/previews.ts';
import { createDatabase, postgresCluster } from '../helpers/postgres-databases.ts';
import { copyEnded, migrationEnded, startCopy, startMigration } from '../helpers/project-copy.ts';
import { publish, publishTask } from '../helpers/publish.ts';
import type { TestServer } from '../helpers/server.ts';
import { putUserFile, userfs } from '../helpers/userfs.ts';
import { startDeployment, type Deployment } from './deployment.ts';
import { serverAt } from './processes.ts';

// A deployment across machines with no shared file system: two api processes and a worker,
// each with a data folder of its own, on one PostgreSQL database, one Redis and one bucket
// (s3rver). What a user does through api process A, and what the worker makes, is read
// through api process B.
let cluster: { url: string; stop(): Promise<void> };
let database: { url: string; drop(): Promise<void> };
let deployment: Deployment;
let one: TestServer;
let two: TestServer;
let demo: string;
let prjuid: string;
let scratch: string;
let picture: Buffer;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-data-folders-'));
  cluster = await postgresCluster();
  database = await createDatabase(cluster.url);
  deployment = await startDeployment('data-folders-of-their-own', {
    objectStore: true,
    common: { databaseUrl: database.url },
  });
  const dataOf = (name: string) => ({ dataDir: path.join(deployment.root, name) });
  one = serverAt((await deployment.start('api', dataOf('one'))).url);
  two = serverAt((await deployment.start('api', dataOf('two'))).url);
  await deployment.start('worker', dataOf('worker'));
  demo = await one.login('demo');
  prjuid = await createProject(one, demo, 'No shared folder');
  const file = path.join(scratch, 'still.png');
  await ffmpeg('-f', 'lavfi', '-i', 'color=c=red:s=160x90', '-frames:v', '1', file);
  picture = await readFile(file);
}, 120_000);
afterAll(async () => {
  await deployment?.stop();
  await database?.drop();
  await cluster?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const script = { name: 'Retitle', sdk: 'api', src: 'function prerender(movie, params) { return movie; }' };
/** A movie of two scenes: the project's asset and the user's file, each full frame. */
const pictures = tinyMovie({
  scenes: [
    { name: 'Asset', length: 5, layers: [{ name: 'Asset', image: { asset: 'still.png' } }] },
    { name: 'User file', length: 5, layers: [{ name: 'Logo', image: { asset: 'userfs:logos/still.png' } }] },
  ],
  variables: [],
});

const bytesOf = async (server: TestServer, address: string, token: string | undefined = demo) => {
  const reply = await fetchBytes(server, address, token ? { token } : {});
  expect(reply.status, `${address}: ${reply.bytes.toString().slice(0, 200)}`).toBe(200);
  return reply.bytes;
};
/** Files of a process's data folder that are not caches or working files. */
const keptIn = async (name: string) =>
  (await readdir(path.join(deployment.root, name, 'blobs'), { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(path.join(deployment.root, name), path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => ['.cache', '.tmp', '.renders'].includes(part)));

describe('api and worker processes with data folders of their own', () => {
  it('serve through api B what a user saved through api A: an asset, a user’s file, a movie, app data', async () => {
    expect((await putData(one, demo, prjuid, 'still.png', picture, { contentType: 'image/png' })).status).toBe(201);
    expect((await bytesOf(two, `${api()}/data/${prjuid}/still.png`)).equals(picture)).toBe(true);
    expect((await putUserFile(one, demo, 'logos/still.png', picture)).status).toBe(201);
    expect((await bytesOf(two, `${userfs()}/data/logos/still.png`)).equals(picture)).toBe(true);
    expect((await putMovieJson(one, demo, prjuid, 'colour', tinyMovie())).status).toBe(201);
    expect((await putMovieJson(one, demo, prjuid, 'pictures', pictures)).status).toBe(201);
    const movie = await two.request(`${api()}/sdl/${prjuid}/colour?json=1`, { token: demo });
    expect(movie.status).toBe(200);
    expect(JSON.stringify(movie.json)).toContain('#cc2222');
    expect((await putAppData(one, demo, prjuid, 'scripts.json', [script])).status).toBeLessThan(300);
    expect((await two.request(`${api()}/appdata/${prjuid}/scripts.json`, { token: demo })).json).toEqual([script]);
  }, 60_000);

  it('serve through api B a thumbnail of the user’s file and an asset’s HLS stream the worker made', async () => {
    const file = path.join(scratch, 'clip.mp4');
    await ffmpeg(
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=160x90:r=25:d=2',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      file,
    );
    expect((await putData(one, demo, prjuid, 'clip.mp4', await readFile(file))).status).toBe(201);
    const base = `${iv()}/api/v1/hls/${prjuid}/clip.mp4`;
    const playlist = (await bytesOf(two, `${base}/index.m3u8`)).toString();
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts'));
    expect((await bytesOf(two, `${base}/${segment}`))[0]).toBe(0x47);
    expect(isJpeg(await bytesOf(two, `${userfs()}/thumbnail/logos/still.png-w=64.jpg`))).toBe(true);
  }, 120_000);

  it('serve through api B the product-CDN results of a batch run the worker made', async () => {
    const job = {
      id: 'job-own-folders-1',
      name: 'Own folders',
      movie: 'colour',
      format: 'png',
      destination: { type: 'cdn' },
    };
    await saveJobs(one, demo, prjuid, [job]);
    const runid = newRunId();
    const queue = await submit(one, demo, prjuid, {
      jobid: job.id,
      runid,
      tasks: [task(0, { title: 'One' }), task(1, { title: 'Two' })],
    });
    expect(await waitForQueue(two, demo, queue, runEnded, 60_000)).toMatchObject({ state: 'done', done: 2, failed: 0 });
    const results = await resultsOf(two, demo, runid);
    expect(results.map((row) => row.status)).toEqual(['ok', 'ok']);
    for (const row of results) {
      const image = await bytesOf(two, new URL(row.url).pathname, undefined);
      expect(image.subarray(1, 4).toString()).toBe('PNG');
    }
  }, 120_000);

  it('serve through api B a render token’s video and a share’s video and poster the worker made', async () => {
    for (const movie of ['colour', 'pictures']) {
      const token = await renderToken(one, demo, prjuid, { movie, format: 'mp4', params: { title: 'Elsewhere' } });
      expect((await bytesOf(two, `${render()}/v2/render/${token}.mp4`, undefined)).subarray(4, 8).toString()).toBe(
        'ftyp',
      );
    }
    expect((await putMovieJson(one, demo, prjuid, 'lean', leanMovie(1))).status).toBe(201);
    const base = { username: 'demo', region: 'eu-west-1', prjuid, movie: 'lean' };
    const share = { id: await shareId(base), ...base };
    expect((await one.request('/share-api/create', { method: 'POST', token: demo, body: share })).status).toBe(200);
    expect((await bytesOf(two, `/share-api/video/${share.id}.mp4`, undefined)).subarray(4, 8).toString()).toBe('ftyp');
    expect(isJpeg(await bytesOf(one, `/share-api/poster/${share.id}.jpg`, undefined))).toBe(true);
  }, 120_000);

  it('answer a preview frame through api B and play through it a preview stream asked on api A, both made by the worker', async () => {
    const frame = await askPreview(two, demo, prjuid, { movie: pictures, format: 'JPG', frame: 7 });
    expect(frame.status, frame.bytes.toString().slice(0, 200)).toBe(200);
    expect(isJpeg(frame.bytes)).toBe(true);
    const stream = await askPreview(one, demo, prjuid, { movie: leanMovie(2), format: 'HLS' });
    expect(stream.status, stream.bytes.toString().slice(0, 200)).toBe(200);
    const { playlist } = stream.json as { playlist: string };
    const list = await bytesOf(two, playlist, undefined);
    expect((await bytesOf(two, firstSegment(playlist, list.toString())!, undefined))[0]).toBe(0x47);
  }, 120_000);

  it('serve through api B the copy a worker published, a project copy and a migration, and keep no project file in any data folder', async () => {
    const published = await publish(one, demo, prjuid, 'us-east-1');
    let state = (await publishTask(two, demo, prjuid, published.json.task_id)).json;
    while (state.status === 'pending' || state.status === 'copying')
      state = (await publishTask(two, demo, prjuid, published.json.task_id)).json;
    expect(state).toMatchObject({ status: 'done' });
    // The region's render host renders from the published copy: its movie and its asset.
    const token = await renderToken(one, demo, prjuid, { movie: 'pictures', format: 'mp4' }, 'us-east-1');
    expect(
      (await bytesOf(two, `${render('us-east-1')}/v2/render/${token}.mp4`, undefined)).subarray(4, 8).toString(),
    ).toBe('ftyp');
    // A copy the worker made, then migrated: read through api B where it went.
    const copied = await startCopy(one, demo, prjuid, { region: 'eu-west-1', name: 'Copied without a shared folder' });
    const copy = await copyEnded(two, demo, copied.json.task_id);
    expect(copy.status).toBe('done');
    expect((await bytesOf(two, `${api()}/data/${copy.project.uid}/still.png`)).equals(picture)).toBe(true);
    const moved = await startMigration(one, demo, copy.project.uid, 'us-east-1');
    expect(await migrationEnded(two, demo, copy.project.uid, 'us-east-1', moved.json.task_id)).toMatchObject({
      status: 'done',
      region: 'us-east-1',
    });
    expect((await bytesOf(two, `${api('us-east-1')}/data/${copy.project.uid}/still.png`)).equals(picture)).toBe(true);
    for (const name of ['one', 'two', 'worker']) expect(await keptIn(name), name).toEqual([]);
  }, 120_000);
});
