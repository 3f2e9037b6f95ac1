import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { isJpeg, makeMedia, type MediaFixtures } from '../helpers/media.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: SignedIn;
let media: MediaFixtures;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-clients-'));
  [server, media] = await Promise.all([startTestServer(), makeMedia(scratch)]);
  demo = await signIn(server, 'demo');
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

const file = (bytes: Buffer | string, name: string, type = '') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
const newProject = (name: string) => demo.api.region('eu-west-1').createProject(name);
/** A URL the client gave, fetched as the console's <img> or <video> would (with the token). */
const fetchUrl = (url: string) =>
  fetch(new URL(url, server.url), { headers: { authorization: `istoken ${demo.token}` } });

describe('the assets client', () => {
  it('uploads a video, lists it, tells its facts and serves its bytes, thumbnail and HLS form', async () => {
    const prjuid = await newProject('Videos');
    const assets = demo.api.assets('eu-west-1');
    let sent = 0;
    const asset = await assets.upload(prjuid, file(media.video, 'clip.mp4', 'video/mp4'), {
      onProgress: (fraction) => (sent = fraction),
    });
    expect(asset).toMatchObject({
      name: 'clip.mp4',
      prjuid,
      type: 'video',
      mimetype: 'video/mp4',
      size: media.video.length,
    });
    expect(sent).toBe(1);

    const list = await assets.list(prjuid);
    expect(list.Videos.map((a) => a.name)).toEqual(['clip.mp4']);
    expect(list.Metadata).toMatchObject({ Count: 1 });

    expect(await assets.mediaInfo(prjuid, 'clip.mp4')).toMatchObject({
      type: 'video',
      width: 320,
      height: 180,
      framerate: '25/1',
      video: true,
      audio: true,
    });
    expect(Buffer.from(await assets.bytes(prjuid, 'clip.mp4')).equals(media.video)).toBe(true);

    const thumbnail = await fetchUrl(assets.thumbnailUrl(prjuid, 'clip.mp4'));
    expect(thumbnail.status).toBe(200);
    expect(isJpeg(Buffer.from(await thumbnail.arrayBuffer()))).toBe(true);

    const download = await fetchUrl(assets.mediaUrl(prjuid, 'clip.mp4', true));
    expect(download.headers.get('content-disposition')).toContain('clip.mp4');
    const playlist = await fetchUrl(assets.hlsUrl(prjuid, 'clip.mp4'));
    expect(playlist.status).toBe(200);
    expect(await playlist.text()).toContain('#EXTM3U');
  });

  it('keeps an existing file unless told to replace it', async () => {
    const prjuid = await newProject('Replace');
    const assets = demo.api.assets('eu-west-1');
    await assets.upload(prjuid, file(media.png, 'still.png', 'image/png'));
    await expect(assets.upload(prjuid, file(media.png, 'still.png', 'image/png'))).rejects.toMatchObject({
      status: 409,
    });
    expect(await assets.upload(prjuid, file(media.png, 'still.png', 'image/png'), { replace: true })).toMatchObject({
      name: 'still.png',
      type: 'image',
    });
  });

  it('removes an asset, and a second removal is a 404', async () => {
    const prjuid = await newProject('Remove');
    const assets = demo.api.assets('eu-west-1');
    await assets.upload(prjuid, file(media.wav, 'tone.wav', 'audio/wav'));
    await assets.remove(prjuid, 'tone.wav');
    expect((await assets.list(prjuid)).Audios).toEqual([]);
    await expect(assets.remove(prjuid, 'tone.wav')).rejects.toMatchObject({ status: 404 });
  });

  it('uploads a datasource, describes it, and changes its key and media columns', async () => {
    const prjuid = await newProject('Data');
    const assets = demo.api.assets('eu-west-1');
    const csv = 'name;photo;city\nAda;ada.png;London\nBob;bob.png;Paris\n';
    const [stored] = await assets.uploadDatasource(prjuid, file(csv, 'people.csv', 'text/csv'), {
      delimiter: '',
      firstLineIsHeader: true,
      replace: false,
    });
    expect(stored).toMatchObject({ name: 'people.csv', type: 'datasource' });

    const metadata = await assets.datasource(prjuid, 'people.csv', true);
    expect(metadata).toMatchObject({
      columns: ['name', 'photo', 'city'],
      rowcount: 2,
      parse_data: { first_line_is_header: true },
    });
    const full = await assets.datasource(prjuid, 'people.csv');
    expect(full.values).toEqual([
      ['Ada', 'ada.png', 'London'],
      ['Bob', 'bob.png', 'Paris'],
    ]);

    await assets.updateDatasource(prjuid, 'people.csv', { key_column: 'city', media_columns: ['photo'] });
    expect(await assets.datasource(prjuid, 'people.csv', true)).toMatchObject({
      key_column: 'city',
      media_columns: ['photo'],
    });
    await expect(
      assets.updateDatasource(prjuid, 'people.csv', { key_column: 'nowhere', media_columns: [] }),
    ).rejects.toMatchObject({ status: 400 });

    // Stored as comma-delimited csv, and read back as text.
    expect(await assets.text(prjuid, 'people.csv')).toContain('Ada,ada.png,London');
  });

  it('has the server make a base video of one colour', async () => {
    const prjuid = await newProject('Base');
    const assets = demo.api.assets('eu-west-1');
    const asset = await assets.createBaseVideo(prjuid, { width: 64, height: 36, frames: 10, color: '#00ff00' });
    expect(asset).toMatchObject({ name: 'base_64x36_10.mp4', type: 'video' });
    expect(await assets.mediaInfo(prjuid, asset.name)).toMatchObject({ width: 64, height: 36, frames: 10 });
  });

  it('follows the making of a base video by the id it sends along', async () => {
    const prjuid = await newProject('Followed base');
    const assets = demo.api.assets('eu-west-1');
    await expect(assets.baseVideoProgress(prjuid, 'followed-0123456789')).rejects.toMatchObject({ status: 404 });
    await assets.createBaseVideo(prjuid, { width: 64, height: 36, frames: 20 }, 'followed-0123456789');
    expect(await assets.baseVideoProgress(prjuid, 'followed-0123456789')).toEqual({
      state: 'done',
      done: 20,
      total: 20,
    });
  });

  it('lists the motion-tracker versions of the project’s videos', async () => {
    const prjuid = await newProject('Tracks');
    const assets = demo.api.assets('eu-west-1');
    expect(await assets.trackVersions(prjuid)).toEqual([]);
    await assets.upload(prjuid, file(media.video, 'clip.mp4', 'video/mp4'));
    // The motion tracker writes versions; the console only lists them.
    const written = await server.request(`/r/eu-west-1/api/v1/trackdataversion/${prjuid}/clip.mp4/v1?create=1`, {
      method: 'PUT',
      token: demo.token,
      body: { name: 'First pass', points: [{ frame: 0, x: 0.5, y: 0.5 }] },
    });
    expect(written.status).toBe(201);
    expect(await assets.trackVersions(prjuid)).toEqual([
      {
        id: 'v1',
        vuid: expect.any(String),
        videoname: 'clip.mp4',
        name: 'First pass',
        prjuid,
        region: 'eu-west-1',
        type: 'mtversion',
        frames: 1,
        created: expect.any(String),
        updated: expect.any(String),
      },
    ]);
  });

  it('answers 404 for another user’s project', async () => {
    const prjuid = await newProject('Private');
    const other = await signIn(server, 'other');
    await expect(other.api.assets('eu-west-1').list(prjuid)).rejects.toMatchObject({ status: 404 });
  });
});
