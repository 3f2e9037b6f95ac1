import { describe, expect, it } from 'vitest';
import {
  clampPercent,
  normaliseStory,
  STORY_DEFAULTS,
  STORY_DIRECTIONS,
  STORY_FRAME_RATES,
  STORY_TRANSITION_DEFAULTS,
  storyAudioCodec,
  storyCopyName,
  storyProblems,
  storyRate,
  storySize,
  type Story,
} from '../src/index.js';

const story = (extra: Partial<Story> = {}): Story => ({
  name: 's',
  scenes: [{ type: 'static', src: 'videos', video: 'a.mp4' }],
  ...extra,
});

describe('story rules', () => {
  it('names copies " Copy", then " Copy 1", " Copy 2"…', () => {
    expect(storyCopyName('Intro', [{ name: 'Intro' }])).toBe('Intro Copy');
    expect(storyCopyName('Intro', [{ name: 'Intro' }, { name: 'Intro Copy' }])).toBe('Intro Copy 1');
    expect(storyCopyName('Intro', [{ name: 'Intro Copy' }, { name: 'Intro Copy 1' }])).toBe('Intro Copy 2');
  });

  it('keeps reduce-base and sound volumes within 0–100', () => {
    expect(clampPercent(150, 100)).toBe(100);
    expect(clampPercent(-5, 100)).toBe(0);
    expect(clampPercent('40', 100)).toBe(40);
    expect(clampPercent('x', 7)).toBe(7);
    const saved = normaliseStory(
      story({
        volume: 300,
        sounds: [{ type: 'asset', asset: 'a.wav', volume: -1 }],
        bgsound: { type: 'asset', asset: 'b.wav', volume: 101 },
        scenes: [{ type: 'static', reducebase: 250, sounds: [{ type: 'asset', volume: 1000 }] }],
      }),
    );
    expect(saved.volume).toBe(100);
    expect(saved.sounds![0]!.volume).toBe(0);
    expect(saved.bgsound!.volume).toBe(100);
    expect(saved.scenes[0]!.reducebase).toBe(100);
    expect(saved.scenes[0]!.sounds![0]!.volume).toBe(100);
  });

  it('fills in the default story and a black fade', () => {
    const saved = normaliseStory(story({ scenes: [{ type: 'static' }, { type: 'static', transition: 'fade' }] }));
    expect(saved).toMatchObject({
      width: 640,
      height: 360,
      size: '640x360',
      fps: '25/1',
      samplerate: 44100,
      volume: 100,
      maxcombinations: 10,
      alevelmode: 'softclip',
    });
    expect(saved.scenes[1]!.tcolor).toBe('#000000');
    expect(STORY_DEFAULTS).toMatchObject({ qp: 22, bitrate: 1000, cpueffort: 20, videocodec: 'x264' });
    expect(STORY_TRANSITION_DEFAULTS.frames).toBe(12);
    expect(STORY_DIRECTIONS.map((d) => `${d.label} ${d.value}`)).toEqual(['top 1', 'right 2', 'bottom 3', 'left 4']);
  });

  it('offers the movie frame rates without 24', () => {
    expect(STORY_FRAME_RATES.map((r) => `${r.num}/${r.den}`)).toEqual([
      '15/1',
      '24000/1001',
      '25/1',
      '30000/1001',
      '30/1',
    ]);
    expect(storyRate({})).toEqual({ num: 25, den: 1 });
    expect(storyRate({ fps: '30000/1001' })).toEqual({ num: 30000, den: 1001 });
  });

  it('reads the size from WxH or from custom width and height', () => {
    expect(storySize({ size: '320x180' })).toEqual({ width: 320, height: 180 });
    expect(storySize({ size: 'custom', width: 100, height: 50 })).toEqual({ width: 100, height: 50 });
    expect(storySize({})).toEqual({ width: 640, height: 360 });
  });

  it('gives the audio codec none to a story without sounds', () => {
    expect(storyAudioCodec(story())).toBe('none');
    expect(storyAudioCodec(story({ sounds: [{ type: 'asset', asset: 'a.wav' }] }))).toBe('aac');
    expect(storyAudioCodec(story({ bgsound: { type: 'asset', asset: 'a.wav' } }))).toBe('aac');
    expect(
      storyAudioCodec(
        story({
          scenes: [{ type: 'choice', varname: 'v', variants: [{ key: 'a', scene: { sounds: [{ type: 'asset' }] } }] }],
        }),
      ),
    ).toBe('aac');
  });

  it('names the scene or sound of an unknown source, sound type, scene type or transition', () => {
    expect(storyProblems(story())).toEqual([]);
    expect(storyProblems(story({ scenes: [{ type: 'static', src: 'pictures', name: 'Intro' }] }))).toEqual([
      'Scene 1 "Intro": "pictures" is not a scene source (videos or movies).',
    ]);
    expect(storyProblems(story({ sounds: [{ type: 'beep' }] }))[0]).toMatch(
      /^The story, sound 1: "beep" is not a sound type/,
    );
    expect(
      storyProblems(story({ scenes: [{ type: 'static', sounds: [{ type: 'asset' }, { type: 'x' }] }] }))[0],
    ).toMatch(/^Scene 1, sound 2: "x"/);
    expect(storyProblems(story({ scenes: [{ type: 'maybe' }] }))[0]).toMatch(/^Scene 1: "maybe" is not a scene type/);
    expect(storyProblems(story({ scenes: [{ type: 'static' }, { type: 'static', transition: 'spin' }] }))[0]).toMatch(
      /^Scene 2: "spin" is not a transition/,
    );
    expect(storyProblems(story({ scenes: [{ type: 'match' }] }))[0]).toBe('Scene 1: a match scene needs a variable.');
    expect(
      storyProblems(
        story({ scenes: [{ type: 'choice', varname: 'v', variants: [{ key: 'a', scene: { src: 'gifs' } }] }] }),
      )[0],
    ).toMatch(/variant "a": "gifs" is not a scene source/);
    expect(storyProblems(story({ size: '15x9' }))[0]).toMatch(/even sides/);
    expect(storyProblems(story({ fps: 'fast' }))[0]).toMatch(/frame rate "fast"/);
    expect(storyProblems(story({ scenes: [] }))).toEqual(['The story has no scenes.']);
  });
});
