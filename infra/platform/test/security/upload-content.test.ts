import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectedContentOf, renderedAs } from '@reelforge/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes, putData } from '../helpers/assets.ts';
import { makeMedia, type MediaFixtures } from '../helpers/media.ts';
import { render } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { movieUsing } from './renderer-attack.ts';

/**
 * Upload checks and the renderer follow one rule of the model: a file the renderer may
 * open must be that media (or font) when uploaded, playlists and datasources must be text
 * and are never rendered, anything else is stored as it is and never rendered either. So
 * text can only get in under a name no layer, track or font will take.
 */

let server: TestServer;
let demo: string;
let prjuid: string;
let scratch: string;
let media: MediaFixtures;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-upload-content-'));
  server = await startTestServer();
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Uploads');
  media = await makeMedia(scratch);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

const PLAYLIST = '#EXTM3U\n#EXTINF:2.0,\n/etc/passwd\n#EXT-X-ENDLIST\n';
const NAMES = [
  'clip.mp4',
  'clip.TS',
  'clip.webm',
  'still.png',
  'still.JPG',
  'still.tiff',
  'tone.wav',
  'tone.MP3',
  'tone.flac',
  'Sans.ttf',
  'Sans.woff2',
  'live.m3u8',
  'LIVE.M3U8',
  'list.m3u',
  'rows.csv',
  'notes.txt',
  'data.json',
  'subs.vtt',
  'track.trackdata',
  'list.ffconcat',
  'clip.mov',
  'noextension',
];

describe('what an upload must hold, by its name', () => {
  it('refuses a playlist under every name the renderer would open, and takes it under every other', async () => {
    for (const name of NAMES) {
      const reply = await putData(server, demo, prjuid, `text-${name}`, PLAYLIST);
      const opened = renderedAs(name);
      expect(reply.status, `${name}: ${JSON.stringify(reply.json)}`).toBe(opened ? 400 : 201);
      if (opened === 'font') expect(reply.json.Message).toMatch(/is not a font that can be read/);
      else if (opened) expect(reply.json.Message).toMatch(/ffmpeg can read/);
    }
  });

  it('requires text for playlists and datasources only: binary is refused there, and stored under generic names', async () => {
    for (const name of NAMES.filter((n) => !renderedAs(n))) {
      const reply = await putData(server, demo, prjuid, `binary-${name}`, media.png);
      const text = expectedContentOf(name) === 'text';
      expect(reply.status, `${name}: ${JSON.stringify(reply.json)}`).toBe(text ? 400 : 201);
      if (text) expect(reply.json.Message).toBe(`binary-${name} is not a text file`);
    }
  });

  it('takes real media under its own kind of name', async () => {
    const real: [string, Buffer][] = [
      ['real.mp4', media.video],
      ['real.png', media.png],
      ['real.wav', media.wav],
      ['real.mp3', media.mp3],
      ['real.ttf', media.font],
      ['real.tif', media.tif],
    ];
    for (const [name, bytes] of real) expect((await putData(server, demo, prjuid, name, bytes)).status, name).toBe(201);
    // Of another kind, it is refused: a picture named as sound, sound named as a picture.
    expect((await putData(server, demo, prjuid, 'picture.wav', media.png)).status).toBe(400);
    expect((await putData(server, demo, prjuid, 'sound.png', media.wav)).status).toBe(400);
  });

  it('so every text that got in is refused by every use when a token is asked for', async () => {
    const stored = NAMES.filter((name) => !renderedAs(name)).map((name) => `text-${name}`);
    for (const name of stored) {
      for (const use of ['video', 'image', 'audio', 'font'] as const) {
        const reply = await fetchBytes(server, `${render()}/v2/render/${prjuid}`, {
          method: 'POST',
          token: demo,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ movie: movieUsing(use, name) }),
        });
        expect(reply.status, `${use} ${name}`).toBe(400);
        expect(reply.json.Message, `${use} ${name}`).toMatch(
          /is a playlist|is not (a video|an image|an audio file|a font)/,
        );
      }
    }
  });
});
