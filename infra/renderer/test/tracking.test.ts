import path from 'node:path';
import { trackPositionAt, type TrackPoint } from '@reelforge/model';
import type { Layer, LayerTracking, Movie, Scene } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFfmpegArgs, checkMovieInputs, renderMovie } from '../src/index.js';
import { prepareRender } from '../src/prepare.js';
import { FfmpegRunner } from '../src/ffmpeg-runner.js';
import { frameOf, makeMedia, meanColour, type Picture, type TestMedia } from './helpers/media.js';
import { inputRefusal } from './helpers/input-refusal.js';

let media: TestMedia;
beforeAll(async () => {
  media = await makeMedia();
});
afterAll(() => media.remove());

const W = 320;
const H = 180;
const BOX = 20;
/** The tracked point goes right and down: (0.25, 0.25) at the video's frame 10, (0.75, 0.75) at frame 30. */
const DIAGONAL: TrackPoint[] = [
  { frame: 10, x: 0.25, y: 0.25 },
  { frame: 30, x: 0.75, y: 0.75 },
];
const tracks = { 'clip.mp4/diagonal': DIAGONAL, 'clip.mp4/one': [{ frame: 0, x: 0.5, y: 0.5 }] };

const follow = (tracking: LayerTracking = {}): LayerTracking => ({
  video: 'clip.mp4',
  version: 'diagonal',
  ...tracking,
});
const redBox = (tracking?: LayerTracking): Layer => ({
  name: 'Ball',
  color: { color: '#ff0000' },
  position: { w: BOX, h: BOX },
  tracking: follow(tracking),
});
const movie = (layer: Layer, length = 40, more: Partial<Scene> = {}): Movie => ({
  params: { vparams: { width: W, height: H, videoframerate: { num: 25, den: 1 } } },
  scenes: [{ name: 'Street', length, layers: [layer], ...more }],
});

/** Where the diagonal's point is at the video's frame `frame`, in pixels of the movie. */
function diagonalAt(frame: number): { x: number; y: number } {
  const t = Math.min(1, Math.max(0, (frame - 10) / 20));
  const fraction = 0.25 + 0.5 * t;
  return { x: fraction * W, y: fraction * H };
}

let n = 0;
async function video(m: Movie, resolverTracks: Record<string, unknown> = tracks): Promise<string> {
  const output = path.join(media.dir, `tracked-${n++}.mp4`);
  await renderMovie({ movie: m, format: 'mp4', output, assets: media.resolver({}, resolverTracks) });
  return output;
}
async function still(m: Movie, frame: number): Promise<Picture> {
  const output = path.join(media.dir, `tracked-${n++}.png`);
  await renderMovie({ movie: m, format: 'png', output, frame, assets: media.resolver({}, tracks) });
  return frameOf(output);
}

/** The mean colour of the 6x6 pixels around (x, y). */
const around = (picture: Picture, x: number, y: number) =>
  meanColour(picture, { x: Math.round(x) - 3, y: Math.round(y) - 3, w: 6, h: 6 });
function expectRed(picture: Picture, x: number, y: number): void {
  const { r, g, b } = around(picture, x, y);
  expect(r, `red at ${x},${y}`).toBeGreaterThan(200);
  expect(g + b, `red at ${x},${y}`).toBeLessThan(60);
}
function expectBlack(picture: Picture, x: number, y: number): void {
  const { r, g, b } = around(picture, x, y);
  expect(r + g + b, `background at ${x},${y}`).toBeLessThan(40);
}
/** Red around the point; black 25 pixels off it on all four sides. */
function expectFollows(picture: Picture, at: { x: number; y: number }): void {
  expectRed(picture, at.x, at.y);
  for (const [dx, dy] of [
    [25, 0],
    [-25, 0],
    [0, 25],
    [0, -25],
  ] as const)
    expectBlack(picture, at.x + dx, at.y + dy);
}

