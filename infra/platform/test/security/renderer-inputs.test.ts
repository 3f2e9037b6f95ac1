import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shareId } from '@reelforge/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes, putData } from '../helpers/assets.ts';
import { newRunId, resultsOf, saveJobs, submit, task, waitForQueue } from '../helpers/batch.ts';
import { ffmpeg, makeMedia, type MediaFixtures } from '../helpers/media.ts';
import { putMovieJson } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import {
  ROUTES,
  SOUND_ROUTES,
  centreOf,
  isBlue,
  movieUsing,
  placeOf,
  renderThrough,
  type Use,
} from './renderer-attack.ts';

/**
 * An attacker (user `other`) tries to make the renderer read the private media of user
 * `demo`: playlists and concat lists that point into demo's project, files disguised by
 * their name, names that ffmpeg would read as patterns or protocols. Every attempt is
 * refused with a 400 naming the layer, or renders only the attacker's own file; demo's
 * distinctive blue clip never appears.
 */

let server: TestServer;
let demo: string;
let other: string;
let demoProject: string;
let otherProject: string;
let scratch: string;
let media: MediaFixtures;
let secretPath: string;
let red: Buffer;

const userdata = (prjuid: string, name = '') =>
  path.join(server.dataDir, 'blobs', 'eu-west-1', prjuid, 'userdata', name);
const hls = (entry: string) =>
  `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:3\n#EXTINF:3.0,\n${entry}\n#EXT-X-ENDLIST\n`;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-renderer-inputs-'));
  server = await startTestServer();
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  demoProject = await createProject(server, demo, 'Private');
  otherProject = await createProject(server, other, 'Heist');
  media = await makeMedia(scratch);
  // Demo's private clip: pure blue with a tone, 3 s.
  const secret = path.join(scratch, 'secret.mp4');
  await ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'color=c=blue:s=160x90:r=25:d=3',
    '-f',
    'lavfi',
    '-i',
    'sine=f=1000:d=3',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    secret,
  );
  expect((await putData(server, demo, demoProject, 'secret.mp4', await readFile(secret))).status).toBe(201);
  secretPath = userdata(demoProject, 'secret.mp4');
  expect((await stat(secretPath)).isFile()).toBe(true);
  const redFile = path.join(scratch, 'red.png');
  await ffmpeg('-f', 'lavfi', '-i', 'color=c=red:s=160x90', '-frames:v', '1', redFile);
  red = await readFile(redFile);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

/** Renders through every route; each answer is a 400 naming the place and saying `why`. */
async function refusedEverywhere(use: Use, asset: string, why: RegExp, routes = ROUTES): Promise<void> {
  for (const route of routes) {
    const reply = await renderThrough(server, other, otherProject, route, movieUsing(use, asset));
    const message = String(reply.json?.Message ?? reply.bytes.toString().slice(0, 300));
    expect(reply.status, `${route} ${use} ${asset}: ${message}`).toBe(400);
    expect(message.startsWith(placeOf(use)), `${route}: ${message}`).toBe(true);
    expect(message, route).toMatch(why);
  }
}

