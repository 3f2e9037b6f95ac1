/** The movie as JSON text in the source tab, and the check that text passes before it replaces the working copy. */
import { normaliseMovie, type Movie } from '@reelforge/sdl';
import { messageOf } from '@reelforge/model';

export function movieSourceText(movie: Movie): string {
  return `${JSON.stringify(movie, null, 2)}\n`;
}

export type ParsedSource = { movie: Movie; error?: undefined } | { movie?: undefined; error: string };

/** Valid JSON that the scene description accepts gives a movie; anything else says what is wrong. */
export function parseMovieSource(text: string): ParsedSource {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `The source is not valid JSON: ${messageOf(error)}` };
  }
  try {
    return { movie: normaliseMovie(value) };
  } catch (error) {
    return { error: messageOf(error) };
  }
}
