import type { StoryScene } from '@reelforge/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameOf, meanColour, probe } from './helpers/media.js';
import { clip, colourName, makeStoryMedia, story, type StoryMedia } from './helpers/story-media.js';
import { inputRefusal } from './helpers/input-refusal.js';
import { renderStory } from '../src/index.js';

let media: StoryMedia;
beforeAll(async () => {
  media = await makeStoryMedia();
});
afterAll(() => media.remove());

/** The colours of a render's frames at these indexes, and its frame count. */
async function shown(
  scenes: StoryScene[],
  params: Record<string, string> = {},
  frames = [5, 15, 25],
): Promise<{ frames: number; colours: string[] }> {
  const file = await media.render(story(scenes), params);
  const info = await probe(file);
  const count = info.video!.frames;
  const colours = await Promise.all(
    frames.filter((f) => f < count).map(async (f) => colourName(meanColour(await frameOf(file, f)))),
  );
  return { frames: count, colours };
}

describe('story scenes chosen by variables', () => {
  const red = clip('red.mp4', 10);
  const blue = (extra: Partial<StoryScene>) => clip('blue.mp4', 10, { varname: 'v', ...extra });
  const green = clip('green.mp4', 10);

  it('plays static scenes, optional ones with a value and optionalnot ones without', async () => {
    expect(await shown([red, blue({ type: 'optional' }), green])).toEqual({ frames: 20, colours: ['red', 'green'] });
    expect(await shown([red, blue({ type: 'optional' }), green], { v: 'yes' })).toEqual({
      frames: 30,
      colours: ['red', 'blue', 'green'],
    });
    expect((await shown([red, blue({ type: 'optionalnot' }), green])).colours).toEqual(['red', 'blue', 'green']);
    expect((await shown([red, blue({ type: 'optionalnot' }), green], { v: 'x' })).colours).toEqual(['red', 'green']);
  });

  it('plays true scenes for a true value and false scenes for any other', async () => {
    expect((await shown([red, blue({ type: 'true' })], { v: 'true' })).colours).toEqual(['red', 'blue']);
    expect((await shown([red, blue({ type: 'true' })], { v: 'false' })).colours).toEqual(['red']);
    expect((await shown([red, blue({ type: 'false' })], { v: 'no' })).colours).toEqual(['red', 'blue']);
    expect((await shown([red, blue({ type: 'false' })], { v: '1' })).colours).toEqual(['red']);
  });

  it('plays match scenes for a listed value and matchnot scenes otherwise', async () => {
    const values = { matchvalues: [{ value: 'gold' }, { value: 'silver' }] };
    expect((await shown([red, blue({ type: 'match', ...values })], { v: 'silver' })).colours).toEqual(['red', 'blue']);
    expect((await shown([red, blue({ type: 'match', ...values })], { v: 'bronze' })).colours).toEqual(['red']);
    expect((await shown([red, blue({ type: 'matchnot', ...values })], { v: 'bronze' })).colours).toEqual([
      'red',
      'blue',
    ]);
    expect((await shown([red, blue({ type: 'matchnot', ...values })], { v: 'gold' })).colours).toEqual(['red']);
  });

  it('plays the variant of a choice scene that the value names, else the default one', async () => {
    const choice: StoryScene = {
      type: 'choice',
      varname: 'team',
      default: 'b',
      variants: [
        { key: 'g', scene: { src: 'videos', video: 'green.mp4', duration: 'fixed', default_duration: 10 } },
        { key: 'b', scene: { src: 'videos', video: 'blue.mp4', duration: 'fixed', default_duration: 20 } },
      ],
    };
    expect(await shown([red, choice], { team: 'g' })).toEqual({ frames: 20, colours: ['red', 'green'] });
    expect(await shown([red, choice], { team: 'nobody' })).toEqual({ frames: 30, colours: ['red', 'blue', 'blue'] });
  });

  it('refuses a story whose scene source or sound type is unknown, or whose scenes are all left out, naming the scene', async () => {
    const render = (s: ReturnType<typeof story>, params = {}) =>
      renderStory({ story: s, params, format: 'mp4', output: `${media.dir}/refused.mp4`, assets: media.resolver });
    expect(
      (await inputRefusal(render(story([red, clip('blue.mp4', 10, { src: 'images', name: 'Logo' })])))).message,
    ).toMatch(/Scene 2 "Logo": "images" is not a scene source/);
    expect((await inputRefusal(render(story([red], { sounds: [{ type: 'radio' }] })))).message).toMatch(
      /The story, sound 1: "radio" is not a sound type/,
    );
    expect((await inputRefusal(render(story([blue({ type: 'optional' })])))).message).toBe(
      'No scene of the story plays for these values.',
    );
    expect((await inputRefusal(render(story([red, clip('missing.mp4', 10)])))).message).toMatch(
      /Scene 2 uses the asset "missing.mp4", which does not exist/,
    );
    expect((await inputRefusal(render(story([red, clip('tone.wav', 10)])))).message).toMatch(/^Scene 2: /);
    const movieScene = await inputRefusal(render(story([red, { type: 'static', src: 'movies', movie: 'Intro' }])));
    expect(movieScene.message).toBe('Scene 2 shows the movie "Intro", which does not exist in the project.');
    expect(movieScene.scene).toBe(1);
    expect(
      (await inputRefusal(render(story([red], { sounds: [{ type: 'url', url: 'http://127.0.0.1/x.wav' }] })))).message,
    ).toMatch(/not fetched by the renderer/);
    expect(
      (
        await inputRefusal(
          renderStory({ story: story([red]), format: 'gif', output: `${media.dir}/x.gif`, assets: media.resolver }),
        )
      ).message,
    ).toMatch(/A story renders to mp4/);
  });
});

