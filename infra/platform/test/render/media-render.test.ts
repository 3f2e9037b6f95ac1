import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import { isJpeg, probe } from '../helpers/media.ts';
import { base64Movie, mediaCall } from '../helpers/media-host.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-media-render-'));
  server = await startTestServer();
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'Media renders');
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

const base64 = base64Movie;

const call = (what: string, fields: Record<string, string>, token: string = demo, id = prjuid) =>
  mediaCall(server, token, id, what, fields);

describe('media host movie calls', () => {
  it('rendermovie gives a token and the URL of the render in the asked format', async () => {
    const reply = await call('rendermovie', {
      movie: base64(tinyMovie()),
      params: JSON.stringify({ title: 'Media' }),
      format: 'mov',
    });
    expect(reply.status, reply.bytes.toString()).toBe(200);
    expect(reply.json.token).toMatch(/^[0-9a-f]{32}$/);
    expect(reply.json.url).toBe(`/r/eu-west-1/render/v2/render/${reply.json.token}.mov`);
    const video = await fetchBytes(server, reply.json.url);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/quicktime');
    const file = path.join(scratch, 'media.mov');
    await writeFile(file, video.bytes);
    expect((await probe(file)).streams.find((s) => s.codec_type === 'video')).toMatchObject({
      codec_name: 'prores',
      width: 160,
      height: 90,
    });
  });

  it('rendermovie defaults to the format of the movie codec', async () => {
    const reply = await call('rendermovie', { movie: base64(tinyMovie()) });
    expect(reply.status).toBe(200);
    expect(reply.json.url).toMatch(/\.mp4$/);
  });

  it('renderframe answers the JPG of the asked frame', async () => {
    const movie = tinyMovie({
      scenes: [
        { name: 'Red', length: 5, layers: [{ color: { color: '#ff0000' } }] },
        { name: 'Blue', length: 5, layers: [{ color: { color: '#0000ff' } }] },
      ],
    });
    const red = await call('renderframe', { movie: base64(movie), params: '{}', framenumber: '1' });
    const blue = await call('renderframe', { movie: base64(movie), params: '{}', framenumber: '8' });
    for (const reply of [red, blue]) {
      expect(reply.status, reply.bytes.toString().slice(0, 200)).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/jpeg');
      expect(isJpeg(reply.bytes)).toBe(true);
    }
    expect(red.bytes.equals(blue.bytes)).toBe(false);
  });

  it('structure answers the timing of scenes, layers, audio and variables', async () => {
    const reply = await call('structure', { movie: base64(tinyMovie()), params: '{}' });
    expect(reply.status, reply.bytes.toString()).toBe(200);
    expect(reply.json).toMatchObject({ width: 160, height: 90, framerate: { num: 25, den: 1 }, frames: 25 });
    expect(reply.json.scenes).toHaveLength(1);
    expect(reply.json.scenes[0]).toMatchObject({ name: 'Only', start: 0, length: 25 });
    expect(reply.json.variables).toEqual([{ key: 'title', type: 'MAP', valuetype: 'string' }]);
  });

  it('refuses a missing, non-base64 or malformed movie, and bad params', async () => {
    expect((await call('structure', { params: '{}' })).status).toBe(400);
    expect((await call('structure', { movie: '***' })).status).toBe(400);
    const malformed = await call('renderframe', { movie: Buffer.from([0x12, 0xff, 0xff, 0x01]).toString('base64') });
    expect(malformed.status).toBe(400);
    expect(malformed.json.Message).toMatch(/not a valid scene description/);
    expect((await call('rendermovie', { movie: base64(tinyMovie()), params: '[1]' })).status).toBe(400);
    expect((await call('rendermovie', { movie: base64(tinyMovie()), params: '{nope' })).status).toBe(400);
    expect((await call('rendermovie', { movie: base64(tinyMovie()), format: 'exe' })).status).toBe(400);
    expect((await call('renderframe', { movie: base64(tinyMovie()), framenumber: '-1' })).status).toBe(400);
  });

  it('takes the biggest movie, checked on a render-check worker, and refuses a movie field over its limit', async () => {
    const text = { text: `A caption ${'t'.repeat(60)}`, size: 20, color: '#ffffff' };
    const biggest = tinyMovie({
      scenes: Array.from({ length: 1000 }, (_, i) => ({
        name: `Scene ${i}`,
        length: 25,
        layers: Array.from({ length: 5 }, (_, j) => ({ name: `Layer ${j}`, text })),
      })),
    });
    const before = server.app.renderTokens.checks.offloaded;
    const made = await call('rendermovie', { movie: base64(biggest), params: '{"title":"Big"}', format: 'jpg' });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    expect(made.json.url).toMatch(/\.jpg$/);
    expect(server.app.renderTokens.checks.offloaded).toBe(before + 1);
    // Over the limit (2 MiB as base64): refused, not read as a broken movie.
    const over = await call('rendermovie', { movie: 'A'.repeat(3 * 1024 * 1024) });
    expect(over.status).toBe(413);
    expect(over.json.Message).toMatch(/movie is over the limit of 2\.7 MiB/);
  });

  it('is for the project owner only', async () => {
    expect((await call('structure', { movie: base64(tinyMovie()) }, '')).status).toBe(401);
    expect((await call('structure', { movie: base64(tinyMovie()) }, other)).status).toBe(404);
  });
});

describe('the legacy render call', () => {
  it('renders a stored movie with the query string as its values, only on eu-original-1', async () => {
    const legacy = await createProject(server, demo, 'Old one', 'eu-original-1');
    expect((await putMovieJson(server, demo, legacy, 'old movie', tinyMovie(), 'eu-original-1')).status).toBe(201);
    const url = `/r/eu-original-1/render/render/${legacy}/old%20movie.mp4?title=Legacy`;
    const reply = await fetchBytes(server, url, { token: demo });
    expect(reply.status, reply.bytes.toString().slice(0, 200)).toBe(200);
    expect(reply.headers.get('content-type')).toBe('video/mp4');
    const file = path.join(scratch, 'legacy.mp4');
    await writeFile(file, reply.bytes);
    expect((await probe(file)).streams.find((s) => s.codec_type === 'video')).toMatchObject({
      codec_name: 'h264',
      width: 160,
    });
    // Same values again: the cached render, seekable.
    const range = await fetchBytes(server, url, { token: demo, headers: { range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    const sessions = await server.app.renderSessions.list({
      ownerId: (await server.app.users.findByUsername('demo'))!.id,
      movie: 'old movie',
    });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ origin: 'legacy', region: 'eu-original-1', success: true });

    expect((await fetchBytes(server, url)).status).toBe(401);
    expect((await fetchBytes(server, url, { token: other })).status).toBe(404);
    expect(
      (await fetchBytes(server, `/r/eu-original-1/render/render/${legacy}/old%20movie.exe`, { token: demo })).status,
    ).toBe(400);
    expect(
      (await fetchBytes(server, `/r/eu-original-1/render/render/${legacy}/nothing.mp4`, { token: demo })).status,
    ).toBe(404);
    const elsewhere = await createProject(server, demo, 'New one');
    await putMovieJson(server, demo, elsewhere, 'new movie', tinyMovie());
    expect(
      (await fetchBytes(server, `/r/eu-west-1/render/render/${elsewhere}/new%20movie.mp4`, { token: demo })).status,
    ).toBe(404);
  });
});
