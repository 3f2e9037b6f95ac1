import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeMovie, encodePreviewRequest, type Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, iv, putData } from '../helpers/assets.ts';
import { ffmpeg, isJpeg, makeMedia, probe, type MediaFixtures } from '../helpers/media.ts';
import { preview, render, tinyMovie } from '../helpers/movies.ts';
import { startTestServer } from '../helpers/server.ts';
import { movieUsing } from './renderer-attack.ts';

/**
 * What a caller gets for texts and values the renderer cannot take, for frames outside the
 * movie, and for renders past the ffmpeg time and output limits (set tiny here): a 400
 * that says why, never a 500, while real media still gets its thumbnails and probes.
 */

let scratch: string;
let media: MediaFixtures;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-renderer-limits-'));
  media = await makeMedia(scratch);
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function session(options: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(options);
  const demo = await server.login('demo');
  const prjuid = await createProject(server, demo, 'Limits');
  const postRender = (body: Record<string, unknown>) =>
    server.request(`${render()}/v2/render/${prjuid}`, { method: 'POST', token: demo, body });
  const fetchRender = async (body: Record<string, unknown>, ext: string) => {
    const created = await postRender(body);
    expect(created.status, created.text).toBe(200);
    return fetchBytes(server, `${render()}/v2/render/${created.json.token}.${ext}`);
  };
  const askPreview = (movie: Movie, more: { format: 'JPG' | 'HLS'; frame?: number; params?: Record<string, string> }) =>
    fetchBytes(server, `${preview()}/preview/v1/previewrequest/${prjuid}`, {
      method: 'PUT',
      token: demo,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        previewrequest: Buffer.from(encodePreviewRequest({ movie, ...more })).toString('base64'),
      }),
    });
  const renderFrame = (movie: Movie, fields: Record<string, string>) => {
    const body = new FormData();
    body.append('movie', Buffer.from(encodeMovie(movie)).toString('base64'));
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    return fetchBytes(server, `${iv()}/api/v1/sdl/renderframe/${prjuid}`, { method: 'PUT', token: demo, body });
  };
  return { server, demo, prjuid, postRender, fetchRender, askPreview, renderFrame };
}

