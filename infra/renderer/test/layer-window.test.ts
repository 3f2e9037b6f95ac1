import path from 'node:path';
import type { Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layerInWindow, layerTrim } from '../src/layer-window.js';
import { buildFfmpegArgs, planMovie, renderMovie, type PlanOptions } from '../src/index.js';
import { frameOf, makeMedia, meanColour, type TestMedia } from './helpers/media.js';

const timing = (start: number, end: number, fadein = 0, fadeout = 0) => ({ start, end, fadein, fadeout });

describe('which layers a window draws', () => {
  it('leaves out a layer wholly before or after the window, and one touching it only at an edge', () => {
    const window = { from: 40, to: 60 };
    expect(layerInWindow(timing(0, 10), window)).toBe(false); // ended long before
    expect(layerInWindow(timing(0, 40), window)).toBe(false); // ends on the window's first frame
    expect(layerInWindow(timing(60, 90), window)).toBe(false); // starts just after its last
    expect(layerInWindow(timing(70, 90), window)).toBe(false);
    expect(layerInWindow(timing(50, 50), window)).toBe(false); // never seen
    expect(layerTrim(timing(10, 20, 5), { from: 0, to: 1 }, true)).toBeUndefined();
  });

  it('keeps a layer seen on one frame of it or more', () => {
    const window = { from: 40, to: 60 };
    for (const [start, end] of [
      [0, 41],
      [59, 90],
      [45, 50],
      [0, 100],
      [40, 60],
    ] as const)
      expect([start, end, layerInWindow(timing(start, end), window)]).toEqual([start, end, true]);
    expect(layerInWindow(timing(10, 11), { from: 10, to: 11 })).toBe(true);
  });

  it('trims a layer that starts inside the window: read from its start, moved to where it starts', () => {
    // Layer frames [10, 100); window [0, 25): seen on its first 15 frames, 10 frames into the window.
    expect(layerTrim(timing(10, 100, 10), { from: 0, to: 25 }, true)).toEqual({
      read: 0,
      keep: 15,
      drop: 0,
      shift: 10,
    });
  });

  it('trims a layer that ends inside the window', () => {
    // Layer [10, 30), window [20, 50): its frames 10-19 are seen, from the window's first frame.
    expect(layerTrim(timing(10, 30), { from: 20, to: 50 }, true)).toEqual({ read: 10, keep: 10, drop: 0, shift: 0 });
  });

  it('reads a fade from its start and drops what the window does not show', () => {
    // Fade in over 10 frames; the window starts 4 frames into the layer: read from 0, drop 4.
    expect(layerTrim(timing(10, 100, 10), { from: 14, to: 20 }, true)).toEqual({
      read: 0,
      keep: 10,
      drop: 4,
      shift: 0,
    });
    // Fade out over the last 10 frames: the window starts 5 frames into it.
    expect(layerTrim(timing(0, 50, 0, 10), { from: 45, to: 60 }, true)).toEqual({
      read: 40,
      keep: 10,
      drop: 5,
      shift: 0,
    });
  });

  it('keeps every count whole and never negative, whatever the window', () => {
    for (let from = 0; from < 60; from += 3) {
      for (let to = from + 1; to <= 60; to += 4) {
        const trim = layerTrim(timing(10, 40, 5, 5), { from, to }, true);
        if (!trim) {
          expect(to <= 10 || from >= 40).toBe(true);
          continue;
        }
        expect(Math.min(trim.read, trim.keep, trim.drop, trim.shift)).toBeGreaterThanOrEqual(0);
        // The frames kept after the drop are those of the overlap.
        expect(trim.keep - trim.drop).toBe(Math.min(40, to) - Math.max(10, from));
      }
    }
  });
});

/** The playground's title card: a colour band and texts that start after frame 0, with fades. */
const titleCard = (): Movie => ({
  params: { vparams: { width: 160, height: 90, videoframerate: { num: 25, den: 1 } } },
  scenes: [
    {
      length: 100,
      background: '#101828',
      layers: [
        { color: { color: '#ff0000' }, start: 10, fadein: 10, position: { x: 0, y: 30, w: 160, h: 30 } },
        {
          text: { text: 'Title', size: 20, color: '#ffffff' },
          start: 15,
          duration: 80,
          fadein: 10,
          fadeout: 10,
          position: { x: 0, y: 0, w: 160, h: 30 },
        },
        { color: { color: '#00ff00' }, start: 0, duration: 30, fadeout: 5, position: { x: 0, y: 60, w: 160, h: 30 } },
      ],
    },
  ],
});

describe('rendering layers outside the window', () => {
  let media: TestMedia;
  beforeAll(async () => {
    media = await makeMedia();
  });
  afterAll(() => media.remove());

  const graphOf = (options: Omit<PlanOptions, 'target'> & { target?: PlanOptions['target'] }) =>
    buildFfmpegArgs(planMovie(titleCard(), { target: 'png', ...options }), {
      paths: {},
      output: path.join(media.dir, 'x.png'),
    }).graph;

  it('writes no negative trim for a frame, a range or the whole movie', () => {
    const graphs = [
      graphOf({ frame: 0 }),
      graphOf({ frame: 5 }),
      graphOf({ frame: 99 }),
      graphOf({ target: 'hls', rangeStart: 0, rangeEnd: 8 }),
      graphOf({ target: 'hls', rangeStart: 40, rangeEnd: 60 }),
      graphOf({ target: 'mp4' }),
    ];
    for (const graph of graphs) expect(graph).not.toMatch(/_frame=-/);
    // At frame 0 only the green band is seen: the others are not in the graph at all.
    expect(graphOf({ frame: 0 })).not.toContain('drawtext');
    expect(graphOf({ frame: 0 })).not.toContain('ff0000');
    expect(graphOf({ frame: 99 })).not.toContain('00ff00');
  });

  it('draws a frame before a layer starts and after it ends without it', async () => {
    const at = async (frame: number) => {
      const output = path.join(media.dir, `card-${frame}.png`);
      await renderMovie({ movie: titleCard(), format: 'png', output, frame, assets: media.resolver() });
      const picture = await frameOf(output);
      return {
        band: meanColour(picture, { x: 0, y: 30, w: 160, h: 30 }),
        green: meanColour(picture, { x: 0, y: 60, w: 160, h: 30 }),
      };
    };
    const first = await at(0);
    expect(first.band.r).toBeLessThan(60); // the red band has not started: background
    expect(first.green.g).toBeGreaterThan(200);
    const late = await at(60);
    expect(late.band.r).toBeGreaterThan(200);
    expect(late.green.g).toBeLessThan(60); // the green band has ended
  });
});
