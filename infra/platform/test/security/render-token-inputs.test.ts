import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeMovie, type Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, iv, putData, type BinaryReply } from '../helpers/assets.ts';
import { newRunId, resultsOf, saveJobs, submit, task, waitForQueue } from '../helpers/batch.ts';
import { ffmpeg, makeMedia, type MediaFixtures } from '../helpers/media.ts';
import { putMovieJson, render } from '../helpers/movies.ts';
import { boundLengthMovie } from '../helpers/renders.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { movieUsing, placeOf, type Use } from './renderer-attack.ts';

/**
 * A render token is a promise that its URL renders: user `other` asks for tokens of movies
 * that use playlists, text, datasources, missing assets (user `demo`'s among them), media
 * without the stream their use needs, or that break the movie limits. Every token route
 * answers a 400 naming the layer or track at once and makes no token; a batch row with a
 * token destination fails with the same reason. A token made for a sound movie whose asset
 * changes afterwards is still refused when fetched.
 */

let server: TestServer;
let demo: string;
let other: string;
let demoProject: string;
let prjuid: string;
let scratch: string;
let media: MediaFixtures;
let mute: Buffer;

const userdata = (project: string, name: string) =>
  path.join(server.dataDir, 'blobs', 'eu-west-1', project, 'userdata', name);

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-token-inputs-'));
  server = await startTestServer();
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  demoProject = await createProject(server, demo, 'Private');
  prjuid = await createProject(server, other, 'Heist');
  media = await makeMedia(scratch);
  const muteFile = path.join(scratch, 'mute.mp4');
  await ffmpeg('-f', 'lavfi', '-i', 'color=c=gray:s=160x90:d=1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', muteFile);
  mute = await readFile(muteFile);
  const secretPath = userdata(demoProject, 'secret.mp4');
  const files: [string, string, string, string | Buffer][] = [
    [demo, demoProject, 'secret.mp4', media.video],
    [other, prjuid, 'live.m3u8', `#EXTM3U\n#EXTINF:2.0,\n${secretPath}\n#EXT-X-ENDLIST\n`],
    [other, prjuid, 'list.m3u', `${secretPath}\n`],
    [other, prjuid, 'list.txt', `ffconcat version 1.0\nfile '${secretPath}'\n`],
    [other, prjuid, 'rows.csv', 'file\nsecret.mp4\n'],
    [other, prjuid, 'mute.mp4', mute],
    [other, prjuid, 'red.png', media.png],
    [other, prjuid, 'clip.mp4', media.video],
    [other, prjuid, 'tone.wav', media.wav],
    [other, prjuid, 'Sans.ttf', media.font],
  ];
  for (const [user, project, name, bytes] of files)
    expect((await putData(server, user, project, name, bytes)).status, name).toBe(201);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

type TokenRoute = 'POST /v2/render' | 'PUT /v2/render' | 'PUT rendermovie';
const TOKEN_ROUTES: TokenRoute[] = ['POST /v2/render', 'PUT /v2/render', 'PUT rendermovie'];

/** Asks a route for a token of an inline movie; with a format (or by PUT) its render starts at once. */
function askToken(
  route: TokenRoute,
  movie: Movie,
  params: Record<string, string> = {},
  format?: string,
): Promise<BinaryReply> {
  if (route === 'PUT rendermovie') {
    const body = new FormData();
    body.append('movie', Buffer.from(encodeMovie(movie)).toString('base64'));
    body.append('params', JSON.stringify(params));
    if (format) body.append('format', format);
    return fetchBytes(server, `${iv()}/api/v1/sdl/rendermovie/${prjuid}`, { method: 'PUT', token: other, body });
  }
  return fetchBytes(server, `${render()}/v2/render/${prjuid}`, {
    method: route.startsWith('POST') ? 'POST' : 'PUT',
    token: other,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ movie, params, format }),
  });
}

const sessionsOfOther = async () =>
  server.app.renderSessions.list({ ownerId: (await server.app.users.findByUsername('other'))!.id });

