import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMovieInputs, type AssetResolver, type ResolvedAsset } from '../src/index.js';
import { inputRefusal } from './helpers/input-refusal.js';
import { makeMedia, type TestMedia } from './helpers/media.js';

/**
 * checkMovieInputs answers before anything is rendered (render tokens, batch rows with a
 * token destination): the same input errors as a render, naming the layer or track, from
 * the movie, its plan and the assets' records alone.
 */

let media: TestMedia;
let assets: AssetResolver;
beforeAll(async () => {
  media = await makeMedia();
  const at = (name: string) => path.join(media.dir, name);
  await writeFile(at('notes.txt'), 'hello');
  await writeFile(at('list.m3u8'), `#EXTM3U\n#EXTINF:2,\n${at('clip.mp4')}\n`);
  await writeFile(at('rows.csv'), 'a,b\n1,2\n');
  const base = media.resolver({
    'people.csv': {
      columns: ['name', 'picture'],
      rows: [
        ['Ann', 'red.png'],
        ['Bob', 'list.m3u8'],
        ['Cy', 'gone.png'],
      ],
    },
  });
  const records: Record<string, ResolvedAsset> = {
    'notes.txt': { file: at('notes.txt'), type: 'other' },
    'list.m3u8': { file: at('list.m3u8'), type: 'video' },
    'rows.csv': { file: at('rows.csv'), type: 'datasource' },
    // Known at upload to have no sound; and one whose streams were never recorded.
    'mute.mp4': { file: media.files['clip.mp4']!, type: 'video', streams: { video: true, audio: false } },
    'unprobed.mp4': { file: at('notes.txt'), type: 'video' },
    // Its record says video, its file is gone.
    'deleted.mp4': { file: at('nowhere.mp4'), type: 'video', streams: { video: true, audio: true } },
  };
  assets = {
    asset: async (name) => records[name] ?? base.asset(name),
    datasource: base.datasource,
    tracking: base.tracking,
  };
});
afterAll(() => media.remove());

const scene = (layers: NonNullable<Movie['scenes']>[number]['layers']): NonNullable<Movie['scenes']>[number] => ({
  name: 'Main',
  length: 10,
  layers,
});
const movie = (layers: NonNullable<Movie['scenes']>[number]['layers'], more: Partial<Movie> = {}): Movie => ({
  params: { vparams: { width: 160, height: 90 } },
  scenes: [scene(layers)],
  ...more,
});

const refusal = inputRefusal;

describe('checking a movie without rendering it', () => {
  it('refuses what a render refuses, naming the layer or track', async () => {
    const cases: [Movie, RegExp][] = [
      [
        movie([{ color: { color: '#000000' } }, { name: 'Logo', image: { asset: 'notes.txt' } }]),
        /^Scene 1 "Main", layer 2 "Logo": "notes.txt" is not an image \(it is a generic file\)\.$/,
      ],
      [movie([{ video: { asset: 'list.m3u8' } }]), /^Scene 1 "Main", layer 1: "list.m3u8" is a playlist/],
      [movie([{ image: { asset: 'rows.csv' } }]), /layer 1: "rows.csv" is not an image \(it is a datasource asset\)/],
      [movie([{ text: { text: 'Hi', font: 'red.png' } }]), /layer 1: "red.png" is not a font/],
      [
        movie([{ video: { asset: 'secret.mp4' } }]),
        /^Scene 1 "Main", layer 1 uses the asset "secret.mp4", which does not exist in the project\.$/,
      ],
      [movie([{ video: { asset: 'deleted.mp4' } }]), /"deleted.mp4", which does not exist/],
      [
        movie([{ color: { color: '#000000' } }], { audio: [{ asset: 'tone.wav' }, { asset: 'mute.mp4' }] }),
        /^Audio track 2: "mute.mp4" has no audio stream/,
      ],
      [
        movie([{ color: { color: '#000000' } }], { audio: [{ asset: 'notes.txt' }] }),
        /^Audio track 1: "notes.txt" is not an audio file or a video with sound/,
      ],
      [movie([{ text: { text: 'x'.repeat(1_000_001) } }]), /more than the limit of 1000000/],
      [movie([{ text: { text: 'a\u0000b' } }]), /holds a NUL character/],
    ];
    for (const [m, message] of cases)
      expect((await refusal(checkMovieInputs({ movie: m, assets }))).message).toMatch(message);
  });

  it('takes the asset names variables and datasource rows give', async () => {
    const bound = movie([{ image: { asset: 'red.png', bindings: { asset: 'pic' } } }], {
      variables: [{ key: 'pic', value: 'red.png' }],
    });
    await checkMovieInputs({ movie: bound, assets });
    expect((await refusal(checkMovieInputs({ movie: bound, params: { pic: 'list.m3u8' }, assets }))).message).toMatch(
      /"list.m3u8" is a playlist/,
    );
    const fromRow = movie([{ image: { asset: 'red.png', bindings: { asset: 'pic' } } }], {
      variables: [{ key: 'pic', type: 'DATASOURCE', datasource: 'people.csv', column: 'picture', defaultrow: 0 }],
    });
    await checkMovieInputs({ movie: fromRow, params: { row: '0' }, assets });
    expect((await refusal(checkMovieInputs({ movie: fromRow, params: { row: '1' }, assets }))).message).toMatch(
      /"list.m3u8" is a playlist/,
    );
    expect((await refusal(checkMovieInputs({ movie: fromRow, params: { row: '2' }, assets }))).message).toMatch(
      /"gone.png", which does not exist/,
    );
  });

  it('checks the frame asked for against the movie, for stills', async () => {
    const still = movie([{ image: { asset: 'red.png' } }]);
    await checkMovieInputs({ movie: still, assets }, { target: 'png', frame: 9 });
    expect((await refusal(checkMovieInputs({ movie: still, assets }, { target: 'png', frame: 10 }))).message).toBe(
      "Frame 10 is past the movie's end: it has 10 frames (0 to 9).",
    );
  });

  it('reads no media file: streams not recorded and content swapped after upload are left to the render', async () => {
    // notes.txt behind a video's record: only ffmpeg would find out, and the check runs none.
    await checkMovieInputs({
      movie: movie([{ video: { asset: 'unprobed.mp4' } }], { audio: [{ asset: 'unprobed.mp4' }] }),
      assets,
    });
    await checkMovieInputs({ movie: movie([{ video: { asset: 'broken.mp4' } }]), assets });
  });
});
