import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, iv, listData, putData } from '../helpers/assets.ts';
import { makeMedia, type MediaFixtures } from '../helpers/media.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { rawRequest } from '../security/raw-http.ts';

// clip.mp4 of the media fixtures: 320x180, 2 s at 25 fps (frames 0 to 49).
let server: TestServer;
let demo: string;
let other: string;
let media: MediaFixtures;
let scratch: string;
let prjuid: string;
let vuid: string;

const version = (video: string, id: string, query = '') =>
  `${api()}/trackdataversion/${prjuid}/${encodeURIComponent(video)}/${encodeURIComponent(id)}${query}`;
const put = (url: string, body: unknown, token = demo) => server.request(url, { method: 'PUT', token, body });
const list = async () =>
  (await server.request(`${iv()}/api/v1/list/trackdataversion/${prjuid}`, { token: demo })).json.Versions as Array<
    Record<string, unknown>
  >;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-track-'));
  [server, media] = await Promise.all([startTestServer(), makeMedia(scratch)]);
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'Tracking');
  for (const [name, bytes] of [
    ['clip.mp4', media.video],
    ['still.png', media.png],
  ] as const) {
    expect((await putData(server, demo, prjuid, name, bytes)).status).toBe(201);
  }
  vuid = (await listData(server, demo, prjuid)).json.Videos.find((v: { name: string }) => v.name === 'clip.mp4').uid;
}, 30_000);
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('tracking versions', () => {
  it('are created, read by name and by uid, updated, listed and deleted', async () => {
    const points = [
      { frame: 10, x: 0.75, y: 0.5 },
      { frame: 0, x: 0.25, y: 0.5 },
    ];
    const created = await put(version('clip.mp4', 'v1', '?create=1'), { name: 'Ball', points });
    expect(created.status, created.text).toBe(201);
    const sorted = [
      { frame: 0, x: 0.25, y: 0.5 },
      { frame: 10, x: 0.75, y: 0.5 },
    ];
    expect(created.json).toMatchObject({
      id: 'v1',
      vuid,
      videoname: 'clip.mp4',
      name: 'Ball',
      prjuid,
      type: 'mtversion',
      frames: 2,
      points: sorted,
    });
    expect(created.json.created).toBe(created.json.updated);

    const byName = await server.request(version('clip.mp4', 'v1'), { token: demo });
    const byUid = await server.request(version(vuid, 'v1', '?byuid=1'), { token: demo });
    expect(byName.json).toEqual(created.json);
    expect(byUid.json).toEqual(created.json);
    // Without byuid=1 the uid is read as a video name: no such video.
    expect((await server.request(version(vuid, 'v1'), { token: demo })).status).toBe(404);

    const renamed = await put(version(vuid, 'v1', '?byuid=1'), { name: 'Ball, second pass' });
    expect(renamed.json).toMatchObject({ name: 'Ball, second pass', points: sorted });
    const moved = await put(version('clip.mp4', 'v1'), { points: [{ frame: 49, x: 1, y: 0 }] });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ name: 'Ball, second pass', frames: 1, points: [{ frame: 49, x: 1, y: 0 }] });

    expect(await list()).toEqual([
      {
        id: 'v1',
        vuid,
        videoname: 'clip.mp4',
        name: 'Ball, second pass',
        prjuid,
        region: 'eu-west-1',
        type: 'mtversion',
        frames: 1,
        created: created.json.created,
        updated: moved.json.updated,
      },
    ]);

    expect((await server.request(version('clip.mp4', 'v1'), { method: 'DELETE', token: demo })).json).toEqual({
      Deleted: 'v1',
    });
    expect((await server.request(version('clip.mp4', 'v1'), { token: demo })).status).toBe(404);
    expect(await list()).toEqual([]);
  });

  it('are made only with create=1; a second create of the same id is a 409', async () => {
    const missing = await put(version('clip.mp4', 'new'), { points: [] });
    expect(missing.status).toBe(404);
    expect(missing.json.Message).toMatch(/Version new not found/);
    expect((await put(version('clip.mp4', 'new', '?create=1'), {})).status).toBe(201);
    expect((await server.request(version('clip.mp4', 'new'), { token: demo })).json).toMatchObject({
      name: 'new',
      frames: 0,
      points: [],
    });
    expect((await put(version('clip.mp4', 'new', '?create=1'), {})).status).toBe(409);
    await server.request(version('clip.mp4', 'new'), { method: 'DELETE', token: demo });
    // By the video's uid: both flags together.
    const byUid = await put(version(vuid, 'by-uid', '?byuid=1&create=1'), { points: [{ frame: 7, x: 0.5, y: 0.5 }] });
    expect(byUid.status).toBe(201);
    expect(byUid.json).toMatchObject({ id: 'by-uid', videoname: 'clip.mp4', vuid, frames: 1 });
    expect((await server.request(version(vuid, 'by-uid', '?byuid=1'), { method: 'DELETE', token: demo })).json).toEqual(
      { Deleted: 'by-uid' },
    );
  });

  it('belong to videos only: an unknown video, an image or a missing version is a 404', async () => {
    expect((await put(version('none.mp4', 'v', '?create=1'), {})).status).toBe(404);
    expect((await put(version('still.png', 'v', '?create=1'), {})).status).toBe(404);
    expect((await put(version('still.png', 'v', '?create=1&byuid=1'), {})).status).toBe(404);
    expect((await server.request(version('clip.mp4', 'missing'), { token: demo })).status).toBe(404);
    expect((await server.request(version('clip.mp4', 'missing'), { method: 'DELETE', token: demo })).status).toBe(404);
  });

  it("of another user's project are a 404 for every call", async () => {
    await put(version('clip.mp4', 'mine', '?create=1'), { points: [{ frame: 1, x: 0.5, y: 0.5 }] });
    const calls = [
      server.request(version('clip.mp4', 'mine'), { token: other }),
      put(version('clip.mp4', 'mine'), { name: 'taken' }, other),
      put(version('clip.mp4', 'theirs', '?create=1'), {}, other),
      server.request(version('clip.mp4', 'mine'), { method: 'DELETE', token: other }),
      server.request(`${iv()}/api/v1/list/trackdataversion/${prjuid}`, { token: other }),
    ];
    for (const reply of await Promise.all(calls)) expect(reply.status).toBe(404);
    expect((await server.request(version('clip.mp4', 'mine'), { token: demo })).json).toMatchObject({
      name: 'mine',
      frames: 1,
    });
    await server.request(version('clip.mp4', 'mine'), { method: 'DELETE', token: demo });
  });

  it.each([
    [
      'a frame past the video (50 frames)',
      [{ frame: 50, x: 0.5, y: 0.5 }],
      /frame 50 is past the video's last frame \(49\)/,
    ],
    [
      'the same frame twice',
      [
        { frame: 3, x: 0.1, y: 0.1 },
        { frame: 3, x: 0.2, y: 0.2 },
      ],
      /Point 2: frame 3 has a point already/,
    ],
    ['a negative frame', [{ frame: -1, x: 0.5, y: 0.5 }], /frame/],
    ['a fractional frame', [{ frame: 1.5, x: 0.5, y: 0.5 }], /frame/],
    ['x past the right edge', [{ frame: 1, x: 1.01, y: 0.5 }], /x/],
    ['y in pixels', [{ frame: 1, x: 0.5, y: 90 }], /y/],
    ['a string coordinate', [{ frame: 1, x: '0.5', y: 0.5 }], /x/],
    ['a missing y', [{ frame: 1, x: 0.5 }], /y/],
    ['points that are not a list', { 0: { frame: 1, x: 0.5, y: 0.5 } }, /points/],
  ])('refuse %s (400, nothing stored)', async (_case, points, message) => {
    const reply = await put(version('clip.mp4', 'bad', '?create=1'), { points });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.json.Message).toMatch(message);
    expect((await server.request(version('clip.mp4', 'bad'), { token: demo })).status).toBe(404);
  });

  it.each([
    ['not JSON', '{"points": [', /JSON/i],
    ['an array', '[]', /object/],
    ['a string', '"points"', /object/],
    ['points as a string', '{"points": "0,0.5,0.5"}', /points/],
  ])('refuse a body that is %s', async (_case, body, message) => {
    const reply = await put(version('clip.mp4', 'bad', '?create=1'), body);
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(message);
  });

  it('refuse more than 100,000 points and a body over 8 MiB before reading them', async () => {
    const many = Array.from({ length: 100_001 }, (_, frame) => ({ frame, x: 0.5, y: 0.5 }));
    const tooMany = await put(version('clip.mp4', 'many', '?create=1'), { points: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.Message).toMatch(/100000/);
    const huge = `{"name":"${'a'.repeat(9 * 1024 * 1024)}"}`;
    const tooBig = await put(version('clip.mp4', 'huge', '?create=1'), huge);
    expect(tooBig.status).toBe(413);
    expect((await list()).map((v) => v.id)).toEqual([]);
  });

  it('leave out fields they do not know', async () => {
    const reply = await put(version('clip.mp4', 'extra', '?create=1'), {
      points: [{ frame: 1, x: 0.5, y: 0.5, z: 1 }],
      colour: 'red',
    });
    expect(reply.status).toBe(201);
    expect(reply.json).not.toHaveProperty('colour');
    expect(reply.json.points).toEqual([{ frame: 1, x: 0.5, y: 0.5 }]);
    await server.request(version('clip.mp4', 'extra'), { method: 'DELETE', token: demo });
  });

  it.each([
    ['%2e%2e', /reserved/],
    ['.%2E', /reserved/],
    ['a%2Fb', /slash/],
    ['a%5Cb', /slash/],
    ['a%00b', /control character U\+0000/],
    ['x'.repeat(201), /200/],
  ])('refuse the version id %s', async (segment, message) => {
    // Sent byte for byte: fetch() would resolve dot segments before sending.
    const reply = await rawRequest(server.url, `${api()}/trackdataversion/${prjuid}/clip.mp4/${segment}?create=1`, {
      method: 'PUT',
      token: demo,
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(message);
  });

  it('go with their video: deleting the video deletes its versions', async () => {
    expect((await putData(server, demo, prjuid, 'temp.mp4', media.video)).status).toBe(201);
    expect((await put(version('temp.mp4', 'x', '?create=1'), { points: [{ frame: 0, x: 0, y: 0 }] })).status).toBe(201);
    expect((await list()).map((v) => v.videoname)).toContain('temp.mp4');
    await server.request(`${api()}/data/${prjuid}/temp.mp4`, { method: 'DELETE', token: demo });
    expect((await list()).map((v) => v.videoname)).not.toContain('temp.mp4');
    // A new upload of the same name starts without versions.
    expect((await putData(server, demo, prjuid, 'temp.mp4', media.video)).status).toBe(201);
    expect((await server.request(version('temp.mp4', 'x'), { token: demo })).status).toBe(404);
  });
});

// Bodies over 64 KiB are read on a body worker (bodies/track-version-body.ts): the same answers, the same refusals.
describe('tracking versions read on a body worker', () => {
  /** A member the schema takes out, long enough that the body goes to a worker. */
  const note = 'n'.repeat(2000);
  const big = (points: Array<{ frame: number; x: number; y: number }>) => ({
    name: 'Big',
    points: points.map((point) => ({ ...point, note })),
  });
  const spread = (frames: number[]) => frames.map((frame) => ({ frame, x: frame / 100, y: 0.5 }));

  it('store the points in frame order without the members they do not know, and answer them', async () => {
    const before = server.app.bodyWorkers.offloaded;
    const frames = Array.from({ length: 50 }, (_, i) => 49 - i);
    const created = await put(version('clip.mp4', 'big', '?create=1'), big(spread(frames)));
    expect(created.status, created.text).toBe(201);
    expect(server.app.bodyWorkers.offloaded).toBe(before + 1);
    const sorted = spread([...frames].reverse());
    expect(created.json).toMatchObject({ id: 'big', name: 'Big', frames: 50, points: sorted });
    expect((await server.request(version('clip.mp4', 'big'), { token: demo })).json).toEqual(created.json);
    const updated = await put(version('clip.mp4', 'big'), { points: big(spread([7, 3])).points });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({
      name: 'Big',
      frames: 2,
      points: spread([3, 7]),
      created: created.json.created,
    });
    expect((await server.request(version('clip.mp4', 'big'), { token: demo })).json).toEqual(updated.json);
    await server.request(version('clip.mp4', 'big'), { method: 'DELETE', token: demo });
  });

  it.each([
    [
      '100,000 points past the video',
      Array.from({ length: 100_000 }, (_, frame) => frame),
      /^Point 51: frame 50 is past the video's last frame \(49\)$/,
    ],
    ['a frame twice before one past the video', [0, 0, 60], /^Point 2: frame 0 has a point already$/],
    [
      'a frame past the video before one twice',
      [0, 60, 0],
      /^Point 2: frame 60 is past the video's last frame \(49\)$/,
    ],
    ['a frame past the video that is also twice', [70, 70], /^Point 1: frame 70 is past/],
  ])('refuse %s (400, nothing stored)', async (_case, frames, message) => {
    const body =
      frames.length > 1000 ? { points: spread(frames).map((point) => ({ ...point, x: 0.5 })) } : big(spread(frames));
    const reply = await put(version('clip.mp4', 'bad', '?create=1'), body);
    expect(reply.status, reply.text).toBe(400);
    expect(reply.json.Message).toMatch(message);
    expect((await server.request(version('clip.mp4', 'bad'), { token: demo })).status).toBe(404);
  });

  it('refuse a big body the schema refuses, or one that is not JSON, as a small one', async () => {
    const wrong = await put(version('clip.mp4', 'bad', '?create=1'), {
      points: [...big(spread([1])).points, { frame: 2, x: 0.5 }],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.Message).toMatch(/y/);
    const cut = JSON.stringify(big(spread([1, 2, 3]))).slice(0, -2);
    const notJson = await put(version('clip.mp4', 'bad', '?create=1'), cut);
    expect(notJson.status).toBe(400);
    expect(notJson.json.Message).toMatch(/JSON/);
  });
});

describe('the points a renderer reads (TrackVersionService.points)', () => {
  it("are the version's points in frame order with the video's size and length", async () => {
    await put(version('clip.mp4', 'path', '?create=1'), {
      points: [
        { frame: 20, x: 0.5, y: 1 },
        { frame: 5, x: 0, y: 0.25 },
      ],
    });
    const owner = (await server.app.users.findByUsername('demo'))!;
    const project = (await server.app.projects.locate(owner, 'eu-west-1', prjuid))!;
    const tracked = await server.app.trackVersions.points(project, 'clip.mp4', 'path');
    expect(tracked).toEqual({
      video: { name: 'clip.mp4', uid: vuid, width: 320, height: 180, frames: 50 },
      points: [
        { frame: 5, x: 0, y: 0.25 },
        { frame: 20, x: 0.5, y: 1 },
      ],
    });
    expect(await server.app.trackVersions.points(project, vuid, 'path', true)).toEqual(tracked);
    await expect(server.app.trackVersions.points(project, 'clip.mp4', 'none')).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(server.app.trackVersions.points(project, 'still.png', 'path')).rejects.toMatchObject({
      statusCode: 404,
    });
    await server.request(version('clip.mp4', 'path'), { method: 'DELETE', token: demo });
  });
});