/** Every token route answers 400 with a message that starts at `place` and says `why`; no token. */
async function refusedAtCreation(
  movie: Movie,
  place: string,
  why: RegExp,
  params: Record<string, string> = {},
): Promise<void> {
  for (const route of TOKEN_ROUTES) {
    const reply = await askToken(route, movie, params);
    const message = String(reply.json?.Message ?? reply.bytes.toString().slice(0, 300));
    expect(reply.status, `${route}: ${message}`).toBe(400);
    expect(reply.json.token, route).toBeUndefined();
    expect(message.startsWith(place), `${route}: ${message}`).toBe(true);
    expect(message, route).toMatch(why);
  }
}

describe('asking for a render token', () => {
  it('is a 400 naming the layer or track for assets no use takes, by every token route, and renders nothing', async () => {
    const before = (await sessionsOfOther()).length;
    const cases: [Use, string, RegExp][] = [
      ['video', 'live.m3u8', /"live.m3u8" is a playlist: a video layer needs a video or an image/],
      ['image', 'list.m3u', /"list.m3u" is a playlist/],
      ['audio', 'live.m3u8', /is a playlist: an audio track needs/],
      ['font', 'list.m3u', /is a playlist: a font needs a font/],
      ['video', 'list.txt', /"list.txt" is not a video or an image \(it is a generic file\)/],
      ['image', 'rows.csv', /"rows.csv" is not an image \(it is a datasource asset\)/],
      ['audio', 'rows.csv', /is not an audio file or a video with sound \(it is a datasource asset\)/],
      ['font', 'red.png', /"red.png" is not a font/],
      ['image', 'clip.mp4', /"clip.mp4" is not an image \(it is a video asset\)/],
      ['audio', 'red.png', /"red.png" is not an audio file or a video with sound/],
      ['audio', 'mute.mp4', /"mute.mp4" has no audio stream: an audio track needs an audio file or a video with sound/],
    ];
    for (const [use, asset, why] of cases) await refusedAtCreation(movieUsing(use, asset), placeOf(use), why);
    // Nothing is rendered: each refusal is a failed render session with its error log (docs/analytics.md).
    const sessions = await sessionsOfOther();
    expect(sessions.length).toBe(before + cases.length * TOKEN_ROUTES.length);
    expect(sessions.slice(0, sessions.length - before).every((session) => !session.success)).toBe(true);
  });

  it("is a 400 for assets that are not there: unknown, another user's, or named with a path", async () => {
    for (const name of [
      'nothing.png',
      'secret.mp4',
      `../../${demoProject}/userdata/secret.mp4`,
      `/${demoProject}/userdata/secret.mp4`,
    ]) {
      for (const use of ['video', 'audio'] as const) {
        await refusedAtCreation(
          movieUsing(use, name),
          placeOf(use),
          new RegExp(
            `uses the asset "${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}", which does not exist in the project\\.`,
          ),
        );
      }
    }
  });

  it('is a 400 when the values pick such an asset, break the movie limits or make a text too long', async () => {
    const bound = movieUsing('image', 'red.png');
    bound.scenes![0]!.layers![1]!.image!.bindings = { asset: 'picture' };
    bound.variables = [{ key: 'picture', valuetype: 'string', value: 'red.png', defaultvalue: 'red.png' }];
    for (const picture of ['live.m3u8', 'list.txt', 'secret.mp4'])
      await refusedAtCreation(bound, placeOf('image'), new RegExp(picture.replace('.', '\\.')), { picture });
    await refusedAtCreation(boundLengthMovie(), 'length must be at most 4 h', /got 111.11 h/, { frames: '10000000' });
    const text = movieUsing('font', 'Sans.ttf');
    text.scenes![0]!.layers![1]!.text!.text = 'x'.repeat(1_000_001);
    await refusedAtCreation(text, placeOf('font'), /the text has 1000001 characters, more than the limit of 1000000/);
  });

  it('gives tokens that render for movies whose assets fit their use', async () => {
    for (const route of TOKEN_ROUTES) {
      for (const [use, asset] of [
        ['video', 'clip.mp4'],
        ['image', 'red.png'],
        ['audio', 'tone.wav'],
        ['audio', 'clip.mp4'],
        ['font', 'Sans.ttf'],
      ] as const) {
        const reply = await askToken(route, movieUsing(use, asset), {}, 'png');
        expect(reply.status, `${route} ${use} ${asset}: ${reply.bytes.toString().slice(0, 200)}`).toBe(200);
        expect(reply.json.token).toMatch(/^[0-9a-f]{32}$/);
      }
    }
    const reply = await askToken('POST /v2/render', movieUsing('audio', 'tone.wav'));
    expect((await fetchBytes(server, `${render()}/v2/render/${reply.json.token}.mp4`)).status).toBe(200);
  });
});

