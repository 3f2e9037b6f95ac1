import { describe, expect, it } from 'vitest';
import {
  moveSceneTo,
  storyBlocks,
  storyLengthNames,
  storyRenderFrame,
  storySceneTypeWords,
  withSceneFrames,
  withTransitionFrames,
  type Story,
  type StoryKnownLengths,
  type StoryScene,
} from '../src/index.js';

const fixed = (name: string, frames: number, extra: Partial<StoryScene> = {}): StoryScene => ({
  type: 'static',
  name,
  src: 'videos',
  video: `${name}.mp4`,
  duration: 'fixed',
  default_duration: frames,
  default_unit: 'frames',
  ...extra,
});
const story = (scenes: StoryScene[], fps = '25/1'): Story => ({ name: 's', fps, scenes });
const lengths = (files: Record<string, number>, movies: Record<string, number> = {}): StoryKnownLengths => ({
  fileSeconds: (name) => files[name],
  movieFrames: (name) => movies[name],
});
const places = (s: Story, values = {}, known?: StoryKnownLengths) =>
  storyBlocks(s, values, known).blocks.map((b) => [b.start, b.length, b.overlap, b.maxOverlap]);

describe('the story timeline blocks', () => {
  it('places each scene after the one before, overlapped by its transition, as a render times them', () => {
    const trio = story([
      fixed('red', 25),
      fixed('green', 50, { transition: 'crossfade', tdur: 10 }),
      fixed('blue', 25, { transition: 'none' }),
    ]);
    const timeline = storyBlocks(trio);
    expect(places(trio)).toEqual([
      [0, 25, 0, 0],
      [15, 50, 10, 25],
      [65, 25, 0, 0],
    ]);
    expect([timeline.frames, timeline.renderFrames]).toEqual([90, 90]);
    expect(timeline.blocks.map((b) => [b.name, b.detail, b.fixed, b.renderStart])).toEqual([
      ['red', 'Always plays', true, 0],
      ['green', 'Always plays', true, 15],
      ['blue', 'Always plays', true, 65],
    ]);
  });

  it('holds the scene before for a transition below reduce-base 100, and a transition never outlasts its scene', () => {
    const held = story([fixed('a', 20), fixed('b', 30, { transition: 'fade', tdur: 10, reducebase: 0 })]);
    expect(places(held)).toEqual([
      [0, 30, 0, 0],
      [20, 30, 10, 30],
    ]);
    const short = story([fixed('a', 20), fixed('b', 4, { transition: 'wipe', tdur: 12 })]);
    expect(places(short)[1]).toEqual([16, 4, 4, 4]);
  });

  it('takes lengths of videos, pictures, movies and sounds from what is known, and estimates the rest', () => {
    const known = lengths({ 'clip.mp4': 2, 'still.png': 0, 'voice.wav': 1.2 }, { intro: 40 });
    const s = story([
      { type: 'static', name: 'clip', src: 'videos', video: 'clip.mp4', contentoffset: 10 },
      { type: 'static', name: 'still', src: 'videos', video: 'still.png' },
      { type: 'static', name: 'movie', src: 'movies', movie: 'intro' },
      {
        type: 'static',
        name: 'voice',
        video: 'still.png',
        duration: 'audio',
        sounds: [{ type: 'asset', asset: 'voice.wav' }],
      },
      { type: 'static', name: 'recorded', video: 'still.png', duration: 'audio', audiolen: 33 },
      { type: 'static', name: 'unknown', src: 'videos', video: 'new.mp4' },
      { type: 'static', name: 'no length', src: 'videos', video: 'new.mp4', duration: 'fixed' },
    ]);
    const blocks = storyBlocks(s, {}, known).blocks;
    expect(blocks.map((b) => [b.frames, b.estimated])).toEqual([
      [40, false],
      [1, false],
      [40, false],
      [30, false],
      [33, false],
      [125, true],
      [125, true],
    ]);
    expect(blocks[5]?.detail).toBe('Always plays · length estimated');
    // A fixed scene without its duration yet can be given one on the timeline.
    expect(blocks.map((b) => b.fixed)).toEqual([false, false, false, false, false, false, true]);
    const voiced = {
      ...s,
      sounds: [
        { type: 'asset', asset: 'music.mp3' },
        { type: 'asset', asset: 'x.mp3', duration: 2 },
      ],
    };
    expect(storyLengthNames(voiced).files).toEqual(['clip.mp4', 'still.png', 'voice.wav', 'new.mp4', 'music.mp3']);
    expect(storyLengthNames(s)).toEqual({
      files: ['clip.mp4', 'still.png', 'voice.wav', 'new.mp4'],
      movies: ['intro'],
    });
  });

  it('keeps the scenes that do not play for the values, and says where the others are in the render', () => {
    const s = story([
      fixed('red', 25),
      fixed('paris', 50, { type: 'match', varname: 'city', matchvalues: [{ value: 'Paris' }] }),
      fixed('blue', 25),
    ]);
    const timeline = storyBlocks(s);
    expect(timeline.blocks.map((b) => [b.plays, b.renderStart])).toEqual([
      [true, 0],
      [false, undefined],
      [true, 25],
    ]);
    expect(timeline.blocks[1]?.detail).toBe('Plays when city is Paris · not playing');
    expect([timeline.frames, timeline.renderFrames]).toEqual([100, 50]);
    expect(storyRenderFrame(timeline, 10)).toEqual({ scene: 0, frame: 10 });
    expect(storyRenderFrame(timeline, 30)).toEqual({ scene: 1 });
    expect(storyRenderFrame(timeline, 80)).toEqual({ scene: 2, frame: 30 });
    expect(storyRenderFrame(timeline, 500)).toEqual({ scene: 2, frame: 49 });
    const paris = storyBlocks(s, { city: 'Paris' });
    expect(paris.renderFrames).toBe(100);
    expect(storyRenderFrame(paris, 30)).toEqual({ scene: 1, frame: 30 });
    expect(storyRenderFrame(storyBlocks(story([])), 0)).toBeUndefined();
  });

  it('times a choice scene by its variant for the values, else its default variant', () => {
    const choice: StoryScene = {
      type: 'choice',
      name: 'lang',
      varname: 'lang',
      default: 'en',
      variants: [
        { key: 'fr', scene: { video: 'fr.mp4', duration: 'fixed', default_duration: 2, default_unit: 'seconds' } },
        { key: 'en', scene: { video: 'en.mp4', duration: 'fixed', default_duration: 20 } },
      ],
    };
    expect(storyBlocks(story([choice]), { lang: 'fr' }).blocks[0]).toMatchObject({ frames: 50, fixed: false });
    expect(storyBlocks(story([choice])).blocks[0]).toMatchObject({ frames: 20, detail: 'A variant chosen by lang' });
    const none = storyBlocks(story([{ ...choice, default: 'de', variants: [] }]), { lang: 'de' }).blocks[0];
    expect(none).toMatchObject({ plays: false, estimated: true });
  });

  it('leaves out a transition the render would refuse instead of failing', () => {
    const s = story([fixed('a', 25), fixed('b', 25, { transition: 'mask', tdur: 10 })]);
    expect(places(s)).toEqual([
      [0, 25, 0, 0],
      [25, 25, 0, 0],
    ]);
  });

  it('words every scene type with its variable', () => {
    const words = (type: string, matchvalues = [{ value: 'a' }, { value: 'b' }]) =>
      storySceneTypeWords({ type, varname: 'v', matchvalues });
    expect(
      ['static', 'optional', 'optionalnot', 'true', 'false', 'match', 'matchnot', 'choice', 'odd'].map((t) => words(t)),
    ).toEqual([
      'Always plays',
      'Plays when v has a value',
      'Plays when v is empty',
      'Plays when v is true',
      'Plays unless v is true',
      'Plays when v is a or b',
      'Plays unless v is a or b',
      'A variant chosen by v',
      '"odd" is not a scene type',
    ]);
    expect(
      words(
        'match',
        ['1', '2', '3', '4'].map((value) => ({ value })),
      ),
    ).toBe('Plays when v is 1 or 2 or 3 or …');
    expect(storySceneTypeWords({ type: 'optional' })).toBe('Plays when (no variable) has a value');
  });
});

