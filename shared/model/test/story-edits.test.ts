import { describe, expect, it } from 'vitest';
import {
  cloneScene,
  deleteScene,
  moveScene,
  newStory,
  newStoryNameError,
  readStories,
  sceneDurationSummary,
  sceneSourceSummary,
  withStory,
  type Story,
} from '../src/index.js';

const story = (names: string[]): Story => ({ name: 's', scenes: names.map((name) => ({ type: 'static', name })) });
const names = (s: Story) => s.scenes.map((scene) => scene.name);

describe('story names', () => {
  it('refuses an empty, taken or reserved name and accepts a free one (trimmed)', () => {
    const existing = [{ name: 'Promo' }];
    expect(newStoryNameError('   ', existing)).toBe('Enter a name for the story.');
    expect(newStoryNameError(' Promo ', existing)).toBe('There is already a story named Promo.');
    expect(newStoryNameError('..', existing)).toMatch(/not allowed/);
    expect(newStoryNameError('a\u0000b', existing)).toMatch(/control character/);
    expect(newStoryNameError('x'.repeat(201), existing)).toMatch(/at most 200/);
    expect(newStoryNameError('Promo 2', existing)).toBeNull();
  });

  it('makes a new story with the defaults and no scenes', () => {
    expect(newStory(' Promo ')).toMatchObject({
      name: 'Promo',
      size: '640x360',
      width: 640,
      height: 360,
      fps: '25/1',
      samplerate: 44100,
      alevelmode: 'softclip',
      volume: 100,
      maxcombinations: 10,
      scenes: [],
      movie: { params: { vparams: { videocodec: 'x264', ratefactor: true, qp: 22, bitrate: 1000, cpueffort: 20 } } },
    });
  });
});

describe('reading stories.json', () => {
  it('keeps the stories with a name, giving a story without scenes an empty list', () => {
    expect(readStories(null)).toEqual([]);
    expect(readStories({ name: 'x', scenes: [] })).toEqual([]);
    expect(
      readStories([
        { name: 'a', scenes: [{ type: 'static' }] },
        { name: 'b' },
        { name: 'c', scenes: 'no' },
        { scenes: [] },
        { name: 7 },
        { name: '' },
        null,
        'd',
      ]),
    ).toEqual([
      { name: 'a', scenes: [{ type: 'static' }] },
      { name: 'b', scenes: [] },
      { name: 'c', scenes: [] },
    ]);
  });
});

describe('scene edits', () => {
  it('moves a scene up or down, and not past either end', () => {
    const s = story(['a', 'b', 'c']);
    expect(names(moveScene(s, 1, -1))).toEqual(['b', 'a', 'c']);
    expect(names(moveScene(s, 1, 1))).toEqual(['a', 'c', 'b']);
    expect(moveScene(s, 0, -1)).toBe(s);
    expect(moveScene(s, 2, 1)).toBe(s);
    expect(moveScene(s, 7, -1)).toBe(s);
  });

  it('clones a scene right after it, as a separate copy', () => {
    const s: Story = {
      name: 's',
      scenes: [{ type: 'match', name: 'a', matchvalues: [{ value: 'Paris' }] }, { type: 'static' }],
    };
    const cloned = cloneScene(s, 0);
    expect(cloned.scenes.map((scene) => scene.name)).toEqual(['a', 'a copy', undefined]);
    cloned.scenes[1]?.matchvalues?.push({ value: 'Rome' });
    expect(s.scenes[0]?.matchvalues).toEqual([{ value: 'Paris' }]);
    expect(cloneScene(s, 1).scenes).toHaveLength(3);
  });

  it('deletes a scene; replaces a story in the list by name, refusing one gone', () => {
    expect(names(deleteScene(story(['a', 'b', 'c']), 1))).toEqual(['a', 'c']);
    const list = [story(['a']), { ...story([]), name: 't' }];
    expect(withStory(list, 't', { name: 't', scenes: [] })[1]).toEqual({ name: 't', scenes: [] });
    expect(() => withStory(list, 'gone', { name: 'gone', scenes: [] })).toThrow(
      'the story gone is no longer in stories.json',
    );
  });

  it('summarises a scene’s source and length', () => {
    expect(sceneSourceSummary({ type: 'static', src: 'videos', video: 'red.mp4' })).toBe('video red.mp4');
    expect(sceneSourceSummary({ type: 'static', src: 'movies', movie: 'intro' })).toBe('movie intro');
    expect(sceneSourceSummary({ type: 'static' })).toBe('no source');
    expect(
      sceneSourceSummary({
        type: 'choice',
        variants: [
          { key: 'a', scene: {} },
          { key: 'b', scene: {} },
        ],
      }),
    ).toBe('variants a, b');
    expect(sceneDurationSummary({})).toBe('as its video');
    expect(sceneDurationSummary({ duration: 'audio' })).toBe('as its sound');
    expect(sceneDurationSummary({ duration: 'fixed', default_duration: 2, default_unit: 'seconds' })).toBe('2 seconds');
    expect(sceneDurationSummary({ duration: 'variable', numframesvar: 'len', default_duration: 50 })).toBe(
      'from len, else 50 frames',
    );
  });
});
