/** What a save sends, and whether the working copy differs from what was saved. */
import { storedVariable } from '@reelforge/model';
import { normaliseMovie, type Movie } from '@reelforge/sdl';

/** The working copy as it is stored: variable values by their value type, each variable with only its type's fields. */
export function movieToSave(movie: Movie): Movie {
  if (!movie.variables) return movie;
  return { ...movie, variables: movie.variables.map(storedVariable) };
}

function canonical(movie: Movie): string {
  try {
    return JSON.stringify(normaliseMovie(movie));
  } catch {
    // A movie the scene description refuses cannot equal a saved one.
    return `invalid:${JSON.stringify(movie)}`;
  }
}

/** Same movie once defaults are dropped: an edit undone by hand is no unsaved change. */
export function sameMovie(a: Movie, b: Movie): boolean {
  return canonical(a) === canonical(b);
}