describe('a layer following a tracking version', () => {
  it("a red box's centre is on the tracked point frame by frame, moving right and down, held before the first point and after the last", async () => {
    const file = await video(movie(redBox()));
    for (const frame of [0, 5, 10, 15, 20, 25, 30, 39]) expectFollows(await frameOf(file, frame), diagonalAt(frame));
    // Frames 0 and 5 hold the first point; 30 and 39 the last.
    expect(diagonalAt(0)).toEqual(diagonalAt(10));
    expect(diagonalAt(39)).toEqual(diagonalAt(30));
  });

  it('a still of any frame puts the box where the video does', async () => {
    for (const frame of [3, 17, 36]) expectFollows(await still(movie(redBox()), frame), diagonalAt(frame));
  });

  it('offset: the scene starts that many frames into the tracked video; a later scene counts from its own start', async () => {
    const m = movie(redBox({ offset: 10 }));
    const file = await video(m);
    for (const frame of [0, 10, 25]) expectFollows(await frameOf(file, frame), diagonalAt(frame + 10));
    const two: Movie = {
      ...m,
      scenes: [
        { length: 12, background: '#000000' },
        { name: 'Later', length: 30, layers: [redBox()] },
      ],
    };
    expectFollows(await still(two, 12 + 20), diagonalAt(20));
  });

  it("area, align, valign, dx and dy: the layer's top-left corner on the point of a video shown in the right half, moved", async () => {
    const area = { x: W / 2, y: 0, w: W / 2, h: H };
    const picture = await still(
      movie(redBox({ version: 'one', area, align: 'LEFT', valign: 'TOP', dx: 10, dy: -20 })),
      5,
    );
    // The point (0.5, 0.5) of the area is (240, 90); the box's top-left goes to (250, 70).
    expectRed(picture, 250 + BOX / 2, 70 + BOX / 2);
    expectBlack(picture, 240, 90);
    expectBlack(picture, 250 - 10, 70 + BOX / 2);
  });

  it('image, text and video layers follow as a colour does', async () => {
    const image: Layer = { image: { asset: 'red.png' }, position: { w: BOX, h: BOX }, tracking: follow() };
    const text: Layer = {
      text: { text: 'X', size: 14, color: '#ff0000', box: '#ff0000', boxpadding: 6 },
      position: { w: BOX, h: BOX },
      tracking: follow(),
    };
    for (const layer of [image, text]) {
      const file = await video(movie(layer, 35));
      for (const frame of [2, 20, 34]) expectFollows(await frameOf(file, frame), diagonalAt(frame));
    }
    // The test pattern is bright where the box is, the rest of the frame black.
    const file = await video(
      movie({ video: { asset: 'clip.mp4' }, position: { w: 40, h: 40 }, tracking: follow() }, 35),
    );
    for (const frame of [2, 20, 34]) {
      const picture = await frameOf(file, frame);
      const at = diagonalAt(frame);
      const { r, g, b } = around(picture, at.x, at.y);
      expect(r + g + b).toBeGreaterThan(120);
      expectBlack(picture, at.x + 40, at.y);
      expectBlack(picture, at.x - 40, at.y);
    }
  });

  it("uneven gaps between points, a layer starting late with a fade-in, a text aligned to its box's bottom right: each frame is at the model's trackPositionAt", async () => {
    const uneven: TrackPoint[] = [
      { frame: 2, x: 0.2, y: 0.7 },
      { frame: 5, x: 0.3, y: 0.3 },
      { frame: 19, x: 0.8, y: 0.4 },
      { frame: 20, x: 0.6, y: 0.6 },
      { frame: 33, x: 0.35, y: 0.5 },
    ];
    const layer: Layer = { ...redBox({ version: 'uneven', offset: 4 }), start: 8, fadein: 3 };
    const file = await video(movie(layer), { 'clip.mp4/uneven': uneven });
    // Not drawn before its start; from then on at the point of the video's frame offset + scene frame.
    expectBlack(await frameOf(file, 6), trackPositionAt(uneven, 10)!.x * W, trackPositionAt(uneven, 10)!.y * H);
    for (const frame of [12, 15, 16, 22, 29, 35]) {
      const point = trackPositionAt(uneven, frame + 4)!;
      expectFollows(await frameOf(file, frame), { x: point.x * W, y: point.y * H });
    }
    // A text in a 60x30 box whose bottom-right corner is on the point: the text ends just above-left of it.
    const text: Layer = {
      text: { text: 'MM', size: 16, color: '#ff0000', box: '#ff0000', align: 'RIGHT', valign: 'BOTTOM' },
      position: { w: 60, h: 30 },
      tracking: follow({ align: 'RIGHT', valign: 'BOTTOM' }),
    };
    const picture = await still(movie(text), 20);
    const at = diagonalAt(20);
    expectRed(picture, at.x - 6, at.y - 6);
    expectBlack(picture, at.x + 8, at.y + 8);
    expectBlack(picture, at.x - 70, at.y - 6);
  });

  it('1,000 points, one a frame: the graph holds about 110 characters a point (x and y), and each frame is where its point says', async () => {
    const wave: TrackPoint[] = Array.from({ length: 1000 }, (_, frame) => ({
      frame,
      x: 0.1 + 0.8 * (frame / 999),
      y: 0.5 + 0.3 * Math.sin(frame / 40),
    }));
    const m = movie(redBox({ version: 'wave' }), 1000);
    const assets = media.resolver({}, { 'clip.mp4/wave': wave });
    const prepared = await prepareRender({ movie: m, assets }, { target: 'mp4' }, new FfmpegRunner());
    const { graph } = buildFfmpegArgs(prepared.plan, {
      paths: prepared.paths,
      output: path.join(media.dir, 'wave.mp4'),
    });
    expect(graph.length).toBeLessThan(1000 * 150);
    const file = path.join(media.dir, `wave-${n++}.mp4`);
    await renderMovie({ movie: m, format: 'mp4', output: file, assets });
    for (const frame of [0, 333, 640, 999]) {
      const point = wave[frame]!;
      expectRed(await frameOf(file, frame), point.x * W, point.y * H);
    }
  }, 60_000);
});

