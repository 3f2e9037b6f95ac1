import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFormat } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMovie } from '../src/index.js';
import { makeMedia, probe, type TestMedia } from './helpers/media.js';

let media: TestMedia;
beforeAll(async () => {
  media = await makeMedia();
});
afterAll(() => media.remove());

/** 160x90 at 25 fps: 25 frames of video, a 10-frame crossfade, 25 frames of a still: 40 frames, 1.6 s. */
const movie = (params: Movie['params'] = {}, audio: Movie['audio'] = [{ asset: 'tone.wav' }]): Movie => ({
  params: { ...params, vparams: { width: 160, height: 90, videoframerate: { num: 25, den: 1 }, ...params.vparams } },
  scenes: [
    { length: 25, layers: [{ video: { asset: 'clip.mp4' } }, { text: { text: 'Hello', size: 20 } }] },
    { length: 25, transition: { type: 'CROSSFADE', duration: 10 }, layers: [{ image: { asset: 'red.png' } }] },
  ],
  audio,
});

const expected: Record<OutputFormat, { container: string; video: string; audio?: string }> = {
  mp4: { container: 'mp4', video: 'h264', audio: 'aac' },
  webm: { container: 'webm', video: 'vp8', audio: 'vorbis' },
  mov: { container: 'mov', video: 'prores', audio: 'aac' },
  gif: { container: 'gif', video: 'gif' },
  mpg: { container: 'mpeg', video: 'mpeg2video', audio: 'mp2' },
  wmv: { container: 'asf', video: 'wmv2', audio: 'wmav2' },
  flv: { container: 'flv', video: 'h264', audio: 'aac' },
  jpg: { container: 'jpeg_pipe', video: 'mjpeg' },
  png: { container: 'png_pipe', video: 'png' },
  tif: { container: 'tiff_pipe', video: 'tiff' },
};

describe('every output format', () => {
  for (const [format, want] of Object.entries(expected) as [OutputFormat, (typeof expected)[OutputFormat]][]) {
    it(`${format}: ${want.video}${want.audio ? ` + ${want.audio}` : ''} in ${want.container}`, async () => {
      const output = path.join(media.dir, 'out', `movie.${format}`);
      const result = await renderMovie({ movie: movie(), format, output, assets: media.resolver(), frame: 30 });
      const info = await probe(output);
      expect(info.format.split(',')).toContain(want.container);
      expect(info.video).toMatchObject({ codec: want.video, width: 160, height: 90 });
      expect(info.audio?.codec).toBe(want.audio);
      if (format === 'jpg' || format === 'png' || format === 'tif') {
        expect(info.video?.frames).toBe(1);
        expect(result).toEqual({ format, width: 160, height: 90, frames: 1, duration: 0 });
      } else {
        expect(info.video).toMatchObject({ rate: '25/1', frames: 40 });
        expect(info.duration).toBeGreaterThan(1.5);
        expect(info.duration).toBeLessThan(1.75);
        expect(result).toEqual({ format, width: 160, height: 90, frames: 40, duration: 1.6 });
      }
      if (info.audio) expect(info.audio).toMatchObject({ sampleRate: 48000, channels: 2 });
    });
  }

  it('mp4 is yuv420p and streams from its start (+faststart)', async () => {
    const output = path.join(media.dir, 'out', 'fast.mp4');
    await renderMovie({ movie: movie(), format: 'mp4', output, assets: media.resolver() });
    expect((await probe(output)).video?.pixfmt).toBe('yuv420p');
    const { readFile } = await import('node:fs/promises');
    const head = (await readFile(output)).subarray(0, 4096).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(-1);
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat') === -1 ? Infinity : head.indexOf('mdat'));
  });

  it('keeps the codec defaults: mpeg2 and wmv movies carry mp3', async () => {
    for (const [format, videocodec] of [
      ['mpg', 'mpeg2'],
      ['wmv', 'wmv'],
    ] as const) {
      const output = path.join(media.dir, 'out', `mp3.${format}`);
      await renderMovie({ movie: movie({ vparams: { videocodec } }), format, output, assets: media.resolver() });
      expect((await probe(output)).audio?.codec).toBe('mp3');
    }
  });

  it('keeps the movie frame rate (30000/1001)', async () => {
    const output = path.join(media.dir, 'out', 'ntsc.mp4');
    const result = await renderMovie({
      movie: movie({ vparams: { videoframerate: { num: 30000, den: 1001 } } }),
      format: 'mp4',
      output,
      assets: media.resolver(),
    });
    expect((await probe(output)).video).toMatchObject({ rate: '30000/1001', frames: 40 });
    expect(result.duration).toBeCloseTo((40 * 1.001) / 30, 6);
  });

  it('gives a movie without sound a silent track, and none when its audio codec is none', async () => {
    const silent = path.join(media.dir, 'out', 'silent.mp4');
    await renderMovie({ movie: movie({}, []), format: 'mp4', output: silent, assets: media.resolver() });
    expect((await probe(silent)).audio).toMatchObject({ codec: 'aac', sampleRate: 48000 });
    const none = path.join(media.dir, 'out', 'none.mp4');
    await renderMovie({
      movie: movie({ aparams: { audiocodec: 'none' } }),
      format: 'mp4',
      output: none,
      assets: media.resolver(),
    });
    expect((await probe(none)).audio).toBeUndefined();
  });

  it('renders a movie of colours and texts only (no input file) with its silent track in every video format', async () => {
    const plain: Movie = {
      params: { vparams: { width: 160, height: 90, videoframerate: { num: 25, den: 1 } } },
      scenes: [{ length: 30, layers: [{ color: { color: '#1d3557' } }, { text: { text: 'Hi', size: 20 } }] }],
    };
    for (const format of ['mp4', 'webm', 'mov', 'mpg', 'wmv', 'flv'] as const) {
      const output = path.join(media.dir, 'out', `plain.${format}`);
      await renderMovie({ movie: plain, format, output, assets: media.resolver() });
      const info = await probe(output);
      expect(info.video?.frames).toBe(30);
      expect(info.audio?.codec).toBe(expected[format].audio);
    }
  });

  it('leaves no partial files beside its outputs', async () => {
    const names = await readdir(path.join(media.dir, 'out'));
    expect(names.filter((name) => name.includes('.part'))).toEqual([]);
  });
});