describe('story duration modes', () => {
  const frames = async (scene: StoryScene, params: Record<string, string> = {}) =>
    (await probe(await media.render(story([scene]), params))).video!.frames;

  it('video: the source from its content offset', async () => {
    expect(await frames({ type: 'static', video: 'blue.mp4', duration: 'video' })).toBe(50);
    expect(
      await frames({ type: 'static', video: 'blue.mp4', duration: 'video', contentoffset: 1.2, unit: 'seconds' }),
    ).toBe(20);
  });

  it('video: the length the project recorded at upload, when it knows the streams too', async () => {
    const recorded = {
      ...media.resolver,
      asset: async (name: string) => ({
        ...(await media.resolver.asset(name))!,
        streams: { video: true, audio: false },
        duration: 0.4,
      }),
    };
    const output = `${media.dir}/recorded.mp4`;
    await renderStory({
      story: story([{ type: 'static', video: 'blue.mp4', duration: 'video' }]),
      format: 'mp4',
      output,
      assets: recorded,
    });
    expect((await probe(output)).video!.frames).toBe(10);
  });

  it('audio: as long as the scene sound', async () => {
    const file = await media.render(
      story([{ type: 'static', video: 'blue.mp4', duration: 'audio', sounds: [{ type: 'asset', asset: 'tone.wav' }] }]),
    );
    const info = await probe(file);
    expect(info.video!.frames).toBe(25);
    expect(info.duration).toBeCloseTo(1, 1);
  });

  it('fixed: its duration in frames or seconds', async () => {
    expect(await frames(clip('blue.mp4', 7))).toBe(7);
    expect(await frames(clip('blue.mp4', 0.6, { default_unit: 'seconds' }))).toBe(15);
  });

  it('variable: the value of its variable, else its default', async () => {
    const scene = clip('blue.mp4', 9, { duration: 'variable', numframesvar: 'len' });
    expect(await frames(scene, { len: '13' })).toBe(13);
    expect(await frames({ ...scene, unit: 'seconds' }, { len: '0.4' })).toBe(10);
    expect(await frames(scene)).toBe(9);
    // Longer than the video: its last frame is held.
    expect(await frames(scene, { len: '60' })).toBe(60);
  });
});
