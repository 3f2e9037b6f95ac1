import path from 'node:path';
import { ease, expandPreset, motionValueAt, type MotionKeyframe } from '@reelforge/model';
import type { Keyframe, Layer, Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMovie } from '../src/index.js';
import { difference, frameOf, makeMedia, meanColour, type Picture, type TestMedia } from './helpers/media.js';
import { isBlack, isRed, redBounds } from './helpers/red-box.js';

let media: TestMedia;
beforeAll(async () => {
  media = await makeMedia();
});
afterAll(() => media.remove());

const W = 320;
const H = 180;
const red = (position: Layer['position'], keyframes: Keyframe[], more: Partial<Layer> = {}): Layer => ({
  name: 'Box',
  color: { color: '#ff0000' },
  position,
  keyframes,
  ...more,
});
const movie = (layers: Layer[], length = 50): Movie => ({
  params: { vparams: { width: W, height: H, videoframerate: { num: 25, den: 1 } } },
  scenes: [{ length, layers }],
});

let n = 0;
async function video(m: Movie): Promise<string> {
  const output = path.join(media.dir, `motion-${n++}.mp4`);
  await renderMovie({ movie: m, format: 'mp4', output, assets: media.resolver() });
  return output;
}
async function still(m: Movie, frame: number): Promise<Picture> {
  const output = path.join(media.dir, `motion-${n++}.png`);
  await renderMovie({ movie: m, format: 'png', output, frame, assets: media.resolver() });
  return frameOf(output);
}
const value = (keyframes: MotionKeyframe[], property: 'x' | 'y', frame: number) =>
  motionValueAt(keyframes, property, frame)!;

