import path from 'node:path';
import type { Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMovie } from '../src/index.js';
import { makeMedia, run, type TestMedia } from './helpers/media.js';

let media: TestMedia;
beforeAll(async () => {
  media = await makeMedia();
});
afterAll(() => media.remove());

/** Mean volume (dB) of [start, end) seconds of a file's sound; -91 is silence. */
async function loudness(file: string, start: number, end: number): Promise<number> {
  const { stderr } = await run('ffmpeg', [
    '-hide_banner',
    '-i',
    file,
    '-af',
    `atrim=${start}:${end},volumedetect`,
    '-vn',
    '-f',
    'null',
    '-',
  ]);
  return Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1] ?? -91);
}

let n = 0;
async function render(m: Movie): Promise<string> {
  const output = path.join(media.dir, `sound-${n++}.mp4`);
  await renderMovie({ movie: m, format: 'mp4', output, assets: media.resolver() });
  return output;
}

/** 50 frames (2 s) of colour. */
const movie = (
  audio: Movie['audio'],
  layers: NonNullable<Movie['scenes']>[number]['layers'] = [{ color: { color: '#000000' } }],
): Movie => ({
  params: { vparams: { width: 160, height: 90 } },
  scenes: [{ length: 50, layers }],
  audio,
});

describe('sound', () => {
  it('places a track at its offset, silent before', async () => {
    const file = await render(movie([{ asset: 'tone.wav', offset: 25 }]));
    expect(await loudness(file, 0, 0.9)).toBeLessThan(-80);
    expect(await loudness(file, 1.1, 1.9)).toBeGreaterThan(-25);
  });

  it('sets each track to its volume and mixes tracks without lowering them', async () => {
    const full = await loudness(await render(movie([{ asset: 'tone.wav' }])), 0.1, 0.9);
    const quarter = await loudness(await render(movie([{ asset: 'tone.wav', volume: 0.25 }])), 0.1, 0.9);
    expect(full - quarter).toBeCloseTo(12, 0);
    const mixed = await loudness(
      await render(
        movie([
          { asset: 'tone.wav', volume: 0.25 },
          { asset: 'tone.wav', offset: 25, volume: 0.25 },
        ]),
      ),
      0.1,
      0.9,
    );
    expect(mixed).toBeCloseTo(quarter, 0); // the second track does not play yet, and amix did not halve the first
  });

  it('fades a track in', async () => {
    const file = await render(movie([{ asset: 'tone.wav', fadein: 20 }]));
    expect(await loudness(file, 0, 0.2)).toBeLessThan((await loudness(file, 0.6, 0.9)) - 6);
  });

  it('mixes the sound of a video layer that asks for it, and is silent otherwise', async () => {
    const withSound = await render(movie([], [{ video: { asset: 'clip.mp4', audio: true } }]));
    expect(await loudness(withSound, 0.2, 1.8)).toBeGreaterThan(-25);
    const without = await render(movie([], [{ video: { asset: 'clip.mp4' } }]));
    expect(await loudness(without, 0, 2)).toBeLessThan(-80);
  });
});