describe('texts, values and frames', () => {
  let s: Awaited<ReturnType<typeof session>>;
  beforeAll(async () => {
    s = await session();
  });
  afterAll(() => s.server.close());

  it('renders a 200 KB text variable (once an E2BIG 500), and refuses one over the limit naming it', async () => {
    const long = 'Every word of this caption is drawn as written. '.repeat(4200).slice(0, 200_000);
    const video = await s.fetchRender({ movie: tinyMovie(), params: { title: long } }, 'mp4');
    expect(video.status, video.bytes.toString().slice(0, 300)).toBe(200);
    const file = path.join(scratch, 'long.mp4');
    await writeFile(file, video.bytes);
    expect((await probe(file, true)).streams.find((st) => st.codec_type === 'video')?.nb_read_frames).toBe('25');
    const frame = await s.askPreview(tinyMovie(), { format: 'JPG', frame: 3, params: { title: long } });
    expect([frame.status, isJpeg(frame.bytes)]).toEqual([200, true]);

    // Answered when the token is asked for: no token, nothing to fetch.
    const tooLong = await s.postRender({ movie: tinyMovie(), params: { title: 'x'.repeat(1_000_001) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.Message).toMatch(
      /^Scene 1 "Only", layer 2 "Title": the text has 1000001 characters, more than the limit of 1000000\./,
    );
  });

  it('refuses NUL characters in values and texts with a 400 on every route', async () => {
    for (const title of ['a\u0000b', '\u0000', 'ends with \u0000']) {
      const created = await s.postRender({ movie: tinyMovie(), params: { title } });
      expect([created.status, created.json.Message]).toEqual([
        400,
        'The value of title holds a NUL character (\\u0000)',
      ]);
      const frame = await s.renderFrame(tinyMovie(), { params: JSON.stringify({ title }) });
      expect(frame.status).toBe(400);
      const previewed = await s.askPreview(tinyMovie(), { format: 'JPG', params: { title } });
      expect([previewed.status, previewed.json.Message]).toEqual([
        400,
        'The value of "title" holds a NUL character (\\u0000).',
      ]);
    }
    const inText = tinyMovie({
      scenes: [{ name: 'Only', length: 25, layers: [{ name: 'Caption', text: { text: 'a\u0000b' } }] }],
      variables: [],
    });
    const created = await s.postRender({ movie: inText });
    expect([created.status, created.json.Message]).toEqual([
      400,
      'Scene 1 "Only", layer 1 "Caption": the text holds a NUL character (\\u0000), which cannot be drawn.',
    ]);
  });

  it('refuses frames past the end, negative or not whole', async () => {
    const past = await s.fetchRender({ movie: tinyMovie() }, 'png?frame=25');
    expect([past.status, past.json.Message]).toEqual([
      400,
      "Frame 25 is past the movie's end: it has 25 frames (0 to 24).",
    ]);
    expect((await s.fetchRender({ movie: tinyMovie() }, 'jpg?frame=24')).status).toBe(200);
    for (const frame of ['-1', '2.5', 'x'])
      expect((await s.fetchRender({ movie: tinyMovie() }, `png?frame=${frame}`)).status, frame).toBe(400);
    const framed = await s.renderFrame(tinyMovie(), { framenumber: '1000' });
    expect([framed.status, framed.json.Message]).toEqual([
      400,
      "Frame 1000 is past the movie's end: it has 25 frames (0 to 24).",
    ]);
    for (const frame of [25, 99_999, -3]) {
      const reply = await s.askPreview(tinyMovie(), { format: 'JPG', frame });
      expect(reply.status, String(frame)).toBe(400);
      expect(reply.json.Message).toMatch(/^Frame -?\d+ is (past the movie's end|not a frame number)/);
    }
  });

  it('refuses an audio track whose file has no sound, naming the track', async () => {
    const mute = path.join(scratch, 'mute.mp4');
    await ffmpeg('-f', 'lavfi', '-i', 'color=c=gray:s=160x90:d=1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', mute);
    expect((await putData(s.server, s.demo, s.prjuid, 'mute.mp4', await readFile(mute))).status).toBe(201);
    // Known from the upload: answered when the token is asked for.
    const created = await s.postRender({ movie: movieUsing('audio', 'mute.mp4') });
    expect(created.status).toBe(400);
    expect(created.json.Message).toMatch(
      /^Audio track 1: "mute.mp4" has no audio stream: an audio track needs an audio file or a video with sound\./,
    );
    // A sound track replaced by a mute one after the token was made: refused when fetched.
    expect((await putData(s.server, s.demo, s.prjuid, 'voice.mp4', media.video)).status).toBe(201);
    const token = await s.postRender({ movie: movieUsing('audio', 'voice.mp4') });
    expect(token.status, token.text).toBe(200);
    expect((await putData(s.server, s.demo, s.prjuid, 'voice.mp4', await readFile(mute), { replace: 1 })).status).toBe(
      201,
    );
    const fetched = await fetchBytes(s.server, `${render()}/v2/render/${token.json.token}.mp4`);
    expect(fetched.status).toBe(400);
    expect(fetched.json.Message).toMatch(
      /^Audio track 1: "voice.mp4" has no audio stream: an audio track needs an audio file or a video with sound\./,
    );
  });
});

/** A clip looped over a long, large scene: far more work than the limits allow. */
const heavy = (): Movie => ({
  params: {
    vparams: { width: 1280, height: 720, videoframerate: { num: 25, den: 1 }, videocodec: 'x264', videobitrate: 8000 },
  },
  scenes: [{ name: 'Long', length: 3000, layers: [{ video: { asset: 'clip.mp4', loop: true } }] }],
});

describe('the ffmpeg limits', () => {
  it('stops a render past the time limit with a 400 naming it; the server answers on', async () => {
    const s = await session({ ffmpegTimeoutMs: 1000 });
    try {
      expect((await putData(s.server, s.demo, s.prjuid, 'clip.mp4', media.video)).status).toBe(201);
      const reply = await s.fetchRender({ movie: heavy() }, 'mp4');
      expect([reply.status, reply.json.Message]).toEqual([
        400,
        'The render took longer than the limit of 1 s and was stopped.',
      ]);
      const hls = await s.askPreview(heavy(), { format: 'HLS' });
      expect(hls.status).toBeLessThan(500);
      expect((await s.fetchRender({ movie: tinyMovie() }, 'png')).status).toBe(200);
    } finally {
      await s.server.close();
    }
  });

  it('stops a render past the output limit with a 400 naming it, while thumbnails, probes and asset previews still work', async () => {
    const s = await session({ ffmpegOutputLimitBytes: 400_000 });
    try {
      const upload = await putData(s.server, s.demo, s.prjuid, 'clip.mp4', media.video);
      expect(upload.status).toBe(201);
      const info = await fetchBytes(s.server, `${api()}/data/${s.prjuid}/clip.mp4?processed=1`, { token: s.demo });
      expect(info.json).toMatchObject({ video: true, audio: true, width: 320, height: 180 });
      const thumbnail = await fetchBytes(s.server, `${api()}/thumbnail/${s.prjuid}/clip.mp4-w=128.jpg`, {
        token: s.demo,
      });
      expect([thumbnail.status, isJpeg(thumbnail.bytes)]).toEqual([200, true]);
      const playlist = await fetchBytes(s.server, `${iv()}/api/v1/hls/${s.prjuid}/clip.mp4/index.m3u8`, {
        token: s.demo,
      });
      expect(playlist.status).toBe(200);

      const reply = await s.fetchRender({ movie: heavy() }, 'mp4');
      expect([reply.status, reply.json.Message]).toEqual([
        400,
        'The render grew past the output limit of 400000 bytes and was stopped.',
      ]);
      const stream = await s.askPreview(heavy(), { format: 'HLS' });
      expect(stream.status).toBeLessThan(500);
      expect((await s.fetchRender({ movie: tinyMovie() }, 'mp4')).status).toBe(200);
    } finally {
      await s.server.close();
    }
  });
});
