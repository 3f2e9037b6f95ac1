import type { StoryScene } from '@reelforge/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameOf, meanColour, probe, type Picture } from './helpers/media.js';
import { clip, colourName, makeStoryMedia, story, type StoryMedia } from './helpers/story-media.js';

let media: StoryMedia;
beforeAll(async () => {
  media = await makeStoryMedia();
});
afterAll(() => media.remove());

const W = 64;
const H = 36;
const left = { x: 0, y: 0, w: 16, h: H };
const right = { x: W - 16, y: 0, w: 16, h: H };
const top = { x: 0, y: 0, w: W, h: 9 };
const bottom = { x: 0, y: H - 9, w: W, h: 9 };

/** Red for 20 frames, then blue for 20 entering with `transition` over 10 frames: frames 10-19 overlap. */
async function middle(transition: Partial<StoryScene>, frame = 15): Promise<{ picture: Picture; frames: number }> {
  const file = await media.render(story([clip('red.mp4', 20), clip('blue.mp4', 20, { tdur: 10, ...transition })]));
  return { picture: await frameOf(file, frame), frames: (await probe(file)).video!.frames };
}
const at = (picture: Picture, box?: typeof left) => colourName(meanColour(picture, box));

describe('story transitions', () => {
  it('a crossfade mixes both scenes half-way and overlaps them', async () => {
    const { picture, frames } = await middle({ transition: 'crossfade' });
    expect(frames).toBe(30);
    const { r, b } = meanColour(picture);
    expect(r).toBeGreaterThan(80);
    expect(b).toBeGreaterThan(80);
    expect(r).toBeLessThan(180);
  });

  it('a scene without transition follows the one before at once', async () => {
    const file = await media.render(story([clip('red.mp4', 20), clip('blue.mp4', 20)]));
    expect((await probe(file)).video!.frames).toBe(40);
    expect(at(await frameOf(file, 19))).toBe('red');
    expect(at(await frameOf(file, 20))).toBe('blue');
  });

  it('a fade goes through black by default, and through its colour', async () => {
    const sum = ({ r, g, b }: { r: number; g: number; b: number }) => r + g + b;
    const black = sum(meanColour((await middle({ transition: 'fade' })).picture));
    const crossfade = sum(meanColour((await middle({ transition: 'crossfade' })).picture));
    expect(black).toBeLessThan(crossfade / 2);
    expect(at((await middle({ transition: 'fade', tcolor: '#00ff00' })).picture)).toBe('green');
    const white = meanColour((await middle({ transition: 'fade', tcolor: '#ffffff' })).picture);
    expect(Math.min(white.r, white.g, white.b)).toBeGreaterThan(170);
  });

  it('a push brings the new scene in from each of the four sides', async () => {
    const cases: [number, typeof left, typeof left][] = [
      [1, top, bottom],
      [2, right, left],
      [3, bottom, top],
      [4, left, right],
    ];
    for (const [tdir, from, away] of cases) {
      const { picture } = await middle({ transition: 'push', tdir });
      expect([tdir, at(picture, from), at(picture, away)]).toEqual([tdir, 'blue', 'red']);
    }
  });

  it('a wipe and a soft wipe uncover the new scene from its side', async () => {
    for (const transition of ['wipe', 'wipeout']) {
      const fromRight = (await middle({ transition, tdir: 2 })).picture;
      expect([transition, at(fromRight, right), at(fromRight, left)]).toEqual([transition, 'blue', 'red']);
      const fromTop = (await middle({ transition, tdir: 1 })).picture;
      expect([transition, at(fromTop, top), at(fromTop, bottom)]).toEqual([transition, 'blue', 'red']);
    }
    // The soft wipe blends at its edge where the hard one does not.
    const edge = { x: 30, y: 0, w: 4, h: H };
    const hard = meanColour((await middle({ transition: 'wipe', tdir: 2 })).picture, edge);
    const soft = meanColour((await middle({ transition: 'wipeout', tdir: 2 })).picture, edge);
    expect(Math.min(soft.r, soft.b)).toBeGreaterThan(Math.min(hard.r, hard.b));
  });

  it('a mask shows the new scene where the mask is dark first, inverted and by channel', async () => {
    const luma = (await middle({ transition: 'mask', transition_mask: 'mask.png' })).picture;
    expect([at(luma, left), at(luma, right)]).toEqual(['blue', 'red']);
    const inverted = (await middle({ transition: 'mask', transition_mask: 'mask.png', transition_mask_invert: true }))
      .picture;
    expect([at(inverted, left), at(inverted, right)]).toEqual(['red', 'blue']);
    const red = (await middle({ transition: 'mask', transition_mask: 'rb.png', transition_mask_channel: 'red' }))
      .picture;
    expect([at(red, left), at(red, right)]).toEqual(['red', 'blue']);
    const blue = (await middle({ transition: 'mask', transition_mask: 'rb.png', transition_mask_channel: 'blue' }))
      .picture;
    expect([at(blue, left), at(blue, right)]).toEqual(['blue', 'red']);
    // Before and after the transition: the old scene, then all of the new one.
    const file = await media.render(
      story([clip('red.mp4', 20), clip('blue.mp4', 20, { tdur: 10, transition: 'mask', transition_mask: 'mask.png' })]),
    );
    expect((await probe(file)).video!.frames).toBe(30);
    expect(at(await frameOf(file, 9))).toBe('red');
    expect(at(await frameOf(file, 22))).toBe('blue');
  });

  it('a mask template names the mask picture by the values, else the mask is used', async () => {
    const masked = async (params: Record<string, string>) => {
      const transition = {
        tdur: 10,
        transition: 'mask',
        transition_mask: 'mask.png',
        transition_mask_template: '${shape}',
        transition_mask_channel: 'red',
      };
      const picture = await frameOf(
        await media.render(story([clip('red.mp4', 20), clip('blue.mp4', 20, transition)]), params),
        15,
      );
      return [at(picture, left), at(picture, right)];
    };
    // mask.png is black on its left half; rb.png is red on its left half.
    expect(await masked({ shape: 'rb.png' })).toEqual(['red', 'blue']);
    expect(await masked({ shape: ' mask.png ' })).toEqual(['blue', 'red']);
    // No value: the template gives no name, and transition_mask is used.
    expect(await masked({})).toEqual(['blue', 'red']);
  });

  it('a mask template naming no asset of the project is an input error naming the scene', async () => {
    const transition = { tdur: 10, transition: 'mask', transition_mask_template: '${shape}.png' };
    const render = media.render(story([clip('red.mp4', 20), clip('blue.mp4', 20, { name: 'Out', ...transition })]), {
      shape: 'star',
    });
    await expect(render).rejects.toMatchObject({
      kind: 'input',
      scene: 1,
      message: expect.stringMatching(/^Scene 2 "Out", transition mask uses the asset "star.png", which does not exist/),
    });
  });

  it('a transition lasts 12 frames by default and shortens the story by reduce-base %', async () => {
    const frames = async (extra: Partial<StoryScene>) =>
      (
        await probe(
          await media.render(story([clip('red.mp4', 20), clip('blue.mp4', 20, { transition: 'crossfade', ...extra })])),
        )
      ).video!.frames;
    expect(await frames({})).toBe(28);
    expect(await frames({ tdur: 10, reducebase: 0 })).toBe(40);
    expect(await frames({ tdur: 10, reducebase: 50 })).toBe(35);
  });

  it('the first scene that plays has no transition', async () => {
    const file = await media.render(
      story([
        clip('green.mp4', 10, { type: 'optional', varname: 'v' }),
        clip('blue.mp4', 20, { transition: 'crossfade' }),
      ]),
    );
    expect((await probe(file)).video!.frames).toBe(20);
    expect(at(await frameOf(file, 0))).toBe('blue');
  });
});
