import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, iv, putData } from '../helpers/assets.ts';
import { ffmpeg, isJpeg, isPng, makeMedia, type MediaFixtures } from '../helpers/media.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/**
 * Thumbnails of files that are not the media their records say: a file replaced on disk
 * behind the platform's back by text, a cut-off copy, a playlist pointing into another
 * project, nothing at all, or media of another kind. Each is a 400 that names the asset
 * and says its file cannot be read, on both thumbnail routes, never a 500 and never
 * someone else's picture; real media still gets its thumbnail afterwards.
 */

let server: TestServer;
let demo: string;
let prjuid: string;
let secretPath: string;
let scratch: string;
let media: MediaFixtures;
let faststart: Buffer;

const userdata = (project: string, name: string) =>
  path.join(server.dataDir, 'blobs', 'eu-west-1', project, 'userdata', name);
const routes = () => [
  (name: string) => `${api()}/thumbnail/${prjuid}/${name}-w=128.jpg`,
  (name: string) => `${iv()}/api/v1/thumbnail/${prjuid}/${name}-w=64.png`,
];

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-thumbnail-content-'));
  server = await startTestServer();
  const other = await server.login('other');
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Thumbnails');
  media = await makeMedia(scratch);
  // Another user's private clip, which a playlist could point at.
  const secretProject = await createProject(server, other, 'Private');
  expect((await putData(server, other, secretProject, 'secret.mp4', media.video)).status).toBe(201);
  secretPath = userdata(secretProject, 'secret.mp4');
  // The same clip with its index first: cut before its frames, it still opens.
  const moved = path.join(scratch, 'faststart.mp4');
  await ffmpeg('-i', path.join(scratch, 'clip.mp4'), '-c', 'copy', '-movflags', '+faststart', moved);
  faststart = await readFile(moved);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

/** Uploads real media under `name`, then writes `content` over its file on disk. */
async function swapped(name: string, real: Buffer, content: string | Buffer): Promise<void> {
  expect((await putData(server, demo, prjuid, name, real)).status, name).toBe(201);
  await writeFile(userdata(prjuid, name), content);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const INVALID = /its content is not media: invalid data/;
const NOT_MEDIA = /its content is in no media format: a playlist or a list of files is refused/;

/** Both routes answer 400: `No thumbnail of "<name>": its file is not <kind> that can be read (<why>)`. */
async function refused(name: string, kind: RegExp, why: RegExp): Promise<void> {
  for (const route of routes()) {
    const reply = await fetchBytes(server, route(name), { token: demo });
    const message = String(reply.json?.Message ?? reply.bytes.toString().slice(0, 200));
    expect(reply.status, `${route(name)}: ${message}`).toBe(400);
    expect(message, name).toMatch(
      new RegExp(
        `^No thumbnail of "${escaped(name)}": its file is not ${kind.source} that can be read \\((${why.source})\\)$`,
      ),
    );
    expect(message, name).not.toMatch(/\/dev\/fd|blobs\//);
  }
}

describe('a file that is not the media its record says', () => {
  const playlist = () => `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\n${secretPath}\n#EXT-X-ENDLIST\n`;
  const bad = (): Record<string, [string | Buffer, RegExp]> => ({
    text: ['just some words, no pictures\n', INVALID],
    html: ['<!doctype html><html><body><video src="clip.mp4"></video></body></html>', INVALID],
    playlist: [playlist(), NOT_MEDIA],
    ffconcat: [`ffconcat version 1.0\nfile '${secretPath}'\n`, NOT_MEDIA],
    empty: [Buffer.alloc(0), INVALID],
    'first bytes': [media.video.subarray(0, 64), INVALID],
    'cut in half': [media.video.subarray(0, Math.floor(media.video.length / 2)), INVALID],
    // The index says where the frames are; none of them is there.
    'index only': [faststart.subarray(0, faststart.indexOf('mdat') + 4), /nothing could be decoded from it/],
  });

  it('is a 400 for a video, by both thumbnail routes', async () => {
    for (const [label, [content, why]] of Object.entries(bad())) {
      const name = `video-${label.replace(/ /g, '-')}.mp4`;
      await swapped(name, media.video, content);
      await refused(name, /a video/, why);
    }
  });

  it('is a 400 for an image, an audio file (its waveform) and a font', async () => {
    const kinds = [
      { ext: 'png', real: media.png, words: /an image/ },
      { ext: 'wav', real: media.wav, words: /an audio file/ },
      { ext: 'mp3', real: media.mp3, words: /an audio file/ },
      { ext: 'ttf', real: media.font, words: /a font/ },
    ];
    const contents = { text: 'not this kind\n', playlist: playlist(), empty: Buffer.alloc(0) };
    // Fonts are read by the font parser (ffmpeg would quietly draw with another font).
    const why = (ext: string, label: string) => {
      if (ext === 'ttf')
        return label === 'text' || label === 'playlist'
          ? /Unsupported OpenType signature .+/
          : /the file is truncated or damaged/;
      if (label === 'playlist') return NOT_MEDIA;
      return label === 'cut short' ? new RegExp(`${INVALID.source}|nothing could be decoded from it`) : INVALID;
    };
    for (const { ext, real, words } of kinds) {
      for (const [label, content] of Object.entries({ ...contents, 'cut short': real.subarray(0, 40) })) {
        const name = `${ext}-${label.replace(/ /g, '-')}.${ext}`;
        await swapped(name, real, content);
        await refused(name, words, why(ext, label));
      }
    }
  });

  it('is a 400 when it is media of another kind: sound where a picture was, a picture where sound was', async () => {
    await swapped('sound-only.mp4', media.video, media.wav);
    await refused('sound-only.mp4', /a video/, /it has no picture/);
    await swapped('silent.wav', media.wav, media.png);
    await refused('silent.wav', /an audio file/, /it has no audio stream/);
  });

  it('is still refused when asked again (nothing half-made is kept), and real media still gets its thumbnail', async () => {
    await refused('video-playlist.mp4', /a video/, NOT_MEDIA);
    for (const [name, bytes] of [
      ['fine.mp4', media.video],
      ['fine.png', media.png],
      ['fine.wav', media.wav],
      ['fine.ttf', media.font],
    ] as const) {
      expect((await putData(server, demo, prjuid, name, bytes)).status).toBe(201);
      const [jpg, png] = routes();
      const first = await fetchBytes(server, jpg!(name), { token: demo });
      expect([first.status, isJpeg(first.bytes)], name).toEqual([200, true]);
      const second = await fetchBytes(server, png!(name), { cookie: demo });
      expect([second.status, isPng(second.bytes)], name).toEqual([200, true]);
    }
  });

  it('comes good once the asset is uploaded again', async () => {
    await swapped('mended.mp4', media.video, 'broken\n');
    await refused('mended.mp4', /a video/, INVALID);
    expect((await putData(server, demo, prjuid, 'mended.mp4', media.video, { replace: 1 })).status).toBe(201);
    const reply = await fetchBytes(server, routes()[0]!('mended.mp4'), { token: demo });
    expect([reply.status, isJpeg(reply.bytes)]).toEqual([200, true]);
  });
});
