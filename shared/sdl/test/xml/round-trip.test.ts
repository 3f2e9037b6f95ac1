import { describe, expect, it } from 'vitest';
import { blankMovie, normaliseMovie } from '@reelforge/sdl';
import { movieToXml, xmlToMovie } from '@reelforge/sdl/xml';

function movieOf(text: string) {
  const result = xmlToMovie(text);
  if ('errors' in result) throw new Error(JSON.stringify(result.errors));
  return result.movie;
}

describe('a movie said in XML and read back', () => {
  it('the blank movie comes back equal, and its XML is stable', () => {
    const xml = movieToXml(blankMovie());
    expect(movieOf(xml)).toEqual(normaliseMovie(blankMovie()));
    expect(movieToXml(movieOf(xml))).toBe(xml);
  });
});
