import type { TrackPoint, TrackRect } from '@reelforge/model';
import { describe, expect, it, vi } from 'vitest';
import type { AssetRow } from '../../src/assets/asset-store.ts';
import type { AssetService } from '../../src/assets/asset-service.ts';
import type { ProjectRef } from '../../src/projects/project-service.ts';
import { MemoryProgressStore } from '../../src/shared-state/progress-store.ts';
import type { TrackVersionService } from '../../src/track-versions/track-version-service.ts';
import type { Tracker } from '../../src/tracking/tracker.ts';
import { TrackingService } from '../../src/tracking/tracking-service.ts';
import { eventually } from '../helpers/eventually.ts';

// The service's progress and its one tracking per account, with a tracker held mid-run by the test.
const project = { id: 1, uid: 'p1', region: 'eu-west-1' } as ProjectRef;
const video = {
  id: 7,
  uid: 'v1',
  name: 'clip.mp4',
  media_info: JSON.stringify({ type: 'video', width: 640, height: 360, framerate: '25/1', frames: 100 }),
} as AssetRow;
const rect = { frame: 0, x: 10, y: 10, w: 32, h: 32 };

function serviceWithHeldTracker() {
  let frameSeen: ((done: number) => void) | undefined;
  let finish: ((points: TrackPoint[]) => void) | undefined;
  const tracker = {
    template: vi.fn(async () => ({ dir: '/nonexistent/reelforge-test', file: '' })),
    track: vi.fn(
      (
        _video: unknown,
        _rect: TrackRect,
        _frames: number,
        _template: unknown,
        options: { onFrame?: (n: number) => void },
      ) =>
        new Promise<TrackPoint[]>((resolve) => {
          frameSeen = options.onFrame;
          finish = resolve;
        }),
    ),
  } as unknown as Tracker;
  const update = vi.fn(async () => Buffer.alloc(0));
  const versions = {
    list: async () => [],
    create: async () => Buffer.alloc(0),
    get: async () => ({ points: [] }),
    update,
  } as unknown as TrackVersionService;
  const assets = { files: { localFile: async () => '/nonexistent/clip.mp4' } } as unknown as AssetService;
  const progress = new MemoryProgressStore(Date.now);
  const service = new TrackingService(versions, assets, tracker, progress, { error: () => undefined });
  return {
    service,
    update,
    step: (done: number) => frameSeen?.(done),
    finish: (points: TrackPoint[]) => finish?.(points),
    started: () =>
      eventually(
        async () => frameSeen,
        (seen) => seen !== undefined,
      ),
  };
}

describe('TrackingService', () => {
  it('tells the frames read as it goes, then done with how many frames had a point', async () => {
    const held = serviceWithHeldTracker();
    const { id, progress } = await held.service.start(project, 42, video, { name: 'Ball', ...rect });
    expect(id).toBe('ball');
    await held.started();
    held.step(40);
    expect(
      await eventually(
        () => held.service.progress(42, progress),
        (p) => p?.done === 40,
      ),
    ).toEqual({ state: 'making', done: 40, total: 100, id: 'ball' });
    // Nobody else reads it.
    expect(await held.service.progress(43, progress)).toBeUndefined();

    held.finish([{ frame: 0, x: 0.04, y: 0.07 }]);
    expect(
      await eventually(
        () => held.service.progress(42, progress),
        (p) => p?.state !== 'making',
      ),
    ).toEqual({ state: 'done', done: 100, total: 100, id: 'ball', found: 1 });
    expect(held.update).toHaveBeenCalledTimes(1);
  });

  it('refuses a second tracking of the same account while one goes on, and takes one once it ended', async () => {
    const held = serviceWithHeldTracker();
    await held.service.start(project, 42, video, { name: 'Ball', ...rect });
    await held.started();
    await expect(held.service.start(project, 42, video, { name: 'Again', ...rect })).rejects.toMatchObject({
      statusCode: 409,
    });
    held.finish([]);
    const next = await eventually(
      () => held.service.start(project, 42, video, { name: 'Again', ...rect }).catch(() => undefined),
      (started) => started !== undefined,
    );
    expect(next?.id).toBe('again');
  });
});