describe('a token whose asset changed after it was made', () => {
  /** A token for a movie using `name` (uploaded from `bytes`), then `change`; fetching it is a 400 saying `why`. */
  async function refusedWhenFetched(
    use: Use,
    name: string,
    bytes: Buffer,
    change: () => Promise<void>,
    why: RegExp,
  ): Promise<void> {
    expect((await putData(server, other, prjuid, name, bytes)).status).toBe(201);
    // No format: nothing is rendered before the change.
    const created = await askToken('POST /v2/render', movieUsing(use, name));
    expect(created.status, created.bytes.toString()).toBe(200);
    await change();
    const fetched = await fetchBytes(server, `${render()}/v2/render/${created.json.token}.mp4`);
    expect(fetched.status, fetched.bytes.toString().slice(0, 200)).toBe(400);
    expect(fetched.json.Message.startsWith(placeOf(use)), fetched.json.Message).toBe(true);
    expect(fetched.json.Message).toMatch(why);
    const status = await server.request(`${render()}/v2/render/${created.json.token}/status`);
    expect(status.json).toMatchObject({ state: 'failed', error: fetched.json.Message });
  }

  it('is still refused when fetched: deleted, replaced by a mute clip, or swapped on disk for a playlist or text', async () => {
    const remove = (name: string) => async () => {
      expect((await server.request(`${api()}/data/${prjuid}/${name}`, { method: 'DELETE', token: other })).status).toBe(
        200,
      );
    };
    const onDisk = (name: string, text: string) => () => writeFile(userdata(prjuid, name), text);
    await refusedWhenFetched(
      'image',
      'gone.png',
      media.png,
      remove('gone.png'),
      /"gone.png", which does not exist in the project/,
    );
    await refusedWhenFetched(
      'audio',
      'gone.wav',
      media.wav,
      remove('gone.wav'),
      /"gone.wav", which does not exist in the project/,
    );
    await refusedWhenFetched(
      'audio',
      'voice.mp4',
      media.video,
      async () => {
        expect((await putData(server, other, prjuid, 'voice.mp4', mute, { replace: 1 })).status).toBe(201);
      },
      /"voice.mp4" has no audio stream/,
    );
    const secret = userdata(demoProject, 'secret.mp4');
    await refusedWhenFetched(
      'video',
      'swap.mp4',
      media.video,
      onDisk('swap.mp4', `#EXTM3U\n#EXTINF:2.0,\n${secret}\n#EXT-X-ENDLIST\n`),
      /"swap.mp4" is not media the renderer can read/,
    );
    await refusedWhenFetched(
      'image',
      'swap.png',
      media.png,
      onDisk('swap.png', 'just text\n'),
      /"swap.png" is not media the renderer can read/,
    );
  });
});

