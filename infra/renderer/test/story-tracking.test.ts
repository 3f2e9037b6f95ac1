import type { Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderStory } from '../src/index.js';
import { inputRefusal } from './helpers/input-refusal.js';
import { frameOf, meanColour } from './helpers/media.js';
import { clip, makeStoryMedia, story, type StoryMedia } from './helpers/story-media.js';

let media: StoryMedia;
beforeAll(async () => {
  media = await makeStoryMedia();
});
afterAll(() => media.remove());

// A movie whose red 8x8 box follows "ball" of red.mp4 over black: right and down from
// (0.25, 0.25) at the video's frame 0 to (0.75, 0.75) at frame 20.
const follower: Movie = {
  params: { vparams: { width: 320, height: 180, videoframerate: { num: 25, den: 1 } } },
  scenes: [
    {
      length: 25,
      background: '#000000',
      layers: [
        {
          name: 'Ball',
          color: { color: '#ff0000' },
          position: { w: 8, h: 8 },
          tracking: { video: 'red.mp4', version: 'ball' },
        },
      ],
    },
  ],
};
const BALL = [
  { frame: 0, x: 0.25, y: 0.25 },
  { frame: 20, x: 0.75, y: 0.75 },
];

let n = 0;
async function render(versions: Record<string, unknown>): Promise<string> {
  const output = `${media.dir}/tracked-story-${n++}.mp4`;
  const assets = {
    ...media.resolver,
    tracking: async (video: string, version: string) => versions[`${video}/${version}`] as never,
  };
  const scenes = [clip('blue.mp4', 5), { type: 'static', src: 'movies', movie: 'Follow', duration: 'video' } as const];
  await renderStory({
    story: story(scenes),
    format: 'mp4',
    output,
    assets,
    movies: async () => follower,
    encode: { preset: 'ultrafast' },
  });
  return output;
}

describe("a story's movie scene with a tracked layer", () => {
  it("draws the layer on the version's points at the story's size (points are fractions of the frame)", async () => {
    const file = await render({ 'red.mp4/ball': BALL });
    // The movie starts at the story's frame 5; its frame 0 and 20 are the story's 5 and 25.
    for (const [frame, fraction] of [
      [5, 0.25],
      [15, 0.5],
      [25, 0.75],
    ] as const) {
      const picture = await frameOf(file, frame);
      const x = Math.round(fraction * 64);
      const y = Math.round(fraction * 36);
      const { r, g, b } = meanColour(picture, { x: x - 2, y: y - 2, w: 4, h: 4 });
      expect(r, `frame ${frame}`).toBeGreaterThan(180);
      expect(g + b, `frame ${frame}`).toBeLessThan(80);
      expect(meanColour(picture, { x: (x + 20) % 64, y: y - 2, w: 4, h: 4 }).r, `frame ${frame}`).toBeLessThan(40);
    }
  });

  it("names the story's scene and the movie's layer when the version is missing", async () => {
    const error = await inputRefusal(render({}));
    expect(error.message).toBe(
      'Scene 2, movie "Follow": Scene 1, layer 1 "Ball" follows the tracking version "ball" of the video "red.mp4", which does not exist in the project.',
    );
    expect(error.scene).toBe(1);
  });
});
