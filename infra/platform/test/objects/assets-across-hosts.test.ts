import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, iv, listData, putData } from '../helpers/assets.ts';
import { centrePixel, ffmpeg, isJpeg } from '../helpers/media.ts';
import { putMovieJson, render, renderToken, tinyMovie } from '../helpers/movies.ts';
import type { TestServer } from '../helpers/server.ts';
import { startTwoHosts, type TwoHosts } from './two-hosts.ts';

/**
 * Assets with an object store: two API servers, each with a data folder of its own (two
 * hosts), one PostgreSQL database and one bucket. An asset uploaded to one is listed, read by
 * range, thumbnailed and rendered by the other; replaced or deleted on one, the other sees it
 * at once. The second host keeps nothing of it but caches.
 */
let hosts: TwoHosts;
let first: TestServer;
let second: TestServer;
let scratch: string;
let demo: string;
let prjuid: string;
const clips: Record<'red' | 'blue', Buffer> = { red: Buffer.alloc(0), blue: Buffer.alloc(0) };

beforeAll(async () => {
  hosts = await startTwoHosts();
  ({ first, second } = hosts);
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-assets-across-'));
  for (const colour of ['red', 'blue'] as const) {
    const file = path.join(scratch, `${colour}.mp4`);
    await ffmpeg(
      '-f',
      'lavfi',
      '-i',
      `color=c=${colour}:s=160x90:r=25:d=1`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      file,
    );
    clips[colour] = await readFile(file);
  }
  demo = await first.login('demo');
  prjuid = await createProject(first, demo, 'Across hosts');
  const movie = tinyMovie({
    scenes: [
      {
        name: 'Only',
        length: 5,
        layers: [{ name: 'Clip', video: { asset: 'clip.mp4' }, position: { x: 0, y: 0, w: 160, h: 90 } }],
      },
    ],
  });
  expect((await putMovieJson(first, demo, prjuid, 'across', movie)).status).toBe(201);
}, 60_000);
afterAll(async () => {
  await hosts?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const keysIn = (prefix: string) => hosts.keysIn(prefix);
/** Every file under a folder, by its path relative to it. */
const filesUnder = async (dir: string) => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
};
/** The centre colour of some picture or video's first frame, as the bytes given. */
const colourOf = async (bytes: Buffer, ext: string) => {
  const file = path.join(scratch, `seen-${Math.random().toString(36).slice(2)}.${ext}`);
  await writeFile(file, bytes);
  return centrePixel(file);
};
const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const isBlue = ([r, g, b]: number[]) => r! < 60 && g! < 60 && b! > 200;
/** The movie rendered by the second host (the host a render token's file is first asked of renders it). */
const renderedOnSecond = async () => {
  const token = await renderToken(first, demo, prjuid, { movie: 'across' });
  const made = await fetchBytes(second, `${render()}/v2/render/${token}.mp4`);
  expect(made.status, made.bytes.toString().slice(0, 300)).toBe(200);
  return made.bytes;
};

/** The first segment of the clip's HLS stream, as the second host serves it. */
const streamed = async () => {
  const playlist = await fetchBytes(second, `${iv()}/api/v1/hls/${prjuid}/clip.mp4/index.m3u8`, { token: demo });
  expect(playlist.status).toBe(200);
  const segment = playlist.bytes
    .toString()
    .split('\n')
    .find((line) => line.endsWith('.ts'));
  const first = await fetchBytes(second, `${iv()}/api/v1/hls/${prjuid}/clip.mp4/${segment}`, { token: demo });
  expect(first.status).toBe(200);
  return first.bytes;
};

describe('an asset with an object store', () => {
  it('uploaded on one host is in the bucket, not in its data folder', async () => {
    expect((await putData(first, demo, prjuid, 'clip.mp4', clips.red, { contentType: 'video/mp4' })).status).toBe(201);
    expect(await keysIn(`projects/eu-west-1/${prjuid}/userdata/`)).toEqual([
      `projects/eu-west-1/${prjuid}/userdata/clip.mp4`,
    ]);
    expect((await filesUnder(path.join(first.dataDir, 'blobs'))).filter((file) => file.includes('userdata'))).toEqual(
      [],
    );
  });

  it('is listed and read, whole and by range, from the other host', async () => {
    const listed = await listData(second, demo, prjuid);
    expect(listed.json.Videos.map((asset: { name: string; size: number }) => [asset.name, asset.size])).toEqual([
      ['clip.mp4', clips.red.length],
    ]);
    const whole = await fetchBytes(second, `${api()}/data/${prjuid}/clip.mp4`, { token: demo });
    expect(whole.status).toBe(200);
    expect(whole.bytes.equals(clips.red)).toBe(true);
    const part = await fetchBytes(second, `${api()}/data/${prjuid}/clip.mp4`, {
      token: demo,
      headers: { range: 'bytes=10-109' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-109/${clips.red.length}`);
    expect(part.bytes.equals(clips.red.subarray(10, 110))).toBe(true);
  });

  it('is thumbnailed and rendered in a movie by the other host', async () => {
    const thumbnail = await fetchBytes(second, `${api()}/thumbnail/${prjuid}/clip.mp4-w=64.jpg`, { token: demo });
    expect(thumbnail.status).toBe(200);
    expect(isJpeg(thumbnail.bytes)).toBe(true);
    expect(isRed(await colourOf(thumbnail.bytes, 'jpg'))).toBe(true);
    expect(isRed(await colourOf(await renderedOnSecond(), 'mp4'))).toBe(true);
    expect(isRed(await colourOf(await streamed(), 'ts'))).toBe(true);
    expect((await keysIn(`hls/eu-west-1/${prjuid}/`)).length).toBeGreaterThan(0);
  });

  it('replaced on one host is the new one on the other: read, thumbnailed and rendered', async () => {
    expect(
      (await putData(first, demo, prjuid, 'clip.mp4', clips.blue, { replace: 1, contentType: 'video/mp4' })).status,
    ).toBe(201);
    // The older revision's HLS stream leaves the bucket with the replacement, before any is asked for.
    expect(await keysIn(`hls/eu-west-1/${prjuid}/`)).toEqual([]);
    expect(isBlue(await colourOf(await streamed(), 'ts'))).toBe(true);
    expect(
      (await fetchBytes(second, `${api()}/data/${prjuid}/clip.mp4`, { token: demo })).bytes.equals(clips.blue),
    ).toBe(true);
    const thumbnail = await fetchBytes(second, `${api()}/thumbnail/${prjuid}/clip.mp4-w=64.jpg`, { token: demo });
    expect(isBlue(await colourOf(thumbnail.bytes, 'jpg'))).toBe(true);
    expect(isBlue(await colourOf(await renderedOnSecond(), 'mp4'))).toBe(true);
  });

  it("leaves nothing of itself in the other host's data folder but caches", async () => {
    const files = await filesUnder(path.join(second.dataDir, 'blobs'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !file.split(path.sep).includes('.cache'))).toEqual([]);
  });

  it('deleted on one host is gone on the other and from the bucket', async () => {
    expect((await first.request(`${api()}/data/${prjuid}/clip.mp4`, { method: 'DELETE', token: demo })).status).toBe(
      200,
    );
    expect((await listData(second, demo, prjuid)).json.Videos).toEqual([]);
    expect((await fetchBytes(second, `${api()}/data/${prjuid}/clip.mp4`, { token: demo })).status).toBe(404);
    expect((await fetchBytes(second, `${api()}/thumbnail/${prjuid}/clip.mp4-w=64.jpg`, { token: demo })).status).toBe(
      404,
    );
    expect(await keysIn(`projects/eu-west-1/${prjuid}/userdata/`)).toEqual([]);
    expect(await keysIn(`hls/eu-west-1/${prjuid}/`)).toEqual([]);
  });

  it('goes from the bucket with its project, its thumbnails and streams with it', async () => {
    expect((await putData(first, demo, prjuid, 'again.mp4', clips.red, { contentType: 'video/mp4' })).status).toBe(201);
    expect((await keysIn(`projects/eu-west-1/${prjuid}/`)).length).toBeGreaterThan(0);
    const playlist = await fetchBytes(second, `${iv()}/api/v1/hls/${prjuid}/again.mp4/index.m3u8`, { token: demo });
    expect(playlist.status).toBe(200);
    expect((await keysIn(`hls/eu-west-1/${prjuid}/`)).length).toBeGreaterThan(0);
    expect((await second.request(`${api()}/project/${prjuid}`, { method: 'DELETE', token: demo })).status).toBe(200);
    expect(await keysIn(`projects/eu-west-1/${prjuid}/`)).toEqual([]);
    expect(await keysIn(`hls/eu-west-1/${prjuid}/`)).toEqual([]);
  });
});
