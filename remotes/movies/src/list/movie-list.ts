/** The movie list's rules: search, names of new movies. The order is the server's (docs/paging.md). */
import { ApiError, type MovieItem, type MoviesClient } from '@reelforge/api';
import { movieNameError } from '@reelforge/model';
import { blankMovie, normaliseMovie } from '@reelforge/sdl';

export function searchMovies(movies: readonly MovieItem[], query: string): MovieItem[] {
  const q = query.trim().toLowerCase();
  return q ? movies.filter((movie) => movie.name.toLowerCase().includes(q)) : [...movies];
}

/** Why a new movie (or a copy) cannot take this name, or null. Saving over an existing movie would replace it. */
export function newMovieNameError(name: string, existing: readonly MovieItem[]): string | null {
  const problem = movieNameError(name);
  if (problem) return problem;
  const trimmed = name.trim();
  return existing.some((movie) => movie.name === trimmed) ? `There is already a movie named ${trimmed}.` : null;
}

/**
 * Refuses a name another movie has when the list has pages not read yet (the loaded ones are
 * checked as the name is typed): asks the server whether the movie exists.
 */
export async function assertNameFree(client: MoviesClient, prjuid: string, name: string): Promise<void> {
  try {
    await client.get(prjuid, name);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
  throw new Error(`There is already a movie named ${name}.`);
}

/** A blank movie: 640x360 at 25 fps, 100 frames. */
export async function createMovie(client: MoviesClient, prjuid: string, name: string): Promise<void> {
  await client.save(prjuid, name, blankMovie());
}

/** A copy of a saved movie under a new name. */
export async function copyMovie(client: MoviesClient, prjuid: string, from: string, to: string): Promise<void> {
  const movie = normaliseMovie(await client.get(prjuid, from));
  await client.save(prjuid, to, movie);
}
