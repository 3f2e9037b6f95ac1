import { describe, expect, it } from 'vitest';
import { changedValues, EXAMPLE_TEXT, variableDefault, variableDefaults } from '../src/example-player.js';

describe('the example player', () => {
  it('says Play, Rendering...., Waiting... and Playing...', () => {
    expect(EXAMPLE_TEXT).toEqual({
      idle: 'Play',
      rendering: 'Rendering....',
      waiting: 'Waiting...',
      playing: 'Playing...',
    });
  });

  it("shows a variable's value, else its default, else its format", () => {
    expect(variableDefault({ value: 'Grace', defaultvalue: 'Ada' })).toBe('Grace');
    expect(variableDefault({ value: '', defaultvalue: '#34d399' })).toBe('#34d399');
    expect(variableDefault({ format: 'Hello, ${first}' })).toBe('Hello, ${first}');
    expect(variableDefault({})).toBe('');
    expect(
      variableDefaults([
        { key: 'a', value: '1' },
        { key: '', value: 'x' },
        { key: 'b', defaultvalue: '2' },
      ]),
    ).toEqual({ a: '1', b: '2' });
  });

  it('sends only the values changed from the defaults, and none the template lacks', () => {
    const defaults = { first: 'Grace', frames: '100' };
    expect(changedValues(defaults, { first: 'Grace', frames: '50' })).toEqual({ frames: '50' });
    expect(changedValues(defaults, { first: 'Grace', frames: '100', other: 'x' })).toEqual({});
    expect(changedValues(defaults, { first: '', frames: '100' })).toEqual({ first: '' });
  });
});
