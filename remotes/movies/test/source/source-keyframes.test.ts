import { describe, expect, it } from 'vitest';
import type { Movie } from '@reelforge/sdl';
import { movieSourceText, parseMovieSource } from '../../src/source/source-text.js';

const sliding: Movie = {
  scenes: [
    {
      length: 50,
      layers: [
        {
          text: { text: 'Hello there', revealunit: 'WORD' },
          position: { x: 40, y: 280, w: 300, h: 50 },
          bindings: { 'keyframes.1.x': 'left' },
          keyframes: [
            { x: -300, opacity: 0, reveal: 0, crop: { h: 50 } },
            { frame: 12, x: 40, y: 0, opacity: 1, reveal: 2, crop: { w: 300, h: 50 }, easing: 'EASE_OUT' },
            { frame: 30, rotation: 15, scale: 1.5, easing: 'HOLD' },
          ],
        },
      ],
    },
  ],
  variables: [{ key: 'left', value: '40' }],
};

describe('the movie source with keyframes', () => {
  it('shows them as JSON and reads them back unchanged, a value of 0 kept', () => {
    const text = movieSourceText(sliding);
    expect(text).toContain('"keyframes": [');
    expect(text).toContain('"easing": "EASE_OUT"');
    expect(parseMovieSource(text)).toEqual({ movie: sliding });
  });

  it('an easing that does not exist is refused, naming the choices', () => {
    const text = movieSourceText(sliding).replace('"EASE_OUT"', '"BOUNCE"');
    expect(parseMovieSource(text).error).toContain('LINEAR, EASE_IN, EASE_OUT, EASE_IN_OUT, HOLD');
  });
});
