import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, iv, putData } from '../helpers/assets.ts';
import {
  centrePixel,
  ffmpeg,
  imageWidth,
  isJpeg,
  isPng,
  makeMedia,
  probe,
  type MediaFixtures,
} from '../helpers/media.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let media: MediaFixtures;
let scratch: string;
let prjuid: string;
let scratchCount = 0;

const scratchFile = (ext: string) => path.join(scratch, `check-${scratchCount++}.${ext}`);

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-media-'));
  [server, media] = await Promise.all([startTestServer(), makeMedia(scratch)]);
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Media');
  // A 5-frame video (shorter than the poster frame) and a webm (HLS must transcode it).
  await Promise.all([
    ffmpeg(
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=160x90:r=25',
      '-frames:v',
      '5',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      path.join(scratch, 'short.mp4'),
    ),
    ffmpeg(
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=160x90:r=25:d=1',
      '-c:v',
      'libvpx',
      '-deadline',
      'realtime',
      '-b:v',
      '200k',
      path.join(scratch, 'clip.webm'),
    ),
  ]);
  const uploads = await Promise.all([
    putData(server, demo, prjuid, 'clip.mp4', media.video),
    putData(server, demo, prjuid, 'short.mp4', await readFile(path.join(scratch, 'short.mp4'))),
    putData(server, demo, prjuid, 'clip.webm', await readFile(path.join(scratch, 'clip.webm'))),
    putData(server, demo, prjuid, 'still.png', media.png),
    putData(server, demo, prjuid, 'scan.tif', media.tif),
    putData(server, demo, prjuid, 'tone.wav', media.wav),
    putData(server, demo, prjuid, 'tone.mp3', media.mp3),
    putData(server, demo, prjuid, 'Sans.ttf', media.font),
    putData(server, demo, prjuid, 'table.csv', 'a,b\n1,2\n'),
    putData(server, demo, prjuid, 'notes.txt', 'hello'),
  ]);
  for (const reply of uploads) expect(reply.status, JSON.stringify(reply.json)).toBe(201);
}, 30_000);
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('thumbnails', () => {
  it.each([
    ['a video', 'clip.mp4', 128, 'jpg'],
    ['a video shorter than the poster frame', 'short.mp4', 64, 'jpg'],
    ['an image', 'still.png', 256, 'png'],
    ['a tif, as png', 'scan.tif', 640, 'png'],
    ['a font', 'Sans.ttf', 320, 'png'],
    ['a wav, as a waveform', 'tone.wav', 128, 'jpg'],
    ['an mp3, as a waveform', 'tone.mp3', 64, 'png'],
  ] as const)('of %s is a real image of the asked width', async (_case, name, width, ext) => {
    const reply = await fetchBytes(server, `${api()}/thumbnail/${prjuid}/${name}-w=${width}.${ext}`, { token: demo });
    expect(reply.status, reply.bytes.toString().slice(0, 200)).toBe(200);
    expect(reply.headers.get('content-type')).toBe(ext === 'png' ? 'image/png' : 'image/jpeg');
    expect(ext === 'png' ? isPng(reply.bytes) : isJpeg(reply.bytes)).toBe(true);
    expect(await imageWidth(reply.bytes, scratchFile(ext))).toBe(width);
  });

  it('defaults to w=128 and serves the poster frame of a video', async () => {
    const reply = await fetchBytes(server, `${api()}/thumbnail/${prjuid}/clip.mp4.jpg`, { token: demo });
    expect(reply.status).toBe(200);
    expect(await imageWidth(reply.bytes, scratchFile('jpg'))).toBe(128);
    // Frame 10 of testsrc2 differs from frame 0: the poster is not the first frame.
    const first = scratchFile('jpg');
    await ffmpeg('-i', path.join(scratch, 'clip.mp4'), '-vf', 'scale=128:-2', '-frames:v', '1', '-q:v', '3', first);
    expect(reply.bytes.equals(await readFile(first))).toBe(false);
  });

  it('runs ffmpeg once for concurrent requests of the same thumbnail, and caches it', async () => {
    const before = server.app.mediaTools.ffmpegRuns;
    const url = `${api()}/thumbnail/${prjuid}/still.png-w=1280.jpg`;
    const replies = await Promise.all(Array.from({ length: 5 }, () => fetchBytes(server, url, { token: demo })));
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.bytes.equals(replies[0]!.bytes)).toBe(true);
    }
    expect(server.app.mediaTools.ffmpegRuns - before).toBe(1);
    await fetchBytes(server, url, { token: demo });
    expect(server.app.mediaTools.ffmpegRuns - before).toBe(1);
  });

  it('is made again after the asset is replaced', async () => {
    const url = `${api()}/thumbnail/${prjuid}/swap.png-w=64.png`;
    expect((await putData(server, demo, prjuid, 'swap.png', media.png)).status).toBe(201);
    const before = await fetchBytes(server, url, { token: demo });
    const other = scratchFile('png');
    await ffmpeg('-f', 'lavfi', '-i', 'color=c=red:s=160x90', '-frames:v', '1', other);
    expect((await putData(server, demo, prjuid, 'swap.png', await readFile(other), { replace: 1 })).status).toBe(201);
    const after = await fetchBytes(server, url, { token: demo });
    expect(after.status).toBe(200);
    expect(after.bytes.equals(before.bytes)).toBe(false);
  });

  it.each([
    ['a datasource', 'table.csv-w=128.jpg'],
    ['another kind', 'notes.txt-w=128.jpg'],
    ['an unknown asset', 'nothing.png-w=128.jpg'],
    ['a width not offered', 'still.png-w=100.jpg'],
    ['a name that is no thumbnail name', 'still.png'],
  ])('is a 404 for %s', async (_case, file) => {
    const reply = await fetchBytes(server, `${api()}/thumbnail/${prjuid}/${encodeURIComponent(file)}`, { token: demo });
    expect(reply.status).toBe(404);
    expect(reply.json.Message).toEqual(expect.any(String));
  });
});

