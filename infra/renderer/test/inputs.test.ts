import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegRunner, renderMovie, type AssetResolver, type RenderRequest } from '../src/index.js';
import { inputRefusal } from './helpers/input-refusal.js';
import { makeMedia, probe, run, type TestMedia } from './helpers/media.js';

let media: TestMedia;
let assets: AssetResolver;
beforeAll(async () => {
  media = await makeMedia();
  const at = (name: string) => path.join(media.dir, name);
  await writeFile(at('notes.txt'), 'hello');
  await writeFile(at('list.m3u8'), `#EXTM3U\n#EXTINF:2,\n${at('clip.mp4')}\n`);
  await writeFile(at('rows.csv'), 'a,b\n1,2\n');
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=gray:s=160x90:d=1',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    at('mute.mp4'),
  ]);
  const base = media.resolver();
  const extra: Record<string, { type: 'other' | 'video' | 'datasource' }> = {
    'notes.txt': { type: 'other' },
    'list.m3u8': { type: 'video' },
    'rows.csv': { type: 'datasource' },
    'mute.mp4': { type: 'video' },
  };
  assets = {
    asset: async (name) => (extra[name] ? { file: at(name), ...extra[name] } : base.asset(name)),
    datasource: base.datasource,
    tracking: base.tracking,
  };
});
afterAll(() => media.remove());

const scene = (
  layers: NonNullable<Movie['scenes']>[number]['layers'],
  name = 'Main',
): NonNullable<Movie['scenes']>[number] => ({ name, length: 10, layers });
const movie = (scenes: Movie['scenes'], more: Partial<Movie> = {}): Movie => ({
  params: { vparams: { width: 160, height: 90 } },
  scenes,
  ...more,
});
let n = 0;
const render = (request: Partial<RenderRequest> & { movie: Movie }) =>
  renderMovie({ format: 'mp4', output: path.join(media.dir, 'out', `r${n++}.mp4`), assets, ...request });

const inputError = (request: Partial<RenderRequest> & { movie: Movie }) => inputRefusal(render(request));

describe('what a movie may render', () => {
  it('refuses assets that are not of a renderable kind, naming the layer', async () => {
    const cases: [Movie, RegExp][] = [
      [
        movie([scene([{ color: { color: '#000000' } }, { name: 'Logo', image: { asset: 'notes.txt' } }])]),
        /^Scene 1 "Main", layer 2 "Logo": "notes.txt" is not an image \(it is a generic file\)\.$/,
      ],
      [movie([scene([{ video: { asset: 'list.m3u8' } }])]), /^Scene 1 "Main", layer 1: "list.m3u8" is a playlist/],
      [
        movie([scene([{ image: { asset: 'rows.csv' } }])]),
        /layer 1: "rows.csv" is not an image \(it is a datasource asset\)/,
      ],
      [movie([scene([{ text: { text: 'Hi', font: 'red.png' } }])]), /layer 1: "red.png" is not a font/],
      [movie([scene([{ image: { asset: 'clip.mp4' } }])]), /"clip.mp4" is not an image \(it is a video asset\)/],
      [
        movie([scene([{ color: { color: '#000000' } }])], { audio: [{ asset: 'tone.wav' }, { asset: 'mute.mp4' }] }),
        /^Audio track 2: "mute.mp4" has no audio stream/,
      ],
      [
        movie([scene([{ color: { color: '#000000' } }])], { audio: [{ asset: 'red.png' }] }),
        /^Audio track 1: "red.png" is not an audio file or a video with sound/,
      ],
    ];
    for (const [m, message] of cases) expect((await inputError({ movie: m })).message).toMatch(message);
  });

  it('takes a bound asset name through the same check', async () => {
    const m = movie([scene([{ image: { asset: 'red.png', bindings: { asset: 'pic' } } }])], {
      variables: [{ key: 'pic', value: 'red.png' }],
    });
    await render({ movie: m });
    expect((await inputError({ movie: m, params: { pic: 'list.m3u8' } })).message).toMatch(/"list.m3u8" is a playlist/);
  });

  it('plays a video layer without sound as silence', async () => {
    const output = path.join(media.dir, 'out', 'mute-layer.mp4');
    await renderMovie({
      movie: movie([scene([{ video: { asset: 'mute.mp4', audio: true } }])]),
      format: 'mp4',
      output,
      assets,
    });
    expect((await probe(output)).audio?.codec).toBe('aac');
  });
});

