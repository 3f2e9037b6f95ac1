import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingClient, type TrackingClient } from '@reelforge/api/tracking';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { eventually } from '../helpers/eventually.ts';
import { makeMedia } from '../helpers/media.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: SignedIn;
let other: SignedIn;
let tracking: TrackingClient;
let scratch: string;
let prjuid: string;
let vuid: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-tracking-client-'));
  const [started, media] = await Promise.all([startTestServer(), makeMedia(scratch)]);
  server = started;
  [demo, other] = await Promise.all([signIn(server, 'demo'), signIn(server, 'other')]);
  tracking = demo.api.regional(trackingClient, 'eu-west-1');
  prjuid = await demo.api.region('eu-west-1').createProject('Tracked by the client');
  const video = await demo.api
    .assets('eu-west-1')
    .upload(prjuid, new File([new Uint8Array(media.video)], 'clip.mp4', { type: 'video/mp4' }));
  vuid = video.uid;
}, 30_000);
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('the tracking client', () => {
  it('creates a version by video name, reads it by uid, updates, lists and removes it', async () => {
    const created = await tracking.create(prjuid, { name: 'clip.mp4' }, 'ball', {
      name: 'Ball',
      points: [{ frame: 2, x: 0.5, y: 0.5 }],
    });
    expect(created).toMatchObject({
      id: 'ball',
      vuid,
      videoname: 'clip.mp4',
      name: 'Ball',
      frames: 1,
      points: [{ frame: 2, x: 0.5, y: 0.5 }],
    });
    expect(await tracking.get(prjuid, { uid: vuid }, 'ball')).toEqual(created);
    const updated = await tracking.update(prjuid, { uid: vuid }, 'ball', {
      points: [
        { frame: 0, x: 0, y: 0 },
        { frame: 49, x: 1, y: 1 },
      ],
    });
    expect(updated).toMatchObject({ name: 'Ball', frames: 2 });
    expect(await tracking.list(prjuid)).toEqual([
      expect.objectContaining({ id: 'ball', videoname: 'clip.mp4', frames: 2 }),
    ]);
    await tracking.remove(prjuid, { name: 'clip.mp4' }, 'ball');
    expect(await tracking.list(prjuid)).toEqual([]);
  });

  it("rejects with the platform's messages", async () => {
    await expect(tracking.update(prjuid, { name: 'clip.mp4' }, 'none', { name: 'x' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(tracking.create(prjuid, { name: 'none.mp4' }, 'v')).rejects.toMatchObject({
      status: 404,
      message: 'Video none.mp4 not found',
    });
    await expect(
      tracking.create(prjuid, { name: 'clip.mp4' }, 'v', { points: [{ frame: 50, x: 0, y: 0 }] }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Point 1: frame 50 is past the video's last frame (49)",
    });
    await tracking.create(prjuid, { name: 'clip.mp4' }, 'v');
    await expect(tracking.create(prjuid, { name: 'clip.mp4' }, 'v')).rejects.toMatchObject({ status: 409 });
    await expect(tracking.get(prjuid, { name: 'clip.mp4' }, '..')).rejects.toMatchObject({ status: 400 });
    await tracking.remove(prjuid, { name: 'clip.mp4' }, 'v');
  });

  it('tracks a rectangle into a new version, follows its progress, gives frames and tracks again from a frame', async () => {
    const rect = { frame: 0, x: 100, y: 50, w: 64, h: 48 };
    const started = await tracking.track(prjuid, { uid: vuid }, { name: 'Box', ...rect });
    expect(started).toEqual({ id: 'box', progress: expect.any(String) });
    const done = await eventually(
      () => tracking.trackProgress(prjuid, started.progress),
      (progress) => progress.state !== 'making',
    );
    expect(done).toMatchObject({ state: 'done', total: 50, id: 'box' });
    expect((await tracking.get(prjuid, { uid: vuid }, 'box')).points).toHaveLength(done.found!);

    const again = await tracking.trackAgain(prjuid, { name: 'clip.mp4' }, 'box', { ...rect, frame: 40 });
    expect(again.id).toBe('box');
    expect(
      await eventually(
        () => tracking.trackProgress(prjuid, again.progress),
        (progress) => progress.state !== 'making',
      ),
    ).toMatchObject({ state: 'done', total: 10 });

    const url = tracking.frameUrl(prjuid, { uid: vuid }, 12);
    expect(url).toBe(`/r/eu-west-1/api/v1/trackframe/${prjuid}/${vuid}/12?byuid=1`);
    const frame = await fetch(server.url + url, { headers: { authorization: `istoken ${demo.token}` } });
    expect(frame.headers.get('content-type')).toBe('image/jpeg');

    await expect(tracking.track(prjuid, { uid: vuid }, { name: 'Tiny', ...rect, w: 8 })).rejects.toMatchObject({
      status: 400,
      message: "The rectangle's sides are 16 to 256 pixels (8 × 48 given)",
    });
    await expect(tracking.trackProgress(prjuid, 'nothing')).rejects.toMatchObject({ status: 404 });
  });

  it("keeps another user's project apart", async () => {
    const theirs = other.api.regional(trackingClient, 'eu-west-1');
    await expect(theirs.list(prjuid)).rejects.toMatchObject({ status: 404 });
    await expect(theirs.create(prjuid, { uid: vuid }, 'x')).rejects.toMatchObject({ status: 404 });
    await expect(
      theirs.track(prjuid, { uid: vuid }, { name: 'x', frame: 0, x: 0, y: 0, w: 32, h: 32 }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
