import type { Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderStory } from '../src/index.js';
import { inputRefusal } from './helpers/input-refusal.js';
import { frameOf, meanColour, probe, run } from './helpers/media.js';
import { clip, colourName, makeStoryMedia, story, type StoryMedia } from './helpers/story-media.js';

let media: StoryMedia;
beforeAll(async () => {
  media = await makeStoryMedia();
});
afterAll(() => media.remove());

/** 20 frames of a colour set by the variable `tint` (green unless given), at its own size, with a tone. */
const tinted: Movie = {
  params: { vparams: { width: 320, height: 180, videoframerate: { num: 30, den: 1 } } },
  scenes: [{ length: 20, layers: [{ color: { color: '#000000', bindings: { color: 'tint' } } }] }],
  variables: [{ key: 'tint', value: '#00ff00' }],
  audio: [{ asset: 'tone.wav' }],
};
const movies: Record<string, Movie> = {
  Tinted: tinted,
  Broken: { scenes: [{ length: 10, layers: [{ video: { asset: 'gone.mp4' } }] }] },
};

let n = 0;
async function render(
  scenes: Parameters<typeof story>[0],
  params: Record<string, string> = {},
  extra = {},
): Promise<string> {
  const output = `${media.dir}/movie-story-${n++}.mp4`;
  await renderStory({
    story: story(scenes, extra),
    params,
    format: 'mp4',
    output,
    assets: media.resolver,
    movies: async (name) => movies[name],
    encode: { preset: 'ultrafast' },
  });
  return output;
}

describe('story scenes showing movies', () => {
  it("renders the movie with the story's values, at the story's size and rate, in the same run", async () => {
    const scenes = [
      clip('red.mp4', 10),
      { type: 'static', src: 'movies', movie: 'Tinted', duration: 'video', transition: 'crossfade', tdur: 4 },
    ];
    const file = await render(scenes, { tint: '#0000ff' });
    const info = await probe(file);
    expect(info.video).toMatchObject({ width: 64, height: 36, rate: '25/1', frames: 26 });
    expect(colourName(meanColour(await frameOf(file, 3)))).toBe('red');
    expect(colourName(meanColour(await frameOf(file, 20)))).toBe('blue');
    expect(colourName(meanColour(await frameOf(await render(scenes), 20)))).toBe('green');
  });

  it('starts at its content offset and lasts as its duration mode says', async () => {
    const file = await render([
      { type: 'static', src: 'movies', movie: 'Tinted', duration: 'fixed', default_duration: 30, contentoffset: 5 },
    ]);
    expect((await probe(file)).video!.frames).toBe(30);
  });

  it("mixes the movie's sound when the story has sounds", async () => {
    const file = await render(
      [{ type: 'static', src: 'movies', movie: 'Tinted' }],
      {},
      { sounds: [{ type: 'asset', asset: 'low.wav', volume: 0 }] },
    );
    const { stderr } = await run('ffmpeg', [
      '-hide_banner',
      '-i',
      file,
      '-af',
      'volumedetect',
      '-vn',
      '-f',
      'null',
      '-',
    ]);
    expect(Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1])).toBeGreaterThan(-30);
  });

  it('refuses a movie that does not exist or cannot be rendered, naming the scene', async () => {
    const missing = await inputRefusal(
      render([clip('red.mp4', 10), { type: 'static', src: 'movies', movie: 'Nope', name: 'Outro' }]),
    );
    expect(missing.message).toBe('Scene 2 "Outro" shows the movie "Nope", which does not exist in the project.');
    expect(missing.scene).toBe(1);
    const broken = await inputRefusal(render([{ type: 'static', src: 'movies', movie: 'Broken' }]));
    expect(broken.message).toMatch(/^Scene 1, movie "Broken": .*"gone.mp4", which does not exist/);
  });
});
