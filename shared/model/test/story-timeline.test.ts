import { describe, expect, it } from 'vitest';
import {
  chooseScenes,
  StoryError,
  storyMaskAsset,
  storyTimeline,
  type ChosenScene,
  type StoryFacts,
  type StoryScene,
  type StoryValues,
} from '../src/index.js';

const rate = { num: 25, den: 1 };
const fixed = (frames: number, extra: Partial<StoryScene> = {}): StoryScene => ({
  type: 'static',
  duration: 'fixed',
  default_duration: frames,
  ...extra,
});
const facts = { sourceFrames: () => 50, soundFrames: () => 30 };
const chosen = (scenes: StoryScene[], values: StoryValues = {}) =>
  chooseScenes(scenes, values).map((c) => c.variant ?? c.index);

describe('scene selection', () => {
  const by = (type: string, extra: Partial<StoryScene> = {}): StoryScene => ({ type, varname: 'v', ...extra });

  it('plays static scenes always, optional ones when the value is set, optionalnot when it is not', () => {
    expect(chosen([by('static'), by('optional'), by('optionalnot')], {})).toEqual([0, 2]);
    expect(chosen([by('static'), by('optional'), by('optionalnot')], { v: 'x' })).toEqual([0, 1]);
    expect(chosen([by('optional', { default: 'd' })], {})).toEqual([0]);
  });

  it('plays true scenes for true values and false scenes otherwise', () => {
    for (const value of ['true', 'TRUE', '1', 'yes', 'on'])
      expect(chosen([by('true'), by('false')], { v: value })).toEqual([0]);
    for (const value of ['false', '0', '', 'no']) expect(chosen([by('true'), by('false')], { v: value })).toEqual([1]);
  });

  it('plays match scenes for a listed value and matchnot scenes for any other', () => {
    const scenes = [
      by('match', { matchvalues: [{ value: 'a' }, { value: 'b' }] }),
      by('matchnot', { matchvalues: [{ value: 'a' }] }),
    ];
    expect(chosen(scenes, { v: 'b' })).toEqual([0, 1]);
    expect(chosen(scenes, { v: 'a' })).toEqual([0]);
    expect(chosen(scenes, { v: 'c' })).toEqual([1]);
    expect(chosen(scenes, { v: ' a ' })).toEqual([0]);
  });

  it('plays the variant of a choice scene the value names, else the default one, else nothing', () => {
    const scene = by('choice', {
      default: 'y',
      variants: [
        { key: 'x', scene: { video: 'x.mp4' } },
        { key: 'y', scene: { video: 'y.mp4' } },
      ],
    });
    expect(chosen([scene], { v: 'x' })).toEqual(['x']);
    expect(chooseScenes([scene], { v: 'x' })[0]!.content.video).toBe('x.mp4');
    expect(chosen([scene], { v: 'zzz' })).toEqual(['y']);
    expect(chosen([{ ...scene, default: '' }], { v: 'zzz' })).toEqual([]);
  });

  it('refuses an unknown scene type, naming the scene', () => {
    expect(() => chooseScenes([by('static'), by('odd', { name: 'Outro' })], {})).toThrow(
      'Scene 2 "Outro": "odd" is not a scene type.',
    );
  });
});