describe('text that ffmpeg would follow into another project', () => {
  const variants = {
    'relative.m3u8': () => hls(`../../${demoProject}/userdata/secret.mp4`),
    'absolute.m3u8': () => hls(secretPath),
    'file-url.m3u8': () => hls(`file://${secretPath}`),
    'list.m3u': () => `${secretPath}\n`,
  };

  it('is stored as text but refused as a layer, a sound track or a font, by every route', {
    timeout: 120_000,
  }, async () => {
    for (const [name, text] of Object.entries(variants)) {
      expect((await putData(server, other, otherProject, name, text())).status, name).toBe(201);
      for (const use of ['video', 'image', 'audio', 'font'] as const)
        await refusedEverywhere(use, name, /is a playlist/);
    }
  });

  it('is refused at upload when named as media, and refused at render when swapped in on disk', {
    timeout: 120_000,
  }, async () => {
    const disguised = {
      'playlist.mp4': hls(secretPath),
      'playlist.ts': hls(`../../${demoProject}/userdata/secret.mp4`),
      'concat.mp4': `ffconcat version 1.0\nfile '${secretPath}'\n`,
    };
    for (const [name, text] of Object.entries(disguised)) {
      const upload = await putData(server, other, otherProject, name, text);
      expect(upload.status, name).toBe(400);
      expect(upload.json.Message).toMatch(/is not a video ffmpeg can read/);
    }
    // As if storage had been written behind the platform's back: the runner still refuses.
    for (const [name, text] of Object.entries(disguised)) {
      const real = `swapped-${name}`;
      expect((await putData(server, other, otherProject, real, media.video)).status).toBe(201);
      await writeFile(userdata(otherProject, real), text);
      await refusedEverywhere('video', real, /is not media the renderer can read/);
      // A picture has no sound: its audio tracks are not even opened.
      await refusedEverywhere('audio', real, /is not media the renderer can read/, SOUND_ROUTES);
    }
  });

  it('is refused under any other name: ffconcat, .mov, .txt, .json, a datasource', { timeout: 120_000 }, async () => {
    const generic = {
      'list.ffconcat': `ffconcat version 1.0\nfile '${secretPath}'\n`,
      'playlist.mov': hls(secretPath),
      'notes.txt': hls(secretPath),
      'data.json': JSON.stringify({ file: secretPath }),
    };
    for (const [name, text] of Object.entries(generic)) {
      expect((await putData(server, other, otherProject, name, text)).status, name).toBe(201);
      for (const use of ['video', 'image', 'audio', 'font'] as const)
        await refusedEverywhere(use, name, /it is a generic file/);
    }
    expect((await putData(server, other, otherProject, 'rows.csv', 'file\nsecret.mp4\n')).status).toBe(201);
    await refusedEverywhere('image', 'rows.csv', /it is a datasource asset/);
  });
});

describe('files disguised as images', () => {
  it('are refused at upload; swapped in on disk they are refused at render', { timeout: 60_000 }, async () => {
    const fakes = {
      'text.png': 'not a picture at all\n',
      'drawing.jpg': `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><image href="file://${secretPath}"/></svg>`,
      'page.jpg': `<!doctype html><html><body><video src="file://${secretPath}"></video></body></html>`,
    };
    for (const [name, text] of Object.entries(fakes)) {
      expect((await putData(server, other, otherProject, name, text)).status, name).toBe(400);
      const real = `swapped-${name}`;
      expect((await putData(server, other, otherProject, real, red)).status).toBe(201);
      await writeFile(userdata(otherProject, real), text);
      await refusedEverywhere('image', real, /is not media the renderer can read/);
    }
  });
});

describe('names ffmpeg would read as patterns or protocols', () => {
  const names = [
    'img%03d.png',
    'any*.png',
    'concat:secret.png|secret.png',
    'subfile:,,start,0,end,0,,:secret.png',
    'file:secret.png',
    'http:x.png',
    'data:,x.png',
  ];

  it("are just names: each renders the attacker's own red picture, never demo's blue clip", {
    timeout: 60_000,
  }, async () => {
    for (const name of names) {
      expect((await putData(server, other, otherProject, name, red)).status, name).toBe(201);
      // Stills for each; a whole video for the pattern name.
      const routes =
        name === 'img%03d.png'
          ? (['token png', 'preview jpg', 'token mp4'] as const)
          : (['token png', 'preview jpg'] as const);
      for (const route of routes) {
        const reply = await renderThrough(server, other, otherProject, route, movieUsing('image', name));
        expect(reply.status, `${route} ${name}: ${reply.bytes.toString().slice(0, 200)}`).toBe(200);
        const [r, g, b] = await centreOf(server, reply, scratch, `named.${route === 'token mp4' ? 'mp4' : 'img'}`);
        expect(isBlue([r, g, b]), name).toBe(false);
        expect(r > 180 && g < 80, `${name} ${route}: ${r},${g},${b}`).toBe(true);
      }
    }
  });

  it("cannot name demo's asset: another project's asset does not exist here", { timeout: 60_000 }, async () => {
    for (const use of ['video', 'audio'] as const)
      await refusedEverywhere(use, 'secret.mp4', /"secret.mp4", which does not exist in the project/);
  });
});

