import type { Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderStory } from '../src/index.js';
import { frameOf } from './helpers/media.js';
import { redBounds } from './helpers/red-box.js';
import { makeStoryMedia, story, type StoryMedia } from './helpers/story-media.js';

let media: StoryMedia;
beforeAll(async () => {
  media = await makeStoryMedia();
});
afterAll(() => media.remove());

/** At the story's size (64x36, 25 fps): a red 8x8 box sliding from x 0 to 48 over 20 frames, its x bound to `to`. */
const sliding: Movie = {
  params: { vparams: { width: 64, height: 36, videoframerate: { num: 25, den: 1 } } },
  scenes: [
    {
      length: 30,
      layers: [
        { color: { color: '#000000' } },
        {
          color: { color: '#ff0000' },
          position: { y: 14, w: 8, h: 8 },
          keyframes: [{ x: 0 }, { frame: 20, x: 48 }],
          bindings: { 'keyframes.1.x': 'to' },
        },
      ],
    },
  ],
  variables: [{ key: 'to', value: '48' }],
};

describe('a story scene showing a movie with keyframes', () => {
  it("moves its layers as the movie's keyframes say, bound to the story's values", async () => {
    const render = async (params: Record<string, string>) => {
      const output = `${media.dir}/story-motion-${params.to ?? 'default'}.mp4`;
      await renderStory({
        story: story([{ type: 'static', src: 'movies', movie: 'Sliding', duration: 'video' }]),
        params,
        format: 'mp4',
        output,
        assets: media.resolver,
        movies: async (name) => (name === 'Sliding' ? sliding : undefined),
        encode: { preset: 'ultrafast' },
      });
      return output;
    };
    const file = await render({});
    for (const [frame, x] of [
      [0, 0],
      [10, 24],
      [20, 48],
      [29, 48],
    ] as const) {
      const box = redBounds(await frameOf(file, frame));
      expect(Math.abs(box!.left - x), `frame ${frame}`).toBeLessThanOrEqual(2);
    }
    const bound = await render({ to: '20' });
    expect(Math.abs(redBounds(await frameOf(bound, 20))!.left - 20)).toBeLessThanOrEqual(2);
  }, 60_000);
});
