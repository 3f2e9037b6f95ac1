import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Movie, Scene } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMovie } from '../src/index.js';
import { difference, frameOf, makeMedia, meanColour, run, type Picture, type TestMedia } from './helpers/media.js';

let media: TestMedia;
beforeAll(async () => {
  media = await makeMedia();
});
afterAll(() => media.remove());

const W = 160;
const H = 90;
const colourScene = (color: string, length = 20, transition?: Scene['transition']): Scene => ({
  length,
  layers: [{ color: { color } }],
  ...(transition ? { transition } : {}),
});
const movie = (scenes: Scene[], more: Partial<Movie> = {}): Movie => ({
  params: { vparams: { width: W, height: H, videoframerate: { num: 25, den: 1 } } },
  scenes,
  ...more,
});

let n = 0;
async function still(
  m: Movie,
  frame: number,
  params: Record<string, string> = {},
  format: 'png' | 'jpg' = 'png',
): Promise<Picture> {
  const output = path.join(media.dir, `still-${n++}.${format}`);
  await renderMovie({ movie: m, format, output, frame, params, assets: media.resolver() });
  return frameOf(output);
}
async function video(m: Movie): Promise<string> {
  const output = path.join(media.dir, `video-${n++}.mp4`);
  await renderMovie({ movie: m, format: 'mp4', output, assets: media.resolver() });
  return output;
}
const left = { x: 0, y: 0, w: 40, h: H };
const right = { x: W - 40, y: 0, w: 40, h: H };
const top = { x: 0, y: 0, w: W, h: 20 };
const bottom = { x: 0, y: H - 20, w: W, h: 20 };