describe('stored movies rendered by shares and batch runs', () => {
  it('a share of a movie using a playlist is a 400 naming the layer', async () => {
    expect(
      (await putMovieJson(server, other, otherProject, 'shared heist', movieUsing('video', 'absolute.m3u8'))).status,
    ).toBe(201);
    const base = { username: 'other', region: 'eu-west-1', prjuid: otherProject, movie: 'shared heist' };
    const share = { id: await shareId(base), ...base };
    expect((await server.request('/share-api/create', { method: 'POST', token: other, body: share })).status).toBe(200);
    const video = await fetchBytes(server, `/share-api/video/${share.id}.mp4`);
    expect(video.status).toBe(400);
    expect(video.json.Message).toMatch(/^Scene 1 "Attack", layer 2 "Loot": "absolute.m3u8" is a playlist/);
  });

  it('the legacy render call of a movie using a playlist or a text as its sound is a 400 naming it', async () => {
    const legacy = await createProject(server, other, 'Old heist', 'eu-original-1');
    expect(
      (await putData(server, other, legacy, 'old.m3u8', hls(secretPath), { region: 'eu-original-1' })).status,
    ).toBe(201);
    expect((await putData(server, other, legacy, 'old.txt', hls(secretPath), { region: 'eu-original-1' })).status).toBe(
      201,
    );
    expect(
      (await putMovieJson(server, other, legacy, 'picture', movieUsing('video', 'old.m3u8'), 'eu-original-1')).status,
    ).toBe(201);
    expect(
      (await putMovieJson(server, other, legacy, 'sound', movieUsing('audio', 'old.txt'), 'eu-original-1')).status,
    ).toBe(201);
    const picture = await fetchBytes(server, `/r/eu-original-1/render/render/${legacy}/picture.mp4`, { token: other });
    expect([picture.status, picture.json.Message]).toEqual([
      400,
      expect.stringMatching(/^Scene 1 "Attack", layer 2 "Loot": "old.m3u8" is a playlist/),
    ]);
    const sound = await fetchBytes(server, `/r/eu-original-1/render/render/${legacy}/sound.mp4`, { token: other });
    expect([sound.status, sound.json.Message]).toEqual([
      400,
      expect.stringMatching(/^Audio track 1: "old.txt" is not an audio file or a video with sound/),
    ]);
  });

  it('a batch row whose picture is a playlist fails with that reason; the others render', async () => {
    const movie = movieUsing('image', 'img%03d.png');
    movie.scenes![0]!.layers![1]!.image!.bindings = { asset: 'picture' };
    movie.variables = [{ key: 'picture', valuetype: 'string', value: 'img%03d.png', defaultvalue: 'img%03d.png' }];
    expect((await putMovieJson(server, other, otherProject, 'batch heist', movie)).status).toBe(201);
    const job = { id: 'job-heist-00001', movie: 'batch heist', format: 'jpg', frame: 2, destination: { type: 'cdn' } };
    await saveJobs(server, other, otherProject, [job]);
    const runid = newRunId();
    const tasks = [
      task(0, { picture: 'img%03d.png' }),
      task(1, { picture: 'relative.m3u8' }),
      task(2, { picture: 'notes.txt' }),
    ];
    const queue = await submit(server, other, otherProject, { jobid: job.id, runid, tasks });
    expect(await waitForQueue(server, other, queue)).toMatchObject({ state: 'done', total: 3, done: 1, failed: 2 });
    const results = await resultsOf(server, other, runid);
    expect(results.map((row) => row.status)).toEqual(['ok', 'failed', 'failed']);
    expect(results[1].error).toMatch(/layer 2 "Loot": "relative.m3u8" is a playlist/);
    expect(results[2].error).toMatch(/layer 2 "Loot": "notes.txt" is not an image/);
  });
});

describe('afterwards', () => {
  it('the server still renders and demo still sees their own clip', async () => {
    const reply = await renderThrough(server, demo, demoProject, 'token png', movieUsing('video', 'secret.mp4'));
    expect(reply.status).toBe(200);
    expect(isBlue(await centreOf(server, reply, scratch, 'own.png'))).toBe(true);
  });
});
