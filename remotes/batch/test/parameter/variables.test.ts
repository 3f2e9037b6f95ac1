import { describe, expect, it } from 'vitest';
import { columnOf, filledVariables, toggleVariable, withColumn } from '../../src/parameter/variables.js';

const movie = ['title', 'city', 'logo'];

describe('the variables a job fills', () => {
  it('are all the movie’s when the job names none, in the movie’s order', () => {
    expect(filledVariables({ variables: [] }, movie)).toEqual(movie);
    expect(filledVariables({ variables: ['logo', 'title', 'gone'] }, movie)).toEqual(['title', 'logo']);
  });

  it('change one at a time', () => {
    expect(toggleVariable({ variables: [] }, movie, 'city', false)).toEqual(['title', 'logo']);
    expect(toggleVariable({ variables: ['logo'] }, movie, 'title', true)).toEqual(['title', 'logo']);
  });
});

describe('the column of a variable', () => {
  const columns = ['title', 'town'];
  it('is the column of its own name with auto mapping', () => {
    expect(columnOf({ mapping: 'auto', varmap: {} }, 'title', columns)).toBe('title');
    expect(columnOf({ mapping: 'auto', varmap: {} }, 'city', columns)).toBeUndefined();
  });

  it('is the chosen one with custom mapping', () => {
    expect(columnOf({ mapping: 'custom', varmap: { city: 'town' } }, 'city', columns)).toBe('town');
    expect(withColumn({ city: 'town' }, 'city', '')).toEqual({});
    expect(withColumn({}, 'city', 'town')).toEqual({ city: 'town' });
  });
});
