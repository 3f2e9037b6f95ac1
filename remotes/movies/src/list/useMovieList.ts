import { useCallback, useMemo } from 'react';
import type { MovieItem, MoviesClient } from '@reelforge/api';
import { queryError, queryKeys, useInvalidate, useServerQuery } from '@reelforge/ui/server-state';
import { sortMovies } from './movie-list.js';

export interface MovieListState {
  movies: MovieItem[] | null;
  error: string | null;
  /** Reads the list again, here and wherever else the project's movies are listed (the batch job editor). */
  reload: () => void;
}

/** The project's movies in name order. */
export function useMovieList(client: MoviesClient, region: string, prjuid: string): MovieListState {
  const key = queryKeys.movies(region, prjuid);
  const query = useServerQuery(key, () => client.list(prjuid));
  const invalidate = useInvalidate(key);
  const reload = useCallback(() => void invalidate(), [invalidate]);
  const movies = useMemo(() => (query.data ? sortMovies(query.data) : null), [query.data]);
  return { movies, error: queryError(query), reload };
}