describe('pixels', () => {
  it('a red solid scene is red, in a still and in the video', async () => {
    const red = movie([colourScene('#ff0000')]);
    for (const picture of [await still(red, 5), await still(red, 5, {}, 'jpg'), await frameOf(await video(red), 5)]) {
      const { r, g, b } = meanColour(picture);
      expect(r).toBeGreaterThan(230);
      expect(g).toBeLessThan(25);
      expect(b).toBeLessThan(25);
    }
  });

  it('two values of a text variable give different frames; the same value the same frame', async () => {
    const m = movie(
      [
        {
          length: 10,
          layers: [{ color: { color: '#000000' } }, { text: { text: 'x', size: 30, bindings: { text: 'name' } } }],
        },
      ],
      { variables: [{ key: 'name', value: 'Ada' }] },
    );
    const ada = await still(m, 3);
    const grace = await still(m, 3, { name: 'Grace' });
    expect(difference(ada, grace)).toBeGreaterThan(1);
    expect(difference(ada, await still(m, 3, { name: 'Ada' }))).toBe(0);
    expect(meanColour(ada).r).toBeGreaterThan(3); // the text is drawn
  });

  it("a crossfade's middle frame mixes both scenes: red -> blue is purple", async () => {
    const m = movie([colourScene('#ff0000'), colourScene('#0000ff', 20, { type: 'CROSSFADE', duration: 10 })]); // overlap: frames 10-19
    const check = ({ r, g, b }: { r: number; g: number; b: number }) => {
      expect(r).toBeGreaterThan(90);
      expect(r).toBeLessThan(170);
      expect(b).toBeGreaterThan(90);
      expect(b).toBeLessThan(170);
      expect(g).toBeLessThan(30);
    };
    check(meanColour(await still(m, 15)));
    const file = await video(m);
    check(meanColour(await frameOf(file, 15)));
    expect(meanColour(await frameOf(file, 5)).r).toBeGreaterThan(230);
    expect(meanColour(await frameOf(file, 25)).b).toBeGreaterThan(230);
  });

  it('a wipe brings the new scene in from its direction', async () => {
    const wipe = (direction: number) =>
      movie([colourScene('#ff0000'), colourScene('#0000ff', 20, { type: 'WIPE', duration: 10, direction })]);
    const fromRight = await still(wipe(2), 14);
    expect(meanColour(fromRight, right).b).toBeGreaterThan(200);
    expect(meanColour(fromRight, left).r).toBeGreaterThan(200);
    const fromLeft = await still(wipe(4), 14);
    expect(meanColour(fromLeft, left).b).toBeGreaterThan(200);
    expect(meanColour(fromLeft, right).r).toBeGreaterThan(200);
    const fromTop = await still(wipe(1), 14);
    expect(meanColour(fromTop, top).b).toBeGreaterThan(200);
    expect(meanColour(fromTop, bottom).r).toBeGreaterThan(200);
    const fromBottom = await still(wipe(3), 14);
    expect(meanColour(fromBottom, bottom).b).toBeGreaterThan(200);
    expect(meanColour(fromBottom, top).r).toBeGreaterThan(200);
  });

  it('a fade to black is darker half-way than a crossfade; a fade through a colour shows the colour', async () => {
    const sum = ({ r, g, b }: { r: number; g: number; b: number }) => r + g + b;
    const crossfade = sum(
      meanColour(
        await still(
          movie([colourScene('#ff0000'), colourScene('#0000ff', 20, { type: 'CROSSFADE', duration: 10 })]),
          15,
        ),
      ),
    );
    const black = sum(
      meanColour(
        await still(movie([colourScene('#ff0000'), colourScene('#0000ff', 20, { type: 'FADE', duration: 10 })]), 15),
      ),
    );
    expect(black).toBeLessThan(crossfade * 0.6);
    const green = await still(
      movie([colourScene('#ff0000'), colourScene('#0000ff', 20, { type: 'FADE', duration: 10, color: '#00ff00' })]),
      15,
    );
    const { r, g, b } = meanColour(green);
    expect(g).toBeGreaterThan(200);
    expect(r + b).toBeLessThan(60);
  });

  it('draws any text, quotes, colons, commas, brackets, backslashes and percent signs included', async () => {
    const text = "It's 50%: [a,b]; c\\d {x} 'q' = \"z\"";
    const ours = await still(
      movie([{ length: 5, layers: [{ color: { color: '#000000' } }, { text: { text, size: 12, align: 'LEFT' } }] }]),
      0,
    );
    // The same text drawn by ffmpeg from a file, which needs no escaping at all.
    const textfile = path.join(media.dir, 'text.txt');
    await writeFile(textfile, text);
    const reference = path.join(media.dir, 'text-reference.png');
    await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=black:s=${W}x${H}:r=25:d=0.04`,
      '-vf',
      `format=rgb24,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p,drawtext=fontfile=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf:fontcolor=0xffffff:expansion=none:textfile=${textfile}:fontsize=12:x=0:y=(h-text_h)/2,scale=in_color_matrix=bt709:in_range=tv,format=rgb24`,
      '-frames:v',
      '1',
      reference,
    ]);
    expect(difference(ours, await frameOf(reference))).toBe(0);
    expect(meanColour(ours).r).toBeGreaterThan(5);
  });

  it('draws a line break of a variable value', async () => {
    const m = movie(
      [
        {
          length: 5,
          layers: [{ color: { color: '#000000' } }, { text: { text: 'x', size: 20, bindings: { text: 't' } } }],
        },
      ],
      { variables: [{ key: 't', value: 'AB\\nCD' }] },
    );
    const two = await still(m, 0);
    const one = await still(m, 0, { t: 'AB CD' });
    const above = { x: 0, y: 18, w: W, h: 16 }; // above a single line, inside two
    expect(meanColour(two, above).r).toBeGreaterThan(meanColour(one, above).r + 5);
  });

  it('layer opacity and fades blend with what is beneath', async () => {
    const half = await still(
      movie([{ length: 20, layers: [{ color: { color: '#000000' } }, { color: { color: '#ffffff' }, opacity: 0.5 }] }]),
      3,
    );
    expect(meanColour(half).g).toBeGreaterThan(100);
    expect(meanColour(half).g).toBeLessThan(155);
    const fading = movie([
      { length: 20, layers: [{ color: { color: '#000000' } }, { color: { color: '#ffffff' }, fadein: 10 }] },
    ]);
    const early = meanColour(await still(fading, 2)).g;
    const later = meanColour(await still(fading, 8)).g;
    const done = meanColour(await still(fading, 15)).g;
    expect(early).toBeLessThan(later);
    expect(later).toBeLessThan(done);
    expect(done).toBeGreaterThan(240);
  });

  it('places a layer in its box, timed within its scene', async () => {
    const m = movie([
      {
        length: 20,
        layers: [
          { color: { color: '#000000' } },
          { image: { asset: 'red.png' }, position: { x: 80, y: 0, w: 80, h: 90 }, start: 10 },
        ],
      },
    ]);
    expect(meanColour(await still(m, 5), right).r).toBeLessThan(20);
    const shown = await still(m, 12);
    expect(meanColour(shown, right).r).toBeGreaterThan(200);
    expect(meanColour(shown, left).r).toBeLessThan(20);
  });

  it('reads pictures of any kind (gif, jpg) and scales them to cover the frame', async () => {
    for (const asset of ['green.gif', 'green.jpg']) {
      const m = movie([
        { length: 10, layers: [{ image: { asset } }] },
        {
          length: 10,
          transition: { type: 'CROSSFADE', duration: 2 },
          layers: [{ color: { color: '#000000' } }, { image: { asset }, fadein: 5, position: { x: 80, w: 80 } }],
        },
      ]);
      const { r, g, b } = meanColour(await still(m, 4));
      expect(g).toBeGreaterThan(200);
      expect(r + b).toBeLessThan(40);
      expect(meanColour(await still(m, 17), right).g).toBeGreaterThan(200);
      expect(meanColour(await frameOf(await video(m), 17), left).g).toBeLessThan(20);
    }
  });

  it('a clip shorter than its scene holds its last frame; a looped one starts again', async () => {
    const held = await video(movie([{ length: 70, layers: [{ video: { asset: 'clip.mp4' } }] }])); // the clip has 50 frames
    expect(difference(await frameOf(held, 65), await frameOf(held, 49))).toBeLessThan(2);
    const looped = await video(movie([{ length: 70, layers: [{ video: { asset: 'clip.mp4', loop: true } }] }]));
    expect(difference(await frameOf(looped, 55), await frameOf(looped, 5))).toBeLessThan(2);
    expect(difference(await frameOf(looped, 55), await frameOf(looped, 49))).toBeGreaterThan(5);
  });

  it('a still frame of a video layer is that frame of the rendered video', async () => {
    const m = movie([
      colourScene('#000000', 10),
      {
        length: 40,
        transition: { type: 'CROSSFADE', duration: 4 },
        layers: [{ video: { asset: 'clip.mp4', offset: 5 } }],
      },
    ]);
    const file = await video(m);
    for (const frame of [20, 33]) {
      expect(difference(await still(m, frame), await frameOf(file, frame))).toBeLessThan(6);
    }
  });
});