describe('a batch run whose destination is a token', () => {
  it('fails each row whose movie cannot be rendered, with the reason; the others get tokens that render', async () => {
    const movie = movieUsing('image', 'red.png');
    movie.scenes![0]!.layers![1]!.image!.bindings = { asset: 'picture' };
    movie.variables = [{ key: 'picture', valuetype: 'string', value: 'red.png', defaultvalue: 'red.png' }];
    expect((await putMovieJson(server, other, prjuid, 'token heist', movie)).status).toBe(201);
    const job = {
      id: 'job-token-heist1',
      name: 'Tokens',
      movie: 'token heist',
      format: 'png',
      frame: 2,
      destination: { type: 'token' },
    };
    await saveJobs(server, other, prjuid, [job]);
    const runid = newRunId();
    const pictures = [
      'red.png',
      'live.m3u8',
      'list.txt',
      'rows.csv',
      'clip.mp4',
      'secret.mp4',
      `../../${demoProject}/userdata/secret.mp4`,
    ];
    const queue = await submit(server, other, prjuid, {
      jobid: job.id,
      runid,
      tasks: pictures.map((picture, i) => task(i, { picture })),
    });
    expect(await waitForQueue(server, other, queue)).toMatchObject({
      state: 'done',
      total: pictures.length,
      done: 1,
      failed: pictures.length - 1,
    });
    const results = await resultsOf(server, other, runid);
    expect(results.map((row) => row.status)).toEqual(['ok', ...pictures.slice(1).map(() => 'failed')]);
    expect(results[0].url).toMatch(/\/v2\/render\/[0-9a-f]{32}\.png\?frame=2$/);
    expect((await fetchBytes(server, new URL(results[0].url).pathname + new URL(results[0].url).search)).status).toBe(
      200,
    );
    const reasons = [
      /"live.m3u8" is a playlist/,
      /"list.txt" is not an image \(it is a generic file\)/,
      /"rows.csv" is not an image \(it is a datasource asset\)/,
      /"clip.mp4" is not an image \(it is a video asset\)/,
      /"secret.mp4", which does not exist/,
      /which does not exist/,
    ];
    reasons.forEach((why, i) => {
      const row = results[i + 1];
      expect(row.url || '', pictures[i + 1]).toBe('');
      expect(row.error.startsWith(placeOf('image')), row.error).toBe(true);
      expect(row.error, pictures[i + 1]).toMatch(why);
    });
  });

  it('fails rows whose frame is past the end or whose values break the limits', async () => {
    expect((await putMovieJson(server, other, prjuid, 'still heist', movieUsing('image', 'red.png'))).status).toBe(201);
    expect((await putMovieJson(server, other, prjuid, 'long heist', boundLengthMovie())).status).toBe(201);
    const late = {
      id: 'job-token-late01',
      name: 'Late',
      movie: 'still heist',
      format: 'jpg',
      frame: 40,
      destination: { type: 'token' },
    };
    const long = {
      id: 'job-token-long01',
      name: 'Long',
      movie: 'long heist',
      format: 'mp4',
      destination: { type: 'token' },
    };
    await saveJobs(server, other, prjuid, [late, long]);
    const lateRun = newRunId();
    await waitForQueue(
      server,
      other,
      await submit(server, other, prjuid, {
        jobid: late.id,
        runid: lateRun,
        tasks: [task(0), { ...task(1), frame: 9 }],
      }),
    );
    const lateRows = await resultsOf(server, other, lateRun);
    expect(lateRows.map((row) => row.status)).toEqual(['failed', 'ok']);
    expect(lateRows[0].error).toBe("Frame 40 is past the movie's end: it has 10 frames (0 to 9).");
    const longRun = newRunId();
    await waitForQueue(
      server,
      other,
      await submit(server, other, prjuid, {
        jobid: long.id,
        runid: longRun,
        tasks: [task(0, { frames: '10000000' }), task(1, { frames: '20' })],
      }),
    );
    const longRows = await resultsOf(server, other, longRun);
    expect(longRows.map((row) => row.status)).toEqual(['failed', 'ok']);
    expect(longRows[0].error).toMatch(/^length must be at most 4 h/);
  });
});
