import path from 'node:path';
import type { Layer, Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHls, renderMovie, SegmentCache } from '../src/index.js';
import { difference, frameOf, makeMedia, probe, run, type Picture, type TestMedia } from './helpers/media.js';
import { framePsnr } from './helpers/psnr.js';
import { redBounds } from './helpers/red-box.js';

/** As in reuse.test.ts: far above what a wrong frame gives, below what two encodes of the same pictures give. */
const MIN_PSNR = 40;

let media: TestMedia;
let cache: SegmentCache;
beforeAll(async () => {
  media = await makeMedia();
  cache = await SegmentCache.create({ parent: media.dir });
});
afterAll(async () => {
  await cache.dispose();
  await media.remove();
});

/** A red box that slides in, grows, turns and fades, over the whole of its scene. */
const dancing: Layer = {
  name: 'Box',
  color: { color: '#ff0000' },
  position: { x: 40, y: 40, w: 60, h: 40 },
  keyframes: [
    { x: -60, scale: 0.5, rotation: 0, opacity: 0.3 },
    { frame: 15, x: 120, scale: 1.2, opacity: 1, easing: 'EASE_OUT' },
    { frame: 35, rotation: 180, crop: { w: 60, h: 40 }, easing: 'EASE_IN_OUT' },
    { frame: 39, crop: { w: 30, h: 40 } },
  ],
};
/** 320x180, three scenes of 40 frames: a clip with a varying title, the dancing box, a box moved by a varying value. */
function movie(): Movie {
  return {
    params: { vparams: { width: 320, height: 180, videoframerate: { num: 25, den: 1 } } },
    scenes: [
      { length: 40, layers: [{ video: { asset: 'clip.mp4' } }, { text: { text: 'x', bindings: { text: 'name' } } }] },
      {
        length: 40,
        transition: { type: 'CROSSFADE', duration: 6 },
        layers: [{ color: { color: '#000000' } }, dancing],
      },
      {
        length: 40,
        layers: [
          { color: { color: '#1d3557' } },
          {
            ...dancing,
            keyframes: [{ x: 0 }, { frame: 30, x: 200, easing: 'EASE_IN' }],
            bindings: { 'keyframes.1.x': 'left' },
          },
        ],
      },
    ],
    variables: [
      { key: 'name', value: 'Ada' },
      { key: 'left', value: '200' },
    ],
  };
}

/** The red box in the same place (±1 px for the edges of two lossy encodes). */
function expectSameBox(one: Picture, other: Picture, what: string): void {
  const [a, b] = [redBounds(one), redBounds(other)];
  expect(Boolean(a), what).toBe(Boolean(b));
  if (!a || !b) return;
  for (const side of ['left', 'top', 'right', 'bottom'] as const)
    expect(Math.abs(a[side] - b[side]), `${what}: ${side}`).toBeLessThanOrEqual(1);
}

let n = 0;
async function render(m: Movie, params: Record<string, string>, reuse: boolean) {
  const output = path.join(media.dir, `agree-${n++}.mp4`);
  const result = await renderMovie({
    movie: m,
    params,
    format: 'mp4',
    output,
    assets: media.resolver(),
    ...(reuse ? { reuse: { cache, varying: ['name', 'left'] } } : {}),
  });
  return { output, result };
}

describe('a moving layer drawn in parts agrees with the whole render', { timeout: 90_000 }, () => {
  it('a batch row from static segments: the moving scene reused, the scene moved by a varying value per row', async () => {
    const m = movie();
    for (const params of [
      { name: 'Ada', left: '200' },
      { name: 'Grace', left: '90' },
    ]) {
      const reused = await render(m, params, true);
      const whole = await render(m, params, false);
      // Scene 1 with the crossfade (0-39) and scene 3 (74-113) per row; the dancing box's frames 40-73 shared.
      expect(reused.result).toMatchObject({ frames: 114, reusedFrames: 34 });
      const psnr = await framePsnr(reused.output, whole.output);
      expect(psnr).toHaveLength(114);
      expect(Math.min(...psnr)).toBeGreaterThanOrEqual(MIN_PSNR);
    }
    // The varying value moved the box of scene 3: 90 px along at its last keyframe, 200 in the first row.
    const grace = await render(m, { name: 'Grace', left: '90' }, false);
    expect(redBounds(await frameOf(grace.output, 74 + 35))?.left).toBeLessThan(100);
  });

  it('frames, ranges and HLS previews show what the whole render shows', async () => {
    const m = movie();
    const whole = await render(m, { name: 'Ada' }, false);
    // (A still and the video's frame differ by about 3 on the moving clip of a crossfade, motion or not: the encode.)
    for (const frame of [37, 50, 60, 73, 80]) {
      const output = path.join(media.dir, `agree-${n++}.png`);
      await renderMovie({ movie: m, format: 'png', output, frame, params: { name: 'Ada' }, assets: media.resolver() });
      const [one, other] = [await frameOf(output), await frameOf(whole.output, frame)];
      expectSameBox(one, other, `frame ${frame}`);
      expect(difference(one, other), `frame ${frame}`).toBeLessThan(4);
    }
    const hls = renderHls({
      movie: m,
      params: { name: 'Ada' },
      dir: path.join(media.dir, 'agree-hls'),
      assets: media.resolver(),
      rangeStart: 45,
      rangeEnd: 85,
    });
    expect(await hls.done).toMatchObject({ frames: 40 });
    expect((await probe(hls.playlist)).video?.frames).toBe(40);
    // Its segments as one file, to read frames by number.
    const joined = path.join(media.dir, 'agree-hls.mp4');
    await run('ffmpeg', ['-v', 'error', '-i', hls.playlist, '-c', 'copy', joined]);
    for (const k of [0, 10, 20, 39]) {
      const [part, all] = [await frameOf(joined, k), await frameOf(whole.output, 45 + k)];
      expectSameBox(part, all, `frame ${45 + k}`);
      expect(difference(part, all)).toBeLessThan(3);
    }
  });
});