describe('what the timeline changes', () => {
  it('moves a scene to any place; a place outside the list changes nothing', () => {
    const s = story([fixed('a', 1), fixed('b', 1), fixed('c', 1), fixed('d', 1)]);
    const names = (x: Story) => x.scenes.map((scene) => scene.name).join('');
    expect(names(moveSceneTo(s, 0, 2))).toBe('bcad');
    expect(names(moveSceneTo(s, 3, 0))).toBe('dabc');
    expect(moveSceneTo(s, 1, 4)).toBe(s);
    expect(moveSceneTo(s, -1, 0)).toBe(s);
  });

  it("sets a fixed scene's length in its unit when the frames allow, else in frames; other scenes stay", () => {
    const s = story([fixed('a', 25), fixed('b', 2, { default_unit: 'seconds' }), { type: 'static', video: 'c.mp4' }]);
    expect(withSceneFrames(s, 0, 40).scenes[0]).toMatchObject({ default_duration: 40, default_unit: 'frames' });
    expect(withSceneFrames(s, 1, 60).scenes[1]).toMatchObject({ default_duration: 2.4, default_unit: 'seconds' });
    expect(withSceneFrames(s, 0, 0).scenes[0]?.default_duration).toBe(1);
    expect(withSceneFrames(s, 2, 60)).toBe(s);
    const ntsc = story([fixed('a', 1, { default_unit: 'seconds' })], '30000/1001');
    expect(withSceneFrames(ntsc, 0, 31).scenes[0]).toMatchObject({ default_duration: 1.034, default_unit: 'seconds' });
  });

  it("sets a transition's length in its unit; a scene without a transition, or the first, stays", () => {
    const s = story([fixed('a', 25, { transition: 'fade' }), fixed('b', 25, { transition: 'fade', tunit: 'seconds' })]);
    expect(withTransitionFrames(s, 1, 5).scenes[1]).toMatchObject({ tdur: 0.2, tunit: 'seconds' });
    expect(withTransitionFrames(s, 0, 5)).toBe(s);
    expect(withTransitionFrames(story([fixed('a', 5), fixed('b', 5)]), 1, 5).scenes[1]?.tdur).toBeUndefined();
  });
});
