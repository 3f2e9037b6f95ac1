import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, listData, putData } from '../helpers/assets.ts';
import { ffmpeg } from '../helpers/media.ts';
import { honestPng, lyingBmp, lyingGif, lyingJpeg, lyingPng, lyingTiff, lyingWebp } from '../helpers/picture-files.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { listUserFiles, putUserFile } from '../helpers/userfs.ts';
import { renderThrough, movieUsing } from './renderer-attack.ts';

/**
 * Decompression bombs: a picture of a few bytes that claims 144 megapixels or more is refused
 * at upload from its headers (or, for video, the stream size ffprobe reads), before any
 * decoder allocates it, under every name a renderer would open and through every way in.
 */

const LIMITS = 'the limit is 40 megapixels and 8192 px a side';
let server: TestServer;
let demo: string;
let prjuid: string;
let scratch: string;
/** A real picture at the limit: 8000 x 5000 (40 megapixels). */
let atLimit: Buffer;
const small = honestPng(160, 90);

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-media-bombs-'));
  server = await startTestServer();
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Bombs');
  atLimit = honestPng(8000, 5000);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

const BOMBS: [string, Buffer, string][] = [
  ['honest.png', honestPng(12000, 12000), '12000 x 12000 pixels (144 megapixels)'],
  ['ihdr.png', lyingPng(30000, 30000), '30000 x 30000 pixels (900 megapixels)'],
  ['baseline.jpg', lyingJpeg(9000, 5000), '9000 x 5000 pixels (45 megapixels)'],
  ['progressive.jpeg', lyingJpeg(65000, 65000, true), '65000 x 65000 pixels'],
  ['screen.gif', lyingGif([9000, 9000], [10, 10]), '9000 x 9000 pixels'],
  ['frame.gif', lyingGif([100, 100], [60000, 300]), '60000 x 300 pixels'],
  ['lossy.webp', lyingWebp('VP8 ', 16383, 16383), '16383 x 16383 pixels'],
  ['lossless.webp', lyingWebp('VP8L', 10000, 4000), '10000 x 4000 pixels (40 megapixels)'],
  ['extended.webp', lyingWebp('VP8X', 16777216, 16777216), '16777216 x 16777216 pixels'],
  ['topdown.bmp', lyingBmp(20000, -20000), '20000 x 20000 pixels'],
  [
    'second-page.tiff',
    lyingTiff([
      [100, 100],
      [50000, 50000],
    ]),
    '50000 x 50000 pixels',
  ],
  ['motorola.tif', lyingTiff([[9000, 9000]], true), '9000 x 9000 pixels'],
  // ffmpeg finds the format by content: a picture under a video's or a sound's name is read as one.
  ['png-inside.mp4', lyingPng(20000, 20000), '20000 x 20000 pixels'],
  ['jpeg-inside.mp3', lyingJpeg(12000, 12000), '12000 x 12000 pixels'],
];

