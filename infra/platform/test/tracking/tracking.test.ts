import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TrackPoint } from '@reelforge/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, listData, putData } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { heldFfmpeg, type HeldFfmpeg } from '../helpers/held-ffmpeg.ts';
import { isJpeg, makeMedia } from '../helpers/media.ts';
import { makeMovingSquare, SMALL_SQUARE, squareAt } from '../helpers/moving-square.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// The tracker over HTTP (docs/tracking.md "The tracker"): a 64-pixel textured square going round an
// ellipse on a 640x360 video of 100 frames (helpers/moving-square.ts), tracked from a rectangle on it.
const VIDEO = SMALL_SQUARE;
let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let otherPrjuid: string;
let vuid: string;
let scratch: string;
// An ffmpeg whose next run, once armed, runs until stopped: a tracking held while another is asked for.
let ffmpeg: HeldFfmpeg;

const start = (body: unknown, video = 'square.mp4', token = demo, project = prjuid) =>
  server.request(`${api()}/trackversion/${project}/${encodeURIComponent(video)}`, { method: 'POST', token, body });
const again = (id: string, body: unknown) =>
  server.request(`${api()}/trackversion/${prjuid}/${vuid}/${encodeURIComponent(id)}?byuid=1`, {
    method: 'POST',
    token: demo,
    body,
  });
const progressOf = (progress: string, token = demo) =>
  server.request(`${api()}/trackversion/${prjuid}/progress/${progress}`, { token });
const versionOf = async (id: string) =>
  (await server.request(`${api()}/trackdataversion/${prjuid}/square.mp4/${encodeURIComponent(id)}`, { token: demo }))
    .json as { name: string; frames: number; points: TrackPoint[] };

/** The square's rectangle on frame n, as a person would draw it around the square. */
const squareRect = (n: number) => ({ frame: n, ...squareAt(VIDEO, n), w: VIDEO.side, h: VIDEO.side });

/** How far (pixels) a tracked point is from the square's centre on its frame. */
function missBy(point: TrackPoint): number {
  const at = squareAt(VIDEO, point.frame);
  const dx = point.x * VIDEO.width - (at.x + VIDEO.side / 2);
  const dy = point.y * VIDEO.height - (at.y + VIDEO.side / 2);
  return Math.max(Math.abs(dx), Math.abs(dy));
}

/** Waits for the tracking to end and answers its last progress. */
const ended = (progress: string) =>
  eventually(
    async () => (await progressOf(progress)).json,
    (answer) => answer?.state === 'done' || answer?.state === 'failed',
  );

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-tracker-'));
  const file = path.join(scratch, 'square.mp4');
  ffmpeg = await heldFfmpeg();
  [server] = await Promise.all([startTestServer({ ffmpegPath: ffmpeg.path }), makeMovingSquare(file, VIDEO)]);
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  [prjuid, otherPrjuid] = await Promise.all([
    createProject(server, demo, 'Tracker'),
    createProject(server, other, 'Theirs'),
  ]);
  const media = await makeMedia(scratch);
  for (const [token, project] of [
    [demo, prjuid],
    [other, otherPrjuid],
  ] as const) {
    expect((await putData(server, token, project, 'square.mp4', await readFile(file))).status).toBe(201);
  }
  expect((await putData(server, demo, prjuid, 'still.png', media.png)).status).toBe(201);
  const base = await server.request(`${api()}/basevideo/${prjuid}`, {
    method: 'POST',
    token: demo,
    body: { width: 320, height: 180, frames: 25, color: '#000000' },
  });
  expect(base.status, base.text).toBe(201);
  vuid = (await listData(server, demo, prjuid)).json.Videos.find((v: { name: string }) => v.name === 'square.mp4').uid;
}, 60_000);
afterAll(async () => {
  await server.close();
  await Promise.all([rm(scratch, { recursive: true, force: true }), ffmpeg.remove()]);
});

