import { describe, expect, it } from 'vitest';
import { blankMovie, type Movie } from '@reelforge/sdl';
import { localStructure } from '../../src/overview/local-structure.js';

describe('the console’s own reading of a movie', () => {
  it('gives size, rate, frames and duration of the blank movie', () => {
    expect(localStructure(blankMovie())).toMatchObject({
      width: 640,
      height: 360,
      framerate: { num: 25, den: 1 },
      frames: 100,
      duration: 4,
    });
  });

  it('places scenes, transitions, layers and bound fields', () => {
    const movie: Movie = {
      params: { vparams: { width: 640, height: 360, videoframerate: { num: 25, den: 1 } } },
      scenes: [
        {
          name: 'One',
          length: 50,
          layers: [{ name: 'Title', text: { text: 'x', bindings: { text: 'title' } }, start: 10, duration: 20 }],
        },
        {
          name: 'Two',
          length: 50,
          transition: { type: 'CROSSFADE', duration: 10 },
          layers: [{ color: { color: '#ff0000' } }],
        },
      ],
      variables: [{ key: 'title' }],
    };
    const structure = localStructure(movie);
    expect(structure.frames).toBe(90);
    expect(structure.scenes.map((s) => [s.name, s.start, s.length])).toEqual([
      ['One', 0, 50],
      ['Two', 40, 50],
    ]);
    expect(structure.scenes[0]?.layers[0]).toEqual({
      name: 'Title',
      kind: 'text',
      start: 10,
      end: 30,
      bound: ['text=title'],
    });
    expect(structure.scenes[1]?.layers[0]).toMatchObject({ name: 'Layer 1', kind: 'color', end: 50 });
    expect(structure.scenes[1]?.transition).toEqual({ type: 'CROSSFADE', frames: 10 });
    expect(structure.variables).toEqual([{ key: 'title', type: 'MAP', valuetype: 'string' }]);
  });
});
