import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Layer, Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, putData } from '../helpers/assets.ts';
import { makeMedia } from '../helpers/media.ts';
import { putMovieJson, render, renderToken } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const run = promisify(execFile);

// A movie of 320x180 whose red 20x20 box follows the tracking version "ball" of clip.mp4:
// right and down from (0.25, 0.25) at the video's frame 10 to (0.75, 0.75) at frame 30.
const W = 320;
const H = 180;
const BALL = [
  { frame: 30, x: 0.75, y: 0.75 },
  { frame: 10, x: 0.25, y: 0.25 },
];
const ballAt = (frame: number) => {
  const fraction = 0.25 + 0.5 * Math.min(1, Math.max(0, (frame - 10) / 20));
  return { x: fraction * W, y: fraction * H };
};
const follower = (version = 'ball', video = 'clip.mp4'): Layer => ({
  name: 'Ball',
  color: { color: '#ff0000' },
  position: { w: 20, h: 20 },
  tracking: { video, version },
});
const movie = (layer: Layer = follower()): Movie => ({
  params: { vparams: { width: W, height: H, videoframerate: { num: 25, den: 1 }, videocodec: 'x264' } },
  scenes: [{ name: 'Street', length: 40, background: '#000000', layers: [layer] }],
});

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let otherPrjuid: string;
let scratch: string;
let count = 0;

const trackVersion = (project: string, video: string, id: string) =>
  `${api()}/trackdataversion/${project}/${encodeURIComponent(video)}/${encodeURIComponent(id)}?create=1`;

/** The mean RGB of the 6x6 pixels around (x, y) of a png. */
async function colourAt(png: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const file = path.join(scratch, `frame-${count++}.png`);
  await writeFile(file, png);
  const crop = `crop=6:6:${Math.round(x) - 3}:${Math.round(y) - 3}`;
  const { stdout } = await run(
    'ffmpeg',
    ['-v', 'error', '-i', file, '-vf', crop, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { encoding: 'buffer' },
  );
  const sum = { r: 0, g: 0, b: 0 };
  for (let i = 0; i < stdout.length; i += 3) {
    sum.r += stdout[i]!;
    sum.g += stdout[i + 1]!;
    sum.b += stdout[i + 2]!;
  }
  const n = stdout.length / 3;
  return { r: sum.r / n, g: sum.g / n, b: sum.b / n };
}

async function frame(token: string, index: number): Promise<Buffer> {
  const reply = await fetchBytes(server, `${render()}/v2/render/${token}.png?frame=${index}`);
  expect(reply.status, reply.bytes.toString().slice(0, 300)).toBe(200);
  return reply.bytes;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-tracking-render-'));
  server = await startTestServer();
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  const media = await makeMedia(scratch);
  [prjuid, otherPrjuid] = await Promise.all([
    createProject(server, demo, 'Tracked'),
    createProject(server, other, 'Elsewhere'),
  ]);
  for (const [token, project] of [
    [demo, prjuid],
    [other, otherPrjuid],
  ] as const) {
    expect((await putData(server, token, project, 'clip.mp4', media.video)).status).toBe(201);
  }
  const stored = await server.request(trackVersion(prjuid, 'clip.mp4', 'ball'), {
    method: 'PUT',
    token: demo,
    body: { name: 'Ball', points: BALL },
  });
  expect(stored.status, stored.text).toBe(201);
  // Another user's project has a version of the same video name: never seen from this one.
  const theirs = await server.request(trackVersion(otherPrjuid, 'clip.mp4', 'theirs'), {
    method: 'PUT',
    token: other,
    body: { points: BALL },
  });
  expect(theirs.status, theirs.text).toBe(201);
}, 60_000);
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('a layer following a stored tracking version, rendered through the render call', () => {
  it("puts the red box on the version's points, frame by frame, for a stored movie and an inline one", async () => {
    expect((await putMovieJson(server, demo, prjuid, 'follow', movie())).status).toBe(201);
    for (const body of [{ movie: 'follow' }, { movie: movie() }]) {
      const token = await renderToken(server, demo, prjuid, body);
      for (const index of [0, 15, 20, 25, 39]) {
        const png = await frame(token, index);
        const at = ballAt(index);
        const red = await colourAt(png, at.x, at.y);
        expect(red.r, `frame ${index}`).toBeGreaterThan(200);
        expect(red.g + red.b, `frame ${index}`).toBeLessThan(60);
        const beside = await colourAt(png, at.x + 30, at.y);
        expect(beside.r + beside.g + beside.b, `frame ${index}`).toBeLessThan(40);
      }
    }
  }, 60_000);

  it('a version the project does not have is a 400 naming the scene and layer; no token is made', async () => {
    const post = (layer: Layer) =>
      server.request(`${render()}/v2/render/${prjuid}`, { method: 'POST', token: demo, body: { movie: movie(layer) } });
    const cases: [Layer, string][] = [
      [
        follower('gone'),
        'Scene 1 "Street", layer 1 "Ball" follows the tracking version "gone" of the video "clip.mp4", which does not exist in the project.',
      ],
      // The other user's version, by its id: this project has no such version.
      [
        follower('theirs'),
        'Scene 1 "Street", layer 1 "Ball" follows the tracking version "theirs" of the video "clip.mp4", which does not exist in the project.',
      ],
      [
        follower('ball', 'nothing.mp4'),
        'Scene 1 "Street", layer 1 "Ball" follows the tracking version "ball" of the video "nothing.mp4", which does not exist in the project.',
      ],
      [
        follower('ball', '../clip.mp4'),
        'Scene 1 "Street", layer 1 "Ball" follows the tracking version "ball" of the video "../clip.mp4", which does not exist in the project.',
      ],
    ];
    for (const [layer, message] of cases) {
      const reply = await post(layer);
      expect(reply.status, reply.text).toBe(400);
      expect(reply.json.Message).toContain(message);
    }
  });

  it("another user cannot render with this project's version, nor reach the project", async () => {
    const reply = await server.request(`${render()}/v2/render/${prjuid}`, {
      method: 'POST',
      token: other,
      body: { movie: movie() },
    });
    expect(reply.status).toBe(404);
    const own = await server.request(`${render()}/v2/render/${otherPrjuid}`, {
      method: 'POST',
      token: other,
      body: { movie: movie(follower('ball')) },
    });
    expect(own.status).toBe(400);
    expect(own.json.Message).toContain('"ball" of the video "clip.mp4", which does not exist in the project.');
  });
});
