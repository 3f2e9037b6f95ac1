import { describe, expect, it } from 'vitest';
import { fillStoryTemplate, storyProblems, storyVariables, type Story } from '../src/index.js';

const story = (partial: Partial<Story>): Story => ({ name: 's', scenes: [], ...partial });

describe('storyVariables', () => {
  it('lists each variable a story reads once, in the order they appear', () => {
    const names = storyVariables(
      story({
        bgsound: { type: 'variable', variable: 'music' },
        sounds: [
          { type: 'template', template: 'voice-${ lang }-${name}.mp3' },
          { type: 'asset', asset: 'x.mp3' },
        ],
        scenes: [
          { type: 'static', varname: 'ignored', video: 'a.mp4' },
          {
            type: 'match',
            varname: 'city',
            matchvalues: [{ value: 'Paris' }],
            duration: 'variable',
            numframesvar: 'len',
          },
          {
            type: 'choice',
            varname: 'plan',
            variants: [{ key: 'gold', scene: { video: 'g.mp4', sounds: [{ type: 'variable', variable: 'name' }] } }],
            transition: 'mask',
            transition_mask_template: 'mask-${shape}.png',
          },
          { type: 'optional', varname: 'city', duration: 'fixed', numframesvar: 'unused' },
        ],
      }),
    );
    expect(names).toEqual(['music', 'lang', 'name', 'city', 'len', 'plan', 'shape']);
  });

  it('has none for a story of static scenes and asset sounds', () => {
    expect(
      storyVariables(
        story({ scenes: [{ type: 'static', video: 'a.mp4', sounds: [{ type: 'asset', asset: 'a.mp3' }] }] }),
      ),
    ).toEqual([]);
  });

  it('leaves out blank names', () => {
    expect(
      storyVariables(
        story({ scenes: [{ type: 'optional', varname: '  ' }], sounds: [{ type: 'variable', variable: '' }] }),
      ),
    ).toEqual([]);
  });
});

describe('fillStoryTemplate', () => {
  it('fills each ${variable} part with its value, missing ones empty, the whole trimmed', () => {
    expect(fillStoryTemplate('voice-${ lang }-${name}.mp3', { lang: 'de', name: 'Ann' })).toBe('voice-de-Ann.mp3');
    expect(fillStoryTemplate('${a}${b}', { a: ' x ' })).toBe('x');
    expect(fillStoryTemplate(undefined, {})).toBe('');
  });

  it('lets a mask transition name its picture by a template alone', () => {
    const scenes = [
      { type: 'static' },
      { type: 'static', transition: 'mask', transition_mask_template: '${shape}.png' },
    ];
    expect(storyProblems(story({ scenes }))).toEqual([]);
    expect(storyProblems(story({ scenes: [scenes[0]!, { type: 'static', transition: 'mask' }] }))).toEqual([
      'Scene 2: a mask transition needs a mask picture.',
    ]);
  });
});