describe('media host', () => {
  const mediaPaths = () => [
    `${iv()}/media/data/demo/${prjuid}/userdata/clip.mp4`,
    `${iv()}/api/v1/data/${prjuid}/clip.mp4`,
  ];

  it('serves asset files with Range support, so a <video> can seek', async () => {
    for (const url of mediaPaths()) {
      const whole = await fetchBytes(server, url, { token: demo });
      expect(whole.status).toBe(200);
      expect(whole.bytes.equals(media.video)).toBe(true);
      const part = await fetchBytes(server, url, { cookie: demo, headers: { range: 'bytes=1000-' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 1000-${media.video.length - 1}/${media.video.length}`);
      expect(part.headers.get('content-length')).toBe(String(media.video.length - 1000));
      expect(part.bytes.equals(media.video.subarray(1000))).toBe(true);
    }
  });

  it('sends ?download=1 as an attachment, and thumbnails like the API host', async () => {
    const download = await fetchBytes(server, `${iv()}/api/v1/data/${prjuid}/tone.wav?download=1`, { token: demo });
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="tone\.wav"/);
    expect(download.headers.get('content-type')).toBe('audio/wav');
    const poster = await fetchBytes(server, `${iv()}/api/v1/thumbnail/${prjuid}/clip.mp4-w=640.jpg`, { cookie: demo });
    expect(poster.status).toBe(200);
    expect(isJpeg(poster.bytes)).toBe(true);
    expect(await imageWidth(poster.bytes, scratchFile('jpg'))).toBe(640);
  });

  it('answers 404 when the user in the path is not the caller', async () => {
    const reply = await fetchBytes(server, `${iv()}/media/data/other/${prjuid}/userdata/clip.mp4`, { token: demo });
    expect(reply.status).toBe(404);
  });
});

describe('HLS preview', () => {
  it('makes a playlist and segments once, stream-copying H.264/AAC mp4', async () => {
    const base = `${iv()}/api/v1/hls/${prjuid}/clip.mp4`;
    const before = server.app.mediaTools.ffmpegRuns;
    const [playlist, again] = await Promise.all([
      fetchBytes(server, `${base}/index.m3u8`, { cookie: demo }),
      fetchBytes(server, `${base}/index.m3u8`, { token: demo }),
    ]);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(again.bytes.equals(playlist.bytes)).toBe(true);
    expect(server.app.mediaTools.ffmpegRuns - before).toBe(1);
    const text = playlist.bytes.toString();
    expect(text).toMatch(/^#EXTM3U/);
    expect(text).toContain('#EXT-X-ENDLIST');
    const segments = text.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments.length).toBeGreaterThan(0);

    const segment = await fetchBytes(server, `${base}/${segments[0]}`, { cookie: demo });
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    const file = scratchFile('ts');
    await writeFile(file, segment.bytes);
    const facts = await probe(file);
    expect(facts.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual(['audio:aac', 'video:h264']);
  });

  it('transcodes other codecs to H.264', async () => {
    const playlist = await fetchBytes(server, `${iv()}/api/v1/hls/${prjuid}/clip.webm/index.m3u8`, { token: demo });
    expect(playlist.status).toBe(200);
    const first = playlist.bytes
      .toString()
      .split('\n')
      .find((line) => line.endsWith('.ts'));
    const segment = await fetchBytes(server, `${iv()}/api/v1/hls/${prjuid}/clip.webm/${first}`, { token: demo });
    const file = scratchFile('ts');
    await writeFile(file, segment.bytes);
    expect((await probe(file)).streams.find((s) => s.codec_type === 'video')?.codec_name).toBe('h264');
  });

  it.each([
    ['a segment name that is not ours', 'clip.mp4/evil.ts'],
    ['a path escape', 'clip.mp4/..%2F..%2Fuserdata%2Fclip.mp4'],
    ['a non-video', 'tone.wav/index.m3u8'],
    ['an unknown video', 'none.mp4/index.m3u8'],
  ])('is a 404 for %s', async (_case, rest) => {
    const reply = await fetchBytes(server, `${iv()}/api/v1/hls/${prjuid}/${rest}`, { token: demo });
    expect(reply.status).toBe(404);
  });
});

describe('base video', () => {
  it('makes a 25 fps H.264/AAC mp4 of the colour, named with its size and frames', async () => {
    const reply = await server.request(`${api()}/basevideo/${prjuid}`, {
      method: 'POST',
      token: demo,
      body: { width: 64, height: 48, frames: 30, color: '#3366cc' },
    });
    expect(reply.status).toBe(201);
    expect(reply.json).toMatchObject({ name: 'base_64x48_30.mp4', type: 'video', mimetype: 'video/mp4', prjuid });

    const file = await fetchBytes(server, `${api()}/data/${prjuid}/base_64x48_30.mp4`, { token: demo });
    const local = scratchFile('mp4');
    await writeFile(local, file.bytes);
    const facts = await probe(local, true);
    const video = facts.streams.find((s) => s.codec_type === 'video')!;
    expect(video).toMatchObject({ codec_name: 'h264', width: 64, height: 48, nb_read_frames: '30' });
    expect((video as unknown as { pix_fmt: string; r_frame_rate: string }).pix_fmt).toBe('yuv420p');
    expect((video as unknown as { r_frame_rate: string }).r_frame_rate).toBe('25/1');
    expect(facts.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
    const [r, g, b] = await centrePixel(local);
    for (const [got, want] of [
      [r, 0x33],
      [g, 0x66],
      [b, 0xcc],
    ])
      expect(Math.abs(got! - want!)).toBeLessThanOrEqual(6);

    const info = await server.request(`${api()}/data/${prjuid}/base_64x48_30.mp4?processed=1`, { token: demo });
    expect(info.json).toMatchObject({ width: 64, height: 48, frames: 30, framerate: '25/1', audio: true, video: true });
  });

  it('is black by default, 409 when it exists, replaced with replace=1', async () => {
    const body = { width: 32, height: 32, frames: 5 };
    const first = await server.request(`${api()}/basevideo/${prjuid}`, { method: 'POST', token: demo, body });
    expect(first.status).toBe(201);
    const local = scratchFile('mp4');
    await writeFile(
      local,
      (await fetchBytes(server, `${api()}/data/${prjuid}/base_32x32_5.mp4`, { token: demo })).bytes,
    );
    for (const channel of await centrePixel(local)) expect(channel).toBeLessThanOrEqual(6);

    const again = await server.request(`${api()}/basevideo/${prjuid}`, { method: 'POST', token: demo, body });
    expect(again.status).toBe(409);
    const replaced = await server.request(`${api()}/basevideo/${prjuid}?replace=1`, {
      method: 'POST',
      token: demo,
      body: { ...body, color: '#ffffff' },
    });
    expect(replaced.status).toBe(201);
    expect(replaced.json.uid).toBe(first.json.uid);
  });

  it.each([
    ['a bad colour', { width: 64, height: 64, frames: 1, color: 'red' }, /colour/],
    [
      'a see-through colour (mp4 has no alpha)',
      { width: 64, height: 64, frames: 1, color: '#3366cc80' },
      /opaque colour/,
    ],
    ['an odd width', { width: 63, height: 64, frames: 1 }, /even/],
    ['no frames', { width: 64, height: 64, frames: 0 }, /Frame count/],
    ['a string size', { width: '64', height: 64, frames: 1 }, /width/],
  ])('refuses %s (400)', async (_case, body, message) => {
    const reply = await server.request(`${api()}/basevideo/${prjuid}`, { method: 'POST', token: demo, body });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(message);
  });
});