describe('a layer moved by its keyframes', { timeout: 60_000 }, () => {
  const path: Keyframe[] = [
    { x: 20, y: 30 },
    { frame: 20, x: 220, y: 130, easing: 'EASE_IN' },
    { frame: 30, x: 100, y: 50, easing: 'HOLD' },
    { frame: 40, x: 160, y: 90, easing: 'EASE_IN_OUT' },
  ];
  const m = movie([red({ w: 20, h: 20 }, path)]);

  it('stands at each keyframe (±1 px), halfway through an eased segment where the curve says (±2 px), holds after the last', async () => {
    const file = await video(m);
    const at = async (frame: number, x: number, y: number, slack: number) => {
      const box = redBounds(await frameOf(file, frame))!;
      expect(Math.abs(box.left - x), `left at frame ${frame}`).toBeLessThanOrEqual(slack);
      expect(Math.abs(box.top - y), `top at frame ${frame}`).toBeLessThanOrEqual(slack);
      expect(box.right - box.left + 1).toBe(20);
    };
    for (const keyframe of path) await at(keyframe.frame ?? 0, keyframe.x!, keyframe.y!, 1);
    // EASE_IN halfway: a quarter of the way (20 + 200 × 0.25); EASE_IN_OUT halfway: half.
    expect(value(path, 'x', 10)).toBe(20 + 200 * ease('EASE_IN', 0.5));
    await at(10, value(path, 'x', 10), value(path, 'y', 10), 2);
    await at(35, value(path, 'x', 35), value(path, 'y', 35), 2);
    // HOLD: still at the keyframe before on the frame before its own, then there.
    await at(29, 220, 130, 1);
    await at(49, 160, 90, 1);
  });

  it('a still of a frame shows what the video shows there', async () => {
    const file = await video(m);
    for (const frame of [10, 25, 35]) {
      const [one, other] = [await still(m, frame), await frameOf(file, frame)];
      expect(redBounds(one)).toEqual(redBounds(other));
      expect(difference(one, other)).toBeLessThan(2);
    }
  });

  it('rotated about its centre, clockwise: its corners are where the angle puts them', async () => {
    const turning = movie([
      red({ x: 120, y: 70, w: 80, h: 40 }, [{ rotation: 0 }, { frame: 20, rotation: 90, easing: 'EASE_OUT' }]),
    ]);
    const file = await video(turning);
    for (const frame of [0, 10, 20, 30]) {
      const degrees = 90 * ease('EASE_OUT', Math.min(1, frame / 20));
      const a = (degrees * Math.PI) / 180;
      const picture = await frameOf(file, frame);
      for (const [dx, dy] of [
        [-40, -20],
        [40, -20],
        [40, 20],
        [-40, 20],
      ] as const) {
        // The corner turned about the centre (160, 90); 5 px towards the centre and 5 px beyond it.
        const x = 160 + dx * Math.cos(a) - dy * Math.sin(a);
        const y = 90 + dx * Math.sin(a) + dy * Math.cos(a);
        const length = Math.hypot(x - 160, y - 90);
        const [ux, uy] = [(x - 160) / length, (y - 90) / length];
        expect(isRed(picture, x - 5 * ux, y - 5 * uy), `inside corner ${dx},${dy} at ${degrees}°`).toBe(true);
        expect(isBlack(picture, x + 5 * ux, y + 5 * uy), `outside corner ${dx},${dy} at ${degrees}°`).toBe(true);
      }
    }
  });

  it('scaled about its centre from nothing; its width grown from its left edge', async () => {
    const growing = movie([
      red({ x: 100, y: 60, w: 40, h: 40 }, [{ scale: 0 }, { frame: 10, scale: 1, easing: 'EASE_OUT' }]),
      red({ x: 20, y: 130, w: 40, h: 20 }, [{ w: 40 }, { frame: 10, w: 120 }]),
    ]);
    const file = await video(growing);
    const top = async (frame: number) => redBounds(await frameOf(file, frame))!;
    expect(redBounds(await still(movie([growing.scenes![0]!.layers![0]!]), 0))).toBeUndefined();
    // Halfway: 40 × ease-out(0.5) = 30 px, centred on (120, 80).
    const half = await top(5);
    expect(Math.abs(half.top - 65)).toBeLessThanOrEqual(2);
    const scaled = (await frameOf(file, 5)) as Picture;
    const upper = redBounds({ ...scaled, height: 120, rgb: scaled.rgb.subarray(0, W * 120 * 3) })!;
    expect(Math.abs(upper.right - upper.left + 1 - 30)).toBeLessThanOrEqual(2);
    expect(Math.abs((upper.left + upper.right + 1) / 2 - 120)).toBeLessThanOrEqual(1.5);
    const lower = (picture: Picture) => redBounds({ ...picture, height: 60, rgb: picture.rgb.subarray(W * 120 * 3) })!;
    const wide = lower(await frameOf(file, 5));
    expect(Math.abs(wide.left - 20)).toBeLessThanOrEqual(1);
    expect(Math.abs(wide.right - wide.left + 1 - 80)).toBeLessThanOrEqual(2);
    expect(lower(await frameOf(file, 10))).toEqual({ left: 20, top: 10, right: 139, bottom: 29 });
  });

  it('faded by its opacity keyframes: nothing at first, half red halfway, whole at the keyframe', async () => {
    const file = await video(
      movie([red({ x: 100, y: 60, w: 40, h: 40 }, [{ opacity: 0 }, { frame: 10, opacity: 1 }])]),
    );
    const redAt = async (frame: number) => meanColour(await frameOf(file, frame), { x: 110, y: 70, w: 20, h: 20 }).r;
    expect(await redAt(0)).toBeLessThan(20);
    expect(Math.abs((await redAt(5)) - 128)).toBeLessThan(20);
    expect(await redAt(10)).toBeGreaterThan(230);
  });

  it('wiped on from the left and from the right by the preset: the crop shows the part the curve says', async () => {
    const box = { x: 50, y: 70, w: 100, h: 40 };
    const frame = { width: W, height: H, length: 50 };
    const wiped = (side: number) =>
      red(box, expandPreset({ position: box }, { kind: 'wipe', phase: 'enter', duration: 10, side }, frame).keyframes);
    const fromLeft = await video(movie([wiped(4)]));
    // Halfway (ease-in-out): half the box, its left half.
    expect(redBounds(await frameOf(fromLeft, 5))).toEqual({ left: 50, top: 70, right: 99, bottom: 109 });
    expect(redBounds(await frameOf(fromLeft, 0))).toBeUndefined();
    expect(redBounds(await frameOf(fromLeft, 10))).toEqual({ left: 50, top: 70, right: 149, bottom: 109 });
    const fromRight = await video(movie([wiped(2)]));
    const hidden = 100 - Math.round(100 * ease('EASE_IN_OUT', 0.3));
    expect(redBounds(await frameOf(fromRight, 3))).toEqual({ left: 50 + hidden, top: 70, right: 149, bottom: 109 });
  });

  it('a picture of the whole frame that only turns is turned in place: as if drawn turning over the background', async () => {
    const turning = (keyframes: Keyframe[]): Movie => ({
      ...movie([{ image: { asset: 'red.png' }, keyframes }], 20),
      scenes: [{ length: 20, background: '#1d3557', layers: [{ image: { asset: 'red.png' }, keyframes }] }],
    });
    const keys: Keyframe[] = [{ rotation: 0 }, { frame: 19, rotation: 20, easing: 'EASE_IN' }];
    // An opacity keyframe (1 throughout) makes the same turn go the general way: its own chain, overlaid.
    const overlaid: Keyframe[] = [{ ...keys[0], opacity: 1 }, keys[1]!];
    for (const frame of [0, 10, 19]) {
      const [inPlace, general] = [await still(turning(keys), frame), await still(turning(overlaid), frame)];
      expect(difference(inPlace, general), `frame ${frame}`).toBeLessThan(1.5);
    }
    // Turned by 20° at the end: the frame's corner shows the background, its centre the picture.
    const end = await still(turning(keys), 19);
    const corner = meanColour(end, { x: 0, y: 0, w: 4, h: 4 });
    expect(Math.abs(corner.r - 0x1d) + Math.abs(corner.g - 0x35) + Math.abs(corner.b - 0x57)).toBeLessThan(12);
    expect(isRed(end, W / 2, H / 2)).toBe(true);
  });
});
