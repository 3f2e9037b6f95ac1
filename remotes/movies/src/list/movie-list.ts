/** The movie list's rules: order, search, names of new movies. */
import type { MovieItem, MoviesClient } from '@reelforge/api';
import { movieNameError } from '@reelforge/model';
import { blankMovie, normaliseMovie } from '@reelforge/sdl';

export function sortMovies(movies: readonly MovieItem[]): MovieItem[] {
  return [...movies].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }));
}

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

/** A blank movie: 640x360 at 25 fps, 100 frames. */
export async function createMovie(client: MoviesClient, prjuid: string, name: string): Promise<void> {
  await client.save(prjuid, name, blankMovie());
}

/** A copy of a saved movie under a new name. */
export async function copyMovie(client: MoviesClient, prjuid: string, from: string, to: string): Promise<void> {
  const movie = normaliseMovie(await client.get(prjuid, from));
  await client.save(prjuid, to, movie);
}
