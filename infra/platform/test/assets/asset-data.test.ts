import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, iv, listData, putData } from '../helpers/assets.ts';
import { makeMedia, type MediaFixtures } from '../helpers/media.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let other: string;
let media: MediaFixtures;
let scratch: string;
let prjuid: string;

const LIMIT = 1024 * 1024;
const enc = encodeURIComponent;
const projectDir = (uid: string) => path.join(server.dataDir, 'blobs', 'eu-west-1', uid);
/** Whether the project's files hold the asset (its folder, or the bucket in scale-out). */
const stored = async (uid: string, name: string) =>
  (await server.app.projectFiles.head({ region: 'eu-west-1', uid }, `userdata/${name}`)) !== undefined;
const entries = (dir: string) => readdir(dir).catch(() => [] as string[]);

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-asset-data-'));
  [server, media] = await Promise.all([startTestServer({ uploadLimitBytes: LIMIT }), makeMedia(scratch)]);
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'Assets');
  const uploads = await Promise.all([
    putData(server, demo, prjuid, 'clip.mp4', media.video, { contentType: 'video/mp4' }),
    putData(server, demo, prjuid, 'still.png', media.png, { contentType: 'image/png' }),
    putData(server, demo, prjuid, 'scan.tif', media.tif),
    putData(server, demo, prjuid, 'tone.wav', media.wav),
    putData(server, demo, prjuid, 'tone.mp3', media.mp3),
    putData(server, demo, prjuid, 'Sans.ttf', media.font),
    putData(server, demo, prjuid, 'people.csv', 'id;name\n1;Ann\n2;Bob\n', { contentType: 'text/csv' }),
    putData(server, demo, prjuid, 'track.trackdata', '{"points":[]}'),
    putData(server, demo, prjuid, 'notes.txt', 'hello'),
    putData(server, demo, prjuid, 'live.m3u8', '#EXTM3U\n'),
  ]);
  for (const reply of uploads) expect(reply.status, JSON.stringify(reply.json)).toBe(201);
}, 30_000);
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('GET /v1/list/data', () => {
  it('groups assets by type, each with its mimetype, in name order', async () => {
    const reply = await listData(server, demo, prjuid);
    expect(reply.status).toBe(200);
    const names = (group: string) => reply.json[group].map((a: { name: string }) => a.name);
    expect(names('Videos')).toEqual(['clip.mp4', 'live.m3u8']);
    expect(names('Images')).toEqual(['scan.tif', 'still.png']);
    expect(names('Audios')).toEqual(['tone.mp3', 'tone.wav']);
    expect(names('Fonts')).toEqual(['Sans.ttf']);
    expect(names('Datasources')).toEqual(['people.csv']);
    expect(names('Trackdata')).toEqual(['track.trackdata']);
    expect(names('Generic')).toEqual(['notes.txt']);
    expect(reply.json.Metadata).toEqual({ Count: 10 });

    const clip = reply.json.Videos[0];
    expect(clip).toEqual({
      name: 'clip.mp4',
      uid: expect.stringMatching(/^[0-9a-f]{32}$/),
      prjuid,
      region: 'eu-west-1',
      awsregion: 'eu-west-1',
      type: 'video',
      mimetype: 'video/mp4',
      size: media.video.length,
      date_created: expect.any(String),
      date_modified: expect.any(String),
    });
    const byName = Object.fromEntries(
      Object.entries(reply.json)
        .filter(([group]) => group !== 'Metadata')
        .flatMap(([, items]) =>
          (items as Array<{ name: string; type: string; mimetype: string }>).map((a) => [a.name, [a.type, a.mimetype]]),
        ),
    );
    expect(byName).toMatchObject({
      'live.m3u8': ['video', 'application/vnd.apple.mpegurl'],
      'scan.tif': ['image', 'image/tiff'],
      'still.png': ['image', 'image/png'],
      'tone.mp3': ['audio', 'audio/mpeg'],
      'tone.wav': ['audio', 'audio/wav'],
      'Sans.ttf': ['font', 'font/ttf'],
      'people.csv': ['datasource', 'text/csv'],
      'track.trackdata': ['positiondata', 'application/json'],
      'notes.txt': ['other', 'text/plain'],
    });
  });

  it('is empty for a new project', async () => {
    const uid = await createProject(server, demo, 'Empty');
    const reply = await listData(server, demo, uid);
    expect(reply.json).toEqual({
      Videos: [],
      Images: [],
      Audios: [],
      Fonts: [],
      Datasources: [],
      Trackdata: [],
      Generic: [],
      Metadata: { Count: 0 },
    });
  });
});

