import path from 'node:path';
import { expandPreset, motionValueAt, revealedText, revealShown, type RevealUnit } from '@reelforge/model';
import type { Keyframe, Layer, Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMovie } from '../src/index.js';
import { difference, frameOf, makeMedia, type Picture, type TestMedia } from './helpers/media.js';
import { redBounds } from './helpers/red-box.js';

let media: TestMedia;
beforeAll(async () => {
  media = await makeMedia();
});
afterAll(() => media.remove());

const W = 320;
const H = 180;
const TEXT = 'Hello big world';
const frame = { width: W, height: H, length: 40 };
const movie = (layer: Layer): Movie => ({
  params: { vparams: { width: W, height: H, videoframerate: { num: 25, den: 1 } } },
  scenes: [{ length: 40, layers: [layer] }],
});
const title = (text: string, more: Partial<Layer> = {}): Layer => ({
  text: { text, size: 28, align: 'LEFT' },
  position: { x: 20, y: 60, w: 280, h: 60 },
  ...more,
});

let n = 0;
async function still(m: Movie, at: number): Promise<Picture> {
  const output = path.join(media.dir, `text-${n++}.png`);
  await renderMovie({ movie: m, format: 'png', output, frame: at, assets: media.resolver() });
  return frameOf(output);
}
async function video(m: Movie): Promise<string> {
  const output = path.join(media.dir, `text-${n++}.mp4`);
  await renderMovie({ movie: m, format: 'mp4', output, assets: media.resolver() });
  return output;
}

describe('a text typing on', { timeout: 60_000 }, () => {
  const typing = (unit: RevealUnit, duration: number): Layer => {
    const layer = title(TEXT);
    const { keyframes, revealunit } = expandPreset(layer, { kind: 'typing', phase: 'enter', duration, unit }, frame);
    return { ...layer, text: { ...layer.text, revealunit }, keyframes };
  };

  it('by letter: each frame shows what a still of the text cut to that many letters shows', async () => {
    const layer = typing('LETTER', 26);
    const m = movie(layer);
    for (const at of [0, 1, 6, 13, 25, 30]) {
      const shown = revealShown(motionValueAt(layer.keyframes, 'reveal', at)!);
      const cut = revealedText(TEXT, 'LETTER', shown);
      const expected = await still(movie(title(cut || ' ')), 0);
      expect(difference(await still(m, at), expected), `frame ${at}: "${cut}"`).toBe(0);
    }
  });

  it('by word, in a video: the words shown at chosen frames', async () => {
    const layer = typing('WORD', 30);
    const file = await video(movie(layer));
    for (const [at, words] of [
      [5, ''],
      [10, 'Hello'],
      [20, 'Hello big'],
      [30, TEXT],
    ] as const) {
      const expected = await still(movie(title(words || ' ')), 0);
      expect(difference(await frameOf(file, at), expected), `frame ${at}: "${words}"`).toBeLessThan(1.5);
    }
  });
});

describe('a text moved, turned and cropped by its keyframes', { timeout: 60_000 }, () => {
  it('sliding in: on each frame, the text as if placed where its keyframes put it', async () => {
    const layer = title('Slide', {
      keyframes: expandPreset(title('Slide'), { kind: 'slide', phase: 'enter', duration: 20, side: 4 }, frame)
        .keyframes,
    });
    for (const at of [0, 7, 14, 20]) {
      const x = Math.round(motionValueAt(layer.keyframes, 'x', at)!);
      const placed = await still(movie(title('Slide', { position: { x, y: 60, w: 280, h: 60 } })), 0);
      expect(difference(await still(movie(layer), at), placed), `frame ${at} at x ${x}`).toBe(0);
    }
  });

  it('a boxed text turned about its centre: upright as drawn on the scene, at 90° its box stood on end', async () => {
    const boxed = (keyframes: Keyframe[]): Layer => ({
      text: { text: 'Turn', size: 24, color: '#ff0000', box: '#ff0000', boxpadding: 8 },
      position: { x: 100, y: 50, w: 120, h: 80 },
      keyframes,
    });
    const turning = boxed([{ rotation: 0 }, { frame: 10, rotation: 90, easing: 'EASE_IN_OUT' }]);
    const upright = redBounds(await still(movie(boxed([])), 0))!;
    expect(redBounds(await still(movie(turning), 0))).toEqual(upright);
    const stood = redBounds(await still(movie(turning), 10))!;
    const size = (b: typeof upright) => [b.right - b.left + 1, b.bottom - b.top + 1];
    const centre = (b: typeof upright) => [(b.left + b.right) / 2, (b.top + b.bottom) / 2];
    const [w, h] = size(upright);
    const [sw, sh] = size(stood);
    expect(Math.abs(sw! - h!)).toBeLessThanOrEqual(2);
    expect(Math.abs(sh! - w!)).toBeLessThanOrEqual(2);
    // Both about the box's centre (160, 90), as the text is centred in it.
    for (const b of [upright, stood]) {
      expect(Math.abs(centre(b)[0]! - 160)).toBeLessThanOrEqual(2);
      expect(Math.abs(centre(b)[1]! - 90)).toBeLessThanOrEqual(2);
    }
  });

  it('a text drawn on a picture of its own (to be cropped) looks as the text drawn on the scene', async () => {
    const whole = { crop: { x: 0, y: 0, w: 280, h: 60 } };
    const own = await still(movie(title(TEXT, { keyframes: [whole] })), 3);
    const direct = await still(movie(title(TEXT)), 3);
    expect(difference(own, direct)).toBeLessThan(0.5);
    const halfCrop = await still(movie(title(TEXT, { keyframes: [{ crop: { x: 0, y: 0, w: 140, h: 60 } }] })), 3);
    // The right half of the box (x 160 and on) is gone; the left half is the same text.
    const right = (p: Picture) => p.rgb.filter((_, i) => Math.floor(i / 3) % W >= 160).reduce((s, v) => s + v, 0);
    expect(right(halfCrop)).toBe(0);
    expect(right(direct)).toBeGreaterThan(0);
  });
});
