import { describe, expect, it } from 'vitest';
import { blankMovie } from '@reelforge/sdl';
import { movieSourceText, parseMovieSource } from '../../src/source/source-text.js';

describe('the movie source', () => {
  it('is the movie as indented JSON, and reads back as the same movie', () => {
    const text = movieSourceText(blankMovie());
    expect(text).toContain('\n  "params": {');
    expect(parseMovieSource(text)).toEqual({ movie: blankMovie() });
  });

  it('that is not JSON is refused with the parser’s message', () => {
    const parsed = parseMovieSource('{ "scenes": [ }');
    expect(parsed.movie).toBeUndefined();
    expect(parsed.error).toMatch(/^The source is not valid JSON: /);
  });

  it('with a field the movie does not have is refused, naming it', () => {
    expect(parseMovieSource('{ "scenes": [{ "lenght": 10 }] }').error).toContain('lenght');
  });

  it('with a wrong enum name is refused, naming the choices', () => {
    expect(parseMovieSource('{ "scenes": [{ "transition": { "type": "DISSOLVE" } }] }').error).toContain('CROSSFADE');
  });

  it('that is not an object is refused', () => {
    expect(parseMovieSource('[]').error).toBe('The movie must be a JSON object.');
  });
});
