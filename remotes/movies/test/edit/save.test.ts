import { describe, expect, it } from 'vitest';
import { blankMovie } from '@reelforge/sdl';
import { movieToSave, sameMovie } from '../../src/edit/save.js';

describe('what a save sends', () => {
  it('string values keep the newline escape; points lose their spaces', () => {
    const movie = {
      ...blankMovie(),
      variables: [
        { key: 'title', valuetype: 'string', value: 'Two\nlines', defaultvalue: 'x' },
        { key: 'path', valuetype: 'points', value: '0, 0; 10, 20', defaultvalue: '1 ,1' },
      ],
    };
    expect(movieToSave(movie).variables).toEqual([
      { key: 'title', valuetype: 'string', value: 'Two\\nlines', defaultvalue: 'x' },
      { key: 'path', valuetype: 'points', value: '0,0;10,20', defaultvalue: '1,1' },
    ]);
    expect(movie.variables[0]?.value).toBe('Two\nlines');
  });
});

describe('unsaved changes', () => {
  it('are none when only default values differ', () => {
    const edited = blankMovie();
    edited.scenes![0]!.layers![0]!.start = 0;
    expect(sameMovie(blankMovie(), edited)).toBe(true);
  });

  it('are there when a value differs', () => {
    const edited = blankMovie();
    edited.scenes![0]!.length = 50;
    expect(sameMovie(blankMovie(), edited)).toBe(false);
  });
});