describe('pictures past 40 megapixels or 8192 px a side', () => {
  it('refuses every format and every lie at PUT /v1/data with a 400 naming the size and the limit, storing nothing', async () => {
    for (const [name, bytes, size] of BOMBS) {
      expect(bytes.length, name).toBeLessThan(200_000);
      const reply = await putData(server, demo, prjuid, name, bytes);
      expect(reply.status, name).toBe(400);
      expect(reply.json.Message, name).toBe(
        `${name} is too large a picture: it is ${size.includes('(') ? size : `${size} (${reply.json.Message.match(/\(([^)]+)\)/)?.[1]})`}; ${LIMITS}`,
      );
    }
    const stored = JSON.stringify((await listData(server, demo, prjuid)).json);
    for (const [name] of BOMBS) expect(stored).not.toContain(name);
  });

  it('refuses a video whose stream is wider than the limit, from what ffprobe reads', async () => {
    const wide = path.join(scratch, 'wide.mp4');
    await ffmpeg(
      '-f',
      'lavfi',
      '-i',
      'color=c=navy:s=8208x64',
      '-frames:v',
      '1',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      wide,
    );
    const reply = await putData(server, demo, prjuid, 'wide.mp4', await readFile(wide));
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toBe(
      `wide.mp4 is too large a picture: it is 8208 x 64 pixels (525312 pixels); ${LIMITS}`,
    );
  });

  it('refuses a header that is cut off or gives no size, as not an image', async () => {
    for (const [name, bytes] of [
      ['cut.png', lyingPng(100, 100).subarray(0, 18)],
      ['zero.gif', lyingGif([0, 0])],
      ['bigtiff.tif', Buffer.from('II+\0\x08\0\0\0', 'latin1')],
    ] as const) {
      const reply = await putData(server, demo, prjuid, name, bytes);
      expect(reply.status, name).toBe(400);
      expect(reply.json.Message, name).toMatch(
        new RegExp(
          `^${name.replace('.', '\\.')} is not an image ffmpeg can read: (its header is cut off|its header gives a size of zero|it is a BigTIFF)$`,
        ),
      );
    }
  });

  it('refuses the same files in the user file store, where nothing is stored either', async () => {
    for (const [name, bytes, size] of BOMBS.slice(0, 4)) {
      const reply = await putUserFile(server, demo, `pictures/${name}`, bytes);
      expect(reply.status, name).toBe(400);
      expect(reply.json.Message, name).toContain(`${name} is too large a picture: it is ${size.split(' (')[0]}`);
    }
    expect(JSON.stringify((await listUserFiles(server, demo, 'pictures/')).json)).not.toMatch(
      /honest|ihdr|baseline|progressive/,
    );
  });

  it('takes real pictures up to the limit, and they render', async () => {
    expect((await putData(server, demo, prjuid, 'limit.png', atLimit)).status).toBe(201);
    expect((await putData(server, demo, prjuid, 'small.png', small)).status).toBe(201);
    const frame = await renderThrough(server, demo, prjuid, 'renderframe', movieUsing('image', 'limit.png'));
    expect(frame.status, frame.bytes.toString()).toBe(200);
  });
});

describe('the limits are settings', () => {
  it('names the configured limits; a stored picture that decodes past the memory limit is refused by thumbnails and renders', async () => {
    const strict = await startTestServer({
      mediaMaxSide: 120,
      mediaMaxPixels: 10_000,
      ffmpegMemoryLimitBytes: 1024 ** 3,
    });
    try {
      const token = await strict.login('demo');
      const project = await createProject(strict, token, 'Strict');
      const reply = await putData(strict, token, project, 'still.png', small);
      expect(reply.status).toBe(400);
      expect(reply.json.Message).toBe(
        'still.png is too large a picture: it is 160 x 90 pixels (14400 pixels); the limit is 10000 pixels and 120 px a side',
      );
      expect((await putData(strict, token, project, 'tiny.png', honestPng(100, 100))).status).toBe(201);
      // Replaced on disk behind the platform's back (as by a file stored before the limits): 16000 x 16000 RGBA.
      await writeFile(
        path.join(strict.dataDir, 'blobs', 'eu-west-1', project, 'userdata', 'tiny.png'),
        lyingPng(16000, 16000),
      );
      // Another client is answered while the bomb is being refused.
      const order: string[] = [];
      const bomb = fetchBytes(strict, `${api()}/thumbnail/${project}/tiny.png-w=128.jpg`, { token }).then(
        (r) => (order.push('bomb'), r),
      );
      const other = listData(strict, token, project).then((r) => (order.push('other'), r));
      const [thumbnail, listed] = await Promise.all([bomb, other]);
      expect(listed.status).toBe(200);
      expect(order).toEqual(['other', 'bomb']);
      expect([thumbnail.status, thumbnail.json?.Message]).toEqual([
        400,
        'No thumbnail of "tiny.png": its file is not an image that can be read (it needed more memory than the limit of 1 GiB)',
      ]);
      const rendered = await renderThrough(strict, token, project, 'renderframe', movieUsing('image', 'tiny.png'));
      expect([rendered.status, rendered.json?.Message]).toEqual([
        400,
        'The render needed more memory than the limit of 1 GiB and was stopped.',
      ]);
    } finally {
      await strict.close();
    }
  });
});