describe('the tracker', () => {
  it('follows the square within 2 pixels on at least 95 % of its frames, reporting its progress', async () => {
    const started = await start({ name: 'Square', ...squareRect(0) });
    expect(started.status, started.text).toBe(202);
    expect(started.json).toEqual({ id: 'square', progress: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const first = await progressOf(started.json.progress);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.json).toMatchObject({ id: 'square', total: VIDEO.frames });
    const last = await ended(started.json.progress);
    expect(last).toEqual({ state: 'done', done: VIDEO.frames, total: VIDEO.frames, id: 'square', found: 100 });

    const version = await versionOf('square');
    expect(version.name).toBe('Square');
    expect(version.points.map((p) => p.frame)).toEqual(Array.from({ length: VIDEO.frames }, (_, n) => n));
    const within = version.points.filter((point) => missBy(point) <= 2).length;
    expect(within / VIDEO.frames).toBeGreaterThanOrEqual(0.95);
    // Another user's progress is not theirs to read.
    expect((await progressOf(started.json.progress, other)).status).toBe(404);
  }, 60_000);

  it('tracks again from a corrected frame, keeping the points before it', async () => {
    const started = await start({ name: 'Square, corrected', ...squareRect(0) });
    const id = started.json.id as string;
    expect(id).toBe('square-corrected');
    await ended(started.json.progress);
    const before = await versionOf(id);
    // Frame 60's point is put 30 pixels off by hand, then the square is tracked again from 60.
    const kept = before.points.filter((p) => p.frame < 60);
    const wrong = { ...squareRect(60), x: squareRect(60).x + 30 };
    const moved = await server.request(`${api()}/trackdataversion/${prjuid}/square.mp4/${id}`, {
      method: 'PUT',
      token: demo,
      body: { points: [...kept, { frame: 60, x: (wrong.x + 32) / VIDEO.width, y: (wrong.y + 32) / VIDEO.height }] },
    });
    expect(moved.status, moved.text).toBe(200);
    const rerun = await again(id, squareRect(60));
    expect(rerun.status, rerun.text).toBe(202);
    expect(rerun.json.id).toBe(id);
    expect(await ended(rerun.json.progress)).toMatchObject({ state: 'done', total: 40, found: 40 });
    const after = await versionOf(id);
    expect(after.points.filter((p) => p.frame < 60)).toEqual(kept);
    const redone = after.points.filter((p) => p.frame >= 60);
    expect(redone.map((p) => p.frame)).toEqual(Array.from({ length: 40 }, (_, n) => 60 + n));
    expect(redone.filter((point) => missBy(point) <= 2).length / 40).toBeGreaterThanOrEqual(0.95);
  }, 60_000);

  it('gives a frame as the tracker reads it, as a JPG, and a 304 for the same frame again', async () => {
    const url = `${api()}/trackframe/${prjuid}/${vuid}/10?byuid=1`;
    const reply = await fetchBytes(server, url, { token: demo });
    expect(reply.status, reply.bytes.toString()).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/jpeg');
    expect(isJpeg(reply.bytes)).toBe(true);
    const etag = reply.headers.get('etag')!;
    const again304 = await fetchBytes(server, url, { token: demo, headers: { 'if-none-match': etag } });
    expect(again304.status).toBe(304);
    // The media cookie is enough, as for an <img>.
    expect((await fetchBytes(server, url, { cookie: demo })).status).toBe(200);
    const past = await fetchBytes(server, `${api()}/trackframe/${prjuid}/${vuid}/100?byuid=1`, { token: demo });
    expect(past.status).toBe(400);
    expect(past.json.Message).toBe("Frame 100 is past the video's last frame (99)");
  });

  it('refuses bad rectangles with a 400 that says why', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ name: 'A', ...squareRect(0), w: 4 }, /sides are 16 to 256 pixels \(4 × 64 given\)/],
      [{ name: 'A', ...squareRect(0), w: 300, h: 300 }, /sides are 16 to 256 pixels/],
      [{ name: 'A', ...squareRect(0), x: 600 }, /inside the video's 640 × 360 picture/],
      [{ name: 'A', ...squareRect(0), frame: 100 }, /past the video's last frame \(99\)/],
      [{ name: 'A', ...squareRect(0), x: 1.5 }, /body\/x must be integer/],
      [{ name: 'A', ...squareRect(0), y: -1 }, /body\/y must be >= 0/],
      [{ ...squareRect(0) }, /must have required property 'name'/],
      [{ name: '..', ...squareRect(0) }, /reserved/],
      ['not json', /JSON|body/],
    ];
    for (const [body, message] of cases) {
      const reply = await start(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.Message, JSON.stringify(body)).toMatch(message);
    }
    // A video of one colour has nothing to follow.
    const flat = await start({ name: 'A', frame: 0, x: 0, y: 0, w: 32, h: 32 }, 'base_320x180_25.mp4');
    expect(flat.status).toBe(400);
    expect(flat.json.Message).toMatch(/one flat colour/);
    // An image is not a video; an unknown video, another user's project and an unknown version are 404s.
    expect((await start({ name: 'A', ...squareRect(0) }, 'still.png')).status).toBe(404);
    expect((await start({ name: 'A', ...squareRect(0) }, 'nothing.mp4')).status).toBe(404);
    expect((await start({ name: 'A', ...squareRect(0) }, 'square.mp4', demo, otherPrjuid)).status).toBe(404);
    expect((await again('nothing', squareRect(0))).status).toBe(404);
    expect((await fetchBytes(server, `${api()}/trackframe/${otherPrjuid}/square.mp4/0`, { token: demo })).status).toBe(
      404,
    );
    expect((await progressOf('0'.repeat(32))).status).toBe(404);
  });

  it('runs one tracking at a time per account', async () => {
    // The first tracking's template cut is held (its ffmpeg runs until stopped): it is going on
    // while the others are asked for, whatever the machine's speed.
    await ffmpeg.hold();
    const first = start({ name: 'First', ...squareRect(0) });
    const pid = await ffmpeg.held();
    const second = await start({ name: 'Second', ...squareRect(0) });
    expect(second.status).toBe(409);
    expect(second.json.Message).toMatch(/going on/);
    // Someone else's account is not held up.
    const theirs = await start({ name: 'Theirs', ...squareRect(0) }, 'square.mp4', other, otherPrjuid);
    expect(theirs.status).toBe(202);
    // Stopping the held run ends the first (refused), and the account may track again.
    process.kill(pid, 'SIGKILL');
    expect((await first).status).not.toBe(202);
    expect((await start({ name: 'Second', ...squareRect(0) })).status).toBe(202);
  }, 60_000);
});