describe('a tracking version that cannot be followed', () => {
  it('a missing version is an input error naming the scene, the layer, the version and the video', async () => {
    for (const check of [
      checkMovieInputs({ movie: movie(redBox({ version: 'gone' })), assets: media.resolver({}, tracks) }),
      video(movie(redBox({ version: 'gone' }))),
    ]) {
      const error = await inputRefusal(check);
      expect(error.message).toBe(
        'Scene 1 "Street", layer 1 "Ball" follows the tracking version "gone" of the video "clip.mp4", which does not exist in the project.',
      );
      expect(error.scene).toBe(0);
    }
  });

  it('a layer naming no video or no version is an input error', async () => {
    expect((await inputRefusal(video(movie(redBox({ video: '' }))))).message).toBe(
      'Scene 1 "Street", layer 1 "Ball" follows a tracking version but names no tracked video.',
    );
    expect((await inputRefusal(video(movie(redBox({ version: '' }))))).message).toBe(
      'Scene 1 "Street", layer 1 "Ball" follows the video "clip.mp4" but names no tracking version.',
    );
  });

  it('hostile points are refused before ffmpeg runs: NaN, infinity, outside 0-1, bad frames, duplicates, no points, not a list, too many', async () => {
    const many = Array.from({ length: 100_001 }, (_, frame) => ({ frame, x: 0.5, y: 0.5 }));
    const cases: [unknown, string][] = [
      [[{ frame: 0, x: Number.NaN, y: 0.5 }], 'x and y are fractions'],
      [[{ frame: 0, x: 0.5, y: Number.POSITIVE_INFINITY }], 'x and y are fractions'],
      [[{ frame: 0, x: 1.5, y: 0.5 }], 'x and y are fractions'],
      [[{ frame: -1, x: 0.5, y: 0.5 }], 'the frame is a whole number'],
      [[{ frame: 1.5, x: 0.5, y: 0.5 }], 'the frame is a whole number'],
      [[{ frame: 1e12, x: 0.5, y: 0.5 }], 'the frame is a whole number'],
      [
        [
          { frame: 3, x: 0.5, y: 0.5 },
          { frame: 3, x: 0.1, y: 0.1 },
        ],
        'frame 3 has a point already',
      ],
      [[{ frame: '0', x: 0.5, y: 0.5 }], 'point 1 is not a point {frame, x, y}'],
      [[null], 'point 1 is not a point {frame, x, y}'],
      [[], 'it has no points'],
      ['0,0.5,0.5', 'its points are not a list'],
      [{ points: DIAGONAL }, 'its points are not a list'],
      [many, 'it has 100001 points, more than the limit of 100000'],
    ];
    for (const [points, says] of cases) {
      const error = await inputRefusal(video(movie(redBox({ version: 'bad' })), { 'clip.mp4/bad': points }));
      expect(error.message).toContain(
        'Scene 1 "Street", layer 1 "Ball" follows the tracking version "bad" of the video "clip.mp4", which cannot be followed: ',
      );
      expect(error.message).toContain(says);
    }
  });

  it('a movie whose layers follow more than 50 versions is refused before any is read; the same version many times is read once', async () => {
    const asked: string[] = [];
    const resolver = media.resolver();
    const assets = { ...resolver, tracking: async (video: string, version: string) => (asked.push(version), DIAGONAL) };
    const layers = (versions: number) => Array.from({ length: 60 }, (_, i) => redBox({ version: `v${i % versions}` }));
    const many: Movie = { ...movie(redBox()), scenes: [{ name: 'Street', length: 10, layers: layers(51) }] };
    const error = await inputRefusal(checkMovieInputs({ movie: many, assets }));
    expect(error.message).toBe(
      'Scene 1 "Street", layer 51 "Ball": the movie\'s layers follow more than 50 tracking versions.',
    );
    expect(asked).toEqual([]);
    await checkMovieInputs({ movie: { ...many, scenes: [{ length: 10, layers: layers(50) }] }, assets });
    expect(asked).toHaveLength(50);
  });

  it('a render whose tracked layers follow more than 20,000 points is refused; a shorter range of the same movie renders', async () => {
    const dense = Array.from({ length: 30_000 }, (_, frame) => ({ frame, x: (frame % 100) / 100, y: 0.5 }));
    const m = movie(redBox({ version: 'dense' }), 30_000);
    const assets = media.resolver({}, { 'clip.mp4/dense': dense });
    const error = await inputRefusal(checkMovieInputs({ movie: m, assets }));
    expect(error.message).toBe(
      'Scene 1 "Street", layer 1 "Ball": the tracked layers of this render follow more than 20000 points; render a shorter range or use fewer points.',
    );
    const output = path.join(media.dir, `dense-${n++}.png`);
    await renderMovie({ movie: m, format: 'png', output, frame: 12_345, assets });
    expectRed(await frameOf(output), 0.45 * W, 0.5 * H);
  });
});