describe('story timeline', () => {
  const time = (scenes: StoryScene[], values: StoryValues = {}, f: StoryFacts = facts) =>
    storyTimeline(chooseScenes(scenes, values), values, rate, f);

  it('times scenes by their duration mode', () => {
    const t = time(
      [
        { type: 'static', duration: 'video' },
        { type: 'static', duration: 'video', contentoffset: 1, unit: 'seconds' },
        { type: 'static', duration: 'audio' },
        { type: 'static', duration: 'audio', audiolen: 7 },
        fixed(2, { default_unit: 'seconds' }),
        { type: 'static', duration: 'variable', numframesvar: 'n', default_duration: 9 },
        { type: 'static', duration: 'variable', numframesvar: 'secs', unit: 'seconds' },
      ],
      { secs: '0.4' },
    );
    expect(t.scenes.map((s) => s.frames)).toEqual([50, 25, 30, 7, 50, 9, 10]);
    expect(t.scenes[1]!.offset).toBe(25);
    expect(t.scenes.map((s) => s.start)).toEqual([0, 50, 75, 105, 112, 162, 171]);
    expect(t.frames).toBe(181);
  });

  it('overlaps transitions with the scene before, 12 frames by default, never on the first scene', () => {
    const t = time([
      fixed(30, { transition: 'crossfade' }),
      fixed(30, { transition: 'push', tdir: 4 }),
      fixed(30, { transition: 'fade', tdur: 1, tunit: 'seconds' }),
    ]);
    expect(t.scenes[0]!.transition).toBeUndefined();
    expect(t.scenes[1]!.transition).toMatchObject({ type: 'push', frames: 12, direction: 4 });
    // 25 frames asked for, but the scene before has only 18 left after its own entrance.
    expect(t.scenes[2]!.transition).toMatchObject({ type: 'fade', frames: 18, color: '#000000' });
    expect(t.scenes.map((s) => s.start)).toEqual([0, 18, 30]);
    expect(t.frames).toBe(60);
  });

  it('gives the first scene that plays no transition', () => {
    const t = time([{ ...fixed(10), type: 'optional', varname: 'v' }, fixed(10, { transition: 'wipe' })]);
    expect(t.scenes).toHaveLength(1);
    expect(t.scenes[0]!.transition).toBeUndefined();
  });

  it('shortens the story by only reduce-base % of a transition, holding the scene before', () => {
    expect(time([fixed(30), fixed(30, { transition: 'crossfade', tdur: 10, reducebase: 0 })]).frames).toBe(60);
    const half = time([fixed(30), fixed(30, { transition: 'crossfade', tdur: 10, reducebase: 50 })]);
    expect(half.scenes[0]!.hold).toBe(5);
    expect(half.frames).toBe(55);
    expect(time([fixed(30), fixed(30, { transition: 'crossfade', tdur: 10, reducebase: 400 })]).frames).toBe(50);
  });

  it('keeps a transition within both scenes', () => {
    const t = time([fixed(5), fixed(8, { transition: 'wipe', tdur: 20 })]);
    expect(t.scenes[1]!.transition!.frames).toBe(5);
    expect(t.frames).toBe(8);
  });

  it('refuses what cannot be timed, naming the scene', () => {
    const err = (scenes: StoryScene[], f: StoryFacts = facts): StoryError => {
      try {
        time(scenes, {}, f);
      } catch (e) {
        return e as StoryError;
      }
      throw new Error('not refused');
    };
    expect(err([fixed(0)]).message).toBe('Scene 1: a fixed length needs a duration.');
    expect(err([fixed(5), { type: 'static', duration: 'variable', numframesvar: 'n', name: 'X' }]).message).toMatch(
      /^Scene 2 "X": the variable "n" gives no length/,
    );
    expect(err([{ type: 'static', duration: 'audio' }], { ...facts, soundFrames: () => undefined }).message).toMatch(
      /as long as its sound/,
    );
    expect(err([{ type: 'static', contentoffset: 60 }]).message).toMatch(/past the end of its source/);
    expect(err([{ type: 'static', duration: 'forever' }]).scene).toBe(0);
    expect(err([fixed(5), fixed(5, { transition: 'push', tdir: 7 })]).message).toMatch(/direction 7/);
    expect(err([fixed(5), fixed(5, { transition: 'mask' })]).message).toMatch(/needs a mask picture/);
  });

  it('carries a mask transition with its channel and invert', () => {
    const t = time([
      fixed(20),
      fixed(20, {
        transition: 'mask',
        transition_mask: 'm.png',
        transition_mask_channel: 'red',
        transition_mask_invert: true,
      }),
    ]);
    expect(t.scenes[1]!.transition!.mask).toEqual({ asset: 'm.png', channel: 'red', invert: true });
  });

  it('names the mask by its template and the values, else by transition_mask (storyMaskAsset)', () => {
    const masked = fixed(20, {
      transition: 'mask',
      transition_mask: 'm.png',
      transition_mask_template: 'wipe-${ shape }.png',
    });
    expect(time([fixed(20), masked], { shape: 'star' }).scenes[1]!.transition!.mask!.asset).toBe('wipe-star.png');
    const bare = { ...masked, transition_mask_template: '${shape}' };
    expect(time([fixed(20), bare], {}).scenes[1]!.transition!.mask!.asset).toBe('m.png');
    expect(storyMaskAsset({ transition_mask_template: '${a}' }, { a: '  ' })).toBeUndefined();
    expect(storyMaskAsset({ transition_mask: 'm.png' }, {})).toBe('m.png');
  });

  it('asks the facts for each chosen scene', () => {
    const seen: ChosenScene[] = [];
    storyTimeline(chooseScenes([{ type: 'static', video: 'a.mp4' }], {}), {}, rate, {
      sourceFrames: (c) => (seen.push(c), 10),
      soundFrames: () => undefined,
    });
    expect(seen[0]!.content.video).toBe('a.mp4');
  });
});
