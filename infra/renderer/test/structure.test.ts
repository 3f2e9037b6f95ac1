import { describe, expect, it } from 'vitest';
import { movieStructure, RenderError } from '../src/index.js';
import { referenceMovie } from '../bench/reference-movie.js';

describe('movie structure', () => {
  it('describes the timeline, layers with their bound fields, sound and variables', () => {
    const structure = movieStructure(referenceMovie());
    expect(structure).toMatchObject({
      width: 1280,
      height: 720,
      framerate: { num: 25, den: 1 },
      frames: 250,
      duration: 10,
    });
    expect(structure.scenes.map((s) => [s.name, s.start, s.length, s.transition])).toEqual([
      ['Hello', 0, 106, undefined],
      ['Still', 94, 87, { type: 'CROSSFADE', frames: 12 }],
      ['Thanks', 169, 81, { type: 'WIPE', frames: 12 }],
    ]);
    expect(structure.scenes[0]!.layers).toEqual([
      { name: 'background', kind: 'video', start: 0, end: 106, bound: [] },
      { name: 'title', kind: 'text', start: 0, end: 106, bound: ['text'] },
    ]);
    expect(structure.audio).toEqual([{ asset: 'music.wav', start: 0, end: 250 }]);
    expect(structure.variables).toEqual([
      { key: 'name', type: 'MAP', valuetype: 'string' },
      { key: 'title', type: 'FORMAT', valuetype: 'string' },
    ]);
  });

  it('follows variables that set lengths', () => {
    const movie = { scenes: [{ length: 10, bindings: { length: 'n' } }], variables: [{ key: 'n', value: '30' }] };
    expect(movieStructure(movie).frames).toBe(30);
    expect(movieStructure(movie, { n: '50' }).frames).toBe(50);
  });

  it('throws an input error for a movie that cannot be rendered', () => {
    expect(() => movieStructure({ scenes: [] })).toThrow(RenderError);
    expect(() => movieStructure({ scenes: [{ length: 5, bindings: { length: 'x' } }] })).toThrow(/not a variable/);
  });
});
