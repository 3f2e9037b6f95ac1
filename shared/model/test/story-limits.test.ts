import { describe, expect, it } from 'vitest';
import { storyLimitProblem, type Story, type StoryScene } from '../src/index.js';

const scene = (extra: Partial<StoryScene> = {}): StoryScene => ({
  type: 'static',
  src: 'videos',
  video: 'a.mp4',
  ...extra,
});
const story = (extra: Partial<Story> = {}): Story => ({ name: 's', scenes: [scene()], ...extra });
const fixed = (seconds: number, extra: Partial<StoryScene> = {}) =>
  scene({ duration: 'fixed', default_duration: seconds, default_unit: 'seconds', ...extra });

describe('story render limits', () => {
  it('lets an ordinary story through', () => {
    expect(storyLimitProblem(story())).toBeUndefined();
    expect(
      storyLimitProblem(
        story({ size: '1920x1080', fps: '60/1', scenes: [fixed(10), fixed(20, { transition: 'crossfade' })] }),
      ),
    ).toBeUndefined();
  });

  it('holds size and frame rate to the movie limits, in their words', () => {
    expect(storyLimitProblem(story({ size: '100000x100000' }))).toBe(
      "The story's width must be an even number of pixels from 16 to 7680, got 100000.",
    );
    expect(storyLimitProblem(story({ size: 'custom', width: 640, height: 9 }))).toBe(
      "The story's height must be an even number of pixels from 16 to 7680, got 9.",
    );
    expect(storyLimitProblem(story({ fps: '0/0' }))).toBe("The story's fps must be between 1 and 120, got 0/0.");
    expect(storyLimitProblem(story({ fps: '1000/1' }))).toBe("The story's fps must be between 1 and 120, got 1000.");
    expect(storyLimitProblem(story({ fps: 'fast' }))).toMatch(/^The story's fps must be between 1 and 120/);
  });

  it('counts the scenes it has and the sounds it plays', () => {
    expect(storyLimitProblem(story({ scenes: Array.from({ length: 10_000 }, () => scene()) }))).toBe(
      'The story has 10000 scenes, more than the limit of 1000.',
    );
    const sounds = Array.from({ length: 60 }, () => ({ type: 'asset', asset: 'a.wav' }));
    expect(storyLimitProblem(story({ sounds, scenes: [scene({ sounds })] }))).toBe(
      'The story plays 120 sounds, more than the limit of 100.',
    );
    // Sounds of a scene that does not play for these values do not count.
    expect(
      storyLimitProblem(story({ sounds, scenes: [scene(), scene({ type: 'optional', varname: 'x', sounds })] })),
    ).toBeUndefined();
  });

  it('refuses what storyProblems refuses, naming the scene', () => {
    expect(storyLimitProblem(story({ scenes: [scene({ type: 'sometimes', name: 'Odd' })] }))).toMatch(
      /^Scene 1 "Odd": "sometimes" is not a scene type/,
    );
    expect(storyLimitProblem(story({ scenes: [] }))).toBe('The story has no scenes.');
  });

  it('refuses a story longer than 4 h as far as its scenes state their lengths, after their values', () => {
    expect(storyLimitProblem(story({ scenes: [fixed(3 * 3600), fixed(2 * 3600)] }))).toBe(
      'The story lasts at least 450000 frames, longer than the limit of 4 h.',
    );
    const variable = scene({
      duration: 'variable',
      numframesvar: 'length',
      unit: 'seconds',
      default_duration: 1,
      default_unit: 'seconds',
    });
    expect(storyLimitProblem(story({ scenes: [variable] }), { length: '20000' })).toBe(
      'The story lasts at least 500000 frames, longer than the limit of 4 h.',
    );
    expect(storyLimitProblem(story({ scenes: [variable] }), { length: '20' })).toBeUndefined();
    // Transitions are taken off: 4 h of scenes joined by crossfades is within the limit.
    const hour = 3600;
    expect(
      storyLimitProblem(
        story({ scenes: [fixed(2 * hour), fixed(2 * hour, { transition: 'crossfade', tdur: 2, tunit: 'seconds' })] }),
      ),
    ).toBeUndefined();
    // Scenes timed by their videos are not known here: the renderer's plan checks them.
    expect(storyLimitProblem(story({ scenes: Array.from({ length: 900 }, () => scene()) }))).toBeUndefined();
  });

  it('refuses more work than a movie may have', () => {
    expect(storyLimitProblem(story({ size: '7680x4320', scenes: [fixed(3 * 3600)] }))).toMatch(
      /^The story's work \(width × height × frames\) must be at most/,
    );
  });
});