describe('PUT and GET /v1/data', () => {
  it('gives back the uploaded bytes, with the mimetype as content type', async () => {
    const reply = await fetchBytes(server, `${api()}/data/${prjuid}/clip.mp4`, { token: demo });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('video/mp4');
    expect(reply.headers.get('accept-ranges')).toBe('bytes');
    expect(reply.bytes.equals(media.video)).toBe(true);
    expect(reply.headers.get('content-disposition')).toBeNull();
  });

  it('answers a Range with 206 and just those bytes', async () => {
    const reply = await fetchBytes(server, `${api()}/data/${prjuid}/clip.mp4`, {
      token: demo,
      headers: { range: 'bytes=100-199' },
    });
    expect(reply.status).toBe(206);
    expect(reply.headers.get('content-range')).toBe(`bytes 100-199/${media.video.length}`);
    expect(reply.bytes.equals(media.video.subarray(100, 200))).toBe(true);

    const tail = await fetchBytes(server, `${api()}/data/${prjuid}/clip.mp4`, {
      token: demo,
      headers: { range: 'bytes=-10' },
    });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(media.video.subarray(-10))).toBe(true);

    const beyond = await fetchBytes(server, `${api()}/data/${prjuid}/clip.mp4`, {
      token: demo,
      headers: { range: `bytes=${media.video.length}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${media.video.length}`);
  });

  it('sends ?download=1 as an attachment under its name', async () => {
    const reply = await fetchBytes(server, `${api()}/data/${prjuid}/still.png?download=1`, { token: demo });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="still.png"; filename*=UTF-8''still.png`,
    );
    expect(reply.bytes.equals(media.png)).toBe(true);
  });

  it('answers HEAD with the size and no body', async () => {
    const reply = await fetchBytes(server, `${api()}/data/${prjuid}/still.png`, { method: 'HEAD', token: demo });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-length')).toBe(String(media.png.length));
    expect(reply.bytes.length).toBe(0);
  });

  it('takes a body sent without any content type', async () => {
    const reply = await fetchBytes(server, `${api()}/data/${prjuid}/bare.bin`, {
      method: 'PUT',
      token: demo,
      body: new Uint8Array([1, 2, 3]),
    });
    expect(reply.status).toBe(201);
    expect(reply.json).toMatchObject({
      name: 'bare.bin',
      type: 'other',
      mimetype: 'application/octet-stream',
      size: 3,
    });
    // And a JSON-typed body is stored, not parsed.
    const json = await putData(server, demo, prjuid, 'broken.json', '{not json', { contentType: 'application/json' });
    expect(json.status).toBe(201);
    expect((await fetchBytes(server, `${api()}/data/${prjuid}/broken.json`, { token: demo })).bytes.toString()).toBe(
      '{not json',
    );
  });

  it('keeps names as given, url-decoded', async () => {
    const name = 'Café crème (1).txt';
    expect((await putData(server, demo, prjuid, name, 'menu')).status).toBe(201);
    const reply = await fetchBytes(server, `${api()}/data/${prjuid}/${enc(name)}?download=1`, { token: demo });
    expect(reply.bytes.toString()).toBe('menu');
    expect(reply.headers.get('content-disposition')).toContain(`filename*=UTF-8''Caf%C3%A9%20cr%C3%A8me%20%281%29.txt`);
    expect(await stored(prjuid, name)).toBe(true);
  });

  it('refuses to overwrite without replace=1 (409), and replaces with it', async () => {
    const first = await putData(server, demo, prjuid, 'draft.txt', 'one');
    expect(first.status).toBe(201);
    const again = await putData(server, demo, prjuid, 'draft.txt', 'two', { replace: 0 });
    expect(again.status).toBe(409);
    expect(again.json.Message).toContain('draft.txt');
    expect((await fetchBytes(server, `${api()}/data/${prjuid}/draft.txt`, { token: demo })).bytes.toString()).toBe(
      'one',
    );

    const replaced = await putData(server, demo, prjuid, 'draft.txt', 'three!', { replace: 1 });
    expect(replaced.status).toBe(201);
    expect(replaced.json).toMatchObject({ uid: first.json.uid, size: 6, date_created: first.json.date_created });
    expect((await fetchBytes(server, `${api()}/data/${prjuid}/draft.txt`, { token: demo })).bytes.toString()).toBe(
      'three!',
    );
  });

  it.each([
    ['a slash', 'a%2Fb.txt'],
    ['a control character', 'bad%07name.txt'],
    ['a backslash', 'a%5Cb.txt'],
    ['only spaces', '%20%20'],
  ])('rejects a name with %s (400)', async (_case, encoded) => {
    const reply = await fetchBytes(server, `${api()}/data/${prjuid}/${encoded}`, {
      method: 'PUT',
      token: demo,
      body: 'x',
    });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toEqual(expect.any(String));
  });

  it('answers an unknown asset with 404', async () => {
    const reply = await fetchBytes(server, `${api()}/data/${prjuid}/nothing.mp4`, { token: demo });
    expect(reply.status).toBe(404);
    expect(reply.json.Message).toContain('nothing.mp4');
  });
});

describe('rejected uploads', () => {
  it.each([
    [
      'a text file named .mp4',
      'fake.mp4',
      () => Buffer.from('this is not a video\n'),
      /^fake\.mp4 is not a video ffmpeg can read: /,
    ],
    [
      'garbage named .png',
      'noise.png',
      () => Buffer.from('\x89PNG\r\n\x1a\n garbage garbage garbage'),
      /^noise\.png is not an image ffmpeg can read: /,
    ],
    [
      'a truncated font',
      'cut.ttf',
      () => media.font.subarray(0, media.font.length / 2),
      /^cut\.ttf is not a font that can be read: /,
    ],
    ['an image named .wav', 'picture.wav', () => media.png, /^picture\.wav is not an audio file ffmpeg can read: /],
    ['binary named .csv', 'binary.csv', () => media.png, /^binary\.csv is not a text file/],
  ])('refuses %s with 400 and leaves nothing behind', async (_case, name, bytes, message) => {
    const before = (await listData(server, demo, prjuid)).json;
    const reply = await putData(server, demo, prjuid, name, bytes());
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(message);
    expect((await listData(server, demo, prjuid)).json).toEqual(before);
    expect(await stored(prjuid, name)).toBe(false);
    expect(await entries(path.join(projectDir(prjuid), '.tmp'))).toEqual([]);
  });

  it('answers 413 over the upload limit, naming the limit, and keeps nothing', async () => {
    const big = Buffer.alloc(LIMIT + 1, 'a');
    const reply = await putData(server, demo, prjuid, 'big.txt', big);
    expect(reply.status).toBe(413);
    expect(reply.json.Message).toContain('1 MiB');

    // Without a Content-Length the limit is enforced while streaming.
    const chunks = async function* () {
      for (let i = 0; i < 20; i++) yield new Uint8Array(128 * 1024);
    };
    const streamed = await fetch(`${server.url}${api()}/data/${prjuid}/streamed.txt`, {
      method: 'PUT',
      headers: { authorization: `istoken ${demo}` },
      body: ReadableStream.from(chunks()),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { Message: string }).Message).toContain('1 MiB');

    const names = (await listData(server, demo, prjuid)).json.Generic.map((a: { name: string }) => a.name);
    expect(names).not.toContain('big.txt');
    expect(names).not.toContain('streamed.txt');
    expect(await entries(path.join(projectDir(prjuid), '.tmp'))).toEqual([]);
  });

  it('leaves nothing behind when the client goes away mid-upload', async () => {
    const controller = new AbortController();
    const chunks = async function* () {
      yield new Uint8Array(64 * 1024);
      await new Promise((resolve) => setTimeout(resolve, 100));
      controller.abort();
      yield new Uint8Array(64 * 1024);
    };
    await fetch(`${server.url}${api()}/data/${prjuid}/aborted.txt`, {
      method: 'PUT',
      headers: { authorization: `istoken ${demo}` },
      body: ReadableStream.from(chunks()),
      duplex: 'half',
      signal: controller.signal,
    } as RequestInit).catch(() => undefined);
    await expect.poll(() => entries(path.join(projectDir(prjuid), '.tmp')), { timeout: 3000 }).toEqual([]);
    expect(await stored(prjuid, 'aborted.txt')).toBe(false);
    expect((await listData(server, demo, prjuid)).json.Generic.map((a: { name: string }) => a.name)).not.toContain(
      'aborted.txt',
    );
  });
});

describe('?processed=1', () => {
  it('describes a video: size, frames, rate and streams', async () => {
    const reply = await server.request(`${api()}/data/${prjuid}/clip.mp4?processed=1`, { token: demo });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      type: 'video',
      duration: expect.closeTo(2, 1),
      width: 320,
      height: 180,
      framerate: '25/1',
      frames: 50,
      audio: true,
      video: true,
    });
  });

  it('describes audio and images', async () => {
    const audio = await server.request(`${api()}/data/${prjuid}/tone.wav?processed=1`, { token: demo });
    expect(audio.json).toMatchObject({
      type: 'audio',
      duration: expect.closeTo(1, 1),
      audio: true,
      video: false,
      frames: 0,
    });
    const image = await server.request(`${api()}/data/${prjuid}/still.png?processed=1`, { token: demo });
    expect(image.json).toMatchObject({ type: 'image', width: 160, height: 90, frames: 1, video: true, audio: false });
  });

  it('is a 400 for kinds without a processed form', async () => {
    const reply = await server.request(`${api()}/data/${prjuid}/notes.txt?processed=1`, { token: demo });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toContain('notes.txt');
  });

  it('reads a csv put as is, with its delimiter detected', async () => {
    const reply = await server.request(`${api()}/data/${prjuid}/people.csv?processed=1`, { token: demo });
    expect(reply.json).toMatchObject({
      columns: ['id', 'name'],
      values: [
        ['1', 'Ann'],
        ['2', 'Bob'],
      ],
      key_column: 'id',
      keys: ['1', '2'],
      parse_data: { delimiter: ';', first_line_is_header: true },
      rowcount: 2,
    });
    const raw = await fetchBytes(server, `${api()}/data/${prjuid}/people.csv`, { token: demo });
    expect(raw.bytes.toString()).toBe('id;name\n1;Ann\n2;Bob\n');
  });
});

describe('DELETE /v1/data', () => {
  it('removes the file, its thumbnails and its row', async () => {
    expect((await putData(server, demo, prjuid, 'gone.png', media.png)).status).toBe(201);
    const thumb = await fetchBytes(server, `${api()}/thumbnail/${prjuid}/gone.png-w=64.jpg`, { token: demo });
    expect(thumb.status).toBe(200);
    const uid = (await listData(server, demo, prjuid)).json.Images.find(
      (a: { name: string }) => a.name === 'gone.png',
    ).uid;
    const caches = async () =>
      (await entries(path.join(projectDir(prjuid), '.cache'))).filter((e) => e.startsWith(uid));
    expect(await caches()).toHaveLength(1);

    const reply = await server.request(`${api()}/data/${prjuid}/gone.png`, { method: 'DELETE', token: demo });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ Deleted: 'gone.png' });
    expect(await stored(prjuid, 'gone.png')).toBe(false);
    expect(await caches()).toEqual([]);
    expect((await listData(server, demo, prjuid)).json.Images.map((a: { name: string }) => a.name)).not.toContain(
      'gone.png',
    );
    expect((await fetchBytes(server, `${api()}/data/${prjuid}/gone.png`, { token: demo })).status).toBe(404);
    expect((await server.request(`${api()}/data/${prjuid}/gone.png`, { method: 'DELETE', token: demo })).status).toBe(
      404,
    );
  });

  it('goes with its project: deleting the project removes its asset rows', async () => {
    const uid = await createProject(server, demo, 'Short-lived');
    expect((await putData(server, demo, uid, 'a.txt', 'a')).status).toBe(201);
    expect((await server.request(`${api()}/project/${uid}`, { method: 'DELETE', token: demo })).status).toBe(200);
    const rows = await server.app.db
      .selectFrom('assets')
      .innerJoin('projects', 'projects.id', 'assets.project_id')
      .select('assets.name')
      .where('projects.uid', '=', uid)
      .execute();
    expect(rows).toEqual([]);
    const orphans = await server.app.db
      .selectFrom('assets')
      .leftJoin('projects', 'projects.id', 'assets.project_id')
      .select('assets.name')
      .where('projects.id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
  });
});

describe('authentication and ownership', () => {
  it('accepts the token cookie for GETs of content, but not for uploads or the list', async () => {
    const file = await fetchBytes(server, `${api()}/data/${prjuid}/still.png`, { cookie: demo });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(media.png)).toBe(true);
    expect((await fetchBytes(server, `${api()}/thumbnail/${prjuid}/still.png-w=64.jpg`, { cookie: demo })).status).toBe(
      200,
    );
    expect((await fetchBytes(server, `${iv()}/api/v1/data/${prjuid}/still.png`, { cookie: demo })).status).toBe(200);
    expect(
      (await fetchBytes(server, `${iv()}/media/data/demo/${prjuid}/userdata/still.png`, { cookie: demo })).status,
    ).toBe(200);

    const put = await fetchBytes(server, `${api()}/data/${prjuid}/cookie.txt`, {
      method: 'PUT',
      cookie: demo,
      body: 'x',
    });
    expect(put.status).toBe(401);
    const del = await fetchBytes(server, `${api()}/data/${prjuid}/still.png`, { method: 'DELETE', cookie: demo });
    expect(del.status).toBe(401);
    expect((await fetchBytes(server, `${api()}/list/data/${prjuid}/`, { cookie: demo })).status).toBe(401);
    expect((await fetchBytes(server, `${api()}/data/${prjuid}/still.png`)).status).toBe(401);
    expect((await fetchBytes(server, `${api()}/data/${prjuid}/still.png`, { cookie: 'f'.repeat(64) })).status).toBe(
      401,
    );
  });

  it("answers 404 for another user's project on every asset route", async () => {
    const p = prjuid;
    const form = new FormData();
    form.append('replace', '1');
    const calls: Array<[string, RequestInit]> = [
      [`${api()}/list/data/${p}/`, {}],
      [`${api()}/data/${p}/still.png`, {}],
      [`${api()}/data/${p}/still.png?processed=1`, {}],
      [`${api()}/data/${p}/people.csv?processed=1&metadataonly=1`, {}],
      [`${api()}/data/${p}/new.txt`, { method: 'PUT', body: 'x' }],
      [`${api()}/data/${p}/still.png`, { method: 'DELETE' }],
      [`${api()}/datasource/${p}/people.csv`, { method: 'PUT', body: form }],
      [
        `${api()}/basevideo/${p}`,
        {
          method: 'POST',
          body: JSON.stringify({ width: 64, height: 64, frames: 1 }),
          headers: { 'content-type': 'application/json' },
        },
      ],
      [`${api()}/thumbnail/${p}/still.png-w=64.jpg`, {}],
      [`${api()}/trackdataversion/${p}/clip.mp4/v1`, {}],
      [
        `${api()}/trackdataversion/${p}/clip.mp4/v1?create=1`,
        { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json' } },
      ],
      [`${api()}/trackdataversion/${p}/clip.mp4/v1`, { method: 'DELETE' }],
      [`${iv()}/media/data/other/${p}/userdata/still.png`, {}],
      [`${iv()}/media/data/demo/${p}/userdata/still.png`, {}],
      [`${iv()}/api/v1/data/${p}/still.png`, {}],
      [`${iv()}/api/v1/thumbnail/${p}/still.png-w=64.jpg`, {}],
      [`${iv()}/api/v1/hls/${p}/clip.mp4/index.m3u8`, {}],
      [`${iv()}/api/v1/list/trackdataversion/${p}`, {}],
    ];
    for (const [url, init] of calls) {
      const reply = await fetchBytes(server, url, { ...init, token: other });
      expect(reply.status, `${init.method ?? 'GET'} ${url}`).toBe(404);
      expect(reply.json.Message).toEqual(expect.any(String));
    }
    // Nothing was changed by those calls.
    expect((await fetchBytes(server, `${api()}/data/${p}/still.png`, { token: demo })).status).toBe(200);
  });

  it('treats the project as absent in another region', async () => {
    const reply = await fetchBytes(server, `${api('us-east-1')}/data/${prjuid}/still.png`, { token: demo });
    expect(reply.status).toBe(404);
  });
});