describe('text and values', () => {
  it('draws a 200 KB text (kept off the command line)', async () => {
    const long = 'All work and no play makes a long caption. '.repeat(4700).slice(0, 200_000);
    const m = movie(
      [scene([{ color: { color: '#000000' } }, { text: { text: 'x', size: 12, bindings: { text: 'caption' } } }])],
      { variables: [{ key: 'caption', value: 'short' }] },
    );
    const output = path.join(media.dir, 'out', 'long.mp4');
    await renderMovie({ movie: m, params: { caption: long }, format: 'mp4', output, assets });
    expect((await probe(output)).video?.frames).toBe(10);
  });

  it('refuses a text over the limit and NUL characters, naming where', async () => {
    const m = movie([scene([{ name: 'Title', text: { text: 'x', bindings: { text: 'caption' } } }])], {
      variables: [{ key: 'caption', value: 'short' }],
    });
    expect((await inputError({ movie: m, params: { caption: 'y'.repeat(1_000_001) } })).message).toBe(
      'Scene 1 "Main", layer 1 "Title": the text has 1000001 characters, more than the limit of 1000000.',
    );
    expect((await inputError({ movie: m, params: { caption: 'a\u0000b' } })).message).toBe(
      'The value of "caption" holds a NUL character (\\u0000).',
    );
    expect((await inputError({ movie: m, params: { other: '\u0000' } })).message).toBe(
      'The value of "other" holds a NUL character (\\u0000).',
    );
    expect((await inputError({ movie: movie([scene([{ name: 'T', text: { text: 'a\u0000' } }])]) })).message).toBe(
      'Scene 1 "Main", layer 1 "T": the text holds a NUL character (\\u0000), which cannot be drawn.',
    );
    expect((await inputError({ movie: { ...m, variables: [{ key: 'caption', value: '\u0000' }] } })).message).toBe(
      'Variable "caption" holds a NUL character (\\u0000).',
    );
  });

  it('refuses a frame past the end', async () => {
    const m = movie([scene([{ color: { color: '#ff0000' } }])]);
    expect(
      (await inputError({ movie: m, format: 'png', frame: 10, output: path.join(media.dir, 'out', 'f.png') })).message,
    ).toBe("Frame 10 is past the movie's end: it has 10 frames (0 to 9).");
    expect(
      (await inputError({ movie: m, format: 'jpg', frame: -2, output: path.join(media.dir, 'out', 'f.jpg') })).message,
    ).toMatch(/not a frame number/);
  });
});

describe('limits of a render', () => {
  const long = movie([{ length: 1500, layers: [{ video: { asset: 'clip.mp4', loop: true } }] }], {
    params: { vparams: { width: 640, height: 360 } },
  });

  it('stops a render past its time limit with a message naming the limit', async () => {
    const runner = new FfmpegRunner({ timeoutMs: 1000 });
    const error = await inputError({ movie: long, runner, encode: { preset: 'veryslow' } });
    expect(error.message).toBe('The render took longer than the limit of 1 s and was stopped.');
  });

  it('stops a render past its output limit, leaving no file', async () => {
    const runner = new FfmpegRunner({ outputLimitBytes: 100_000 });
    const output = path.join(media.dir, 'limited', 'big.mp4');
    const error = await inputError({ movie: long, runner, output });
    expect(error.message).toBe('The render grew past the output limit of 100000 bytes and was stopped.');
    expect(await readdir(path.dirname(output))).toEqual([]);
  });
});
