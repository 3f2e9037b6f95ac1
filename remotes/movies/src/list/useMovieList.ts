import { useCallback, useMemo } from 'react';
import type { MovieItem, MoviesClient } from '@reelforge/api';
import { queryKeys, useInvalidate, useServerPages } from '@reelforge/ui/server-state';

export interface MovieListState {
  /** The movies of the pages read so far, in name order; null until the first page arrives. */
  movies: MovieItem[] | null;
  error: string | null;
  /** Whether the project has movies past the pages read (docs/paging.md). */
  hasMore: boolean;
  loadingMore: boolean;
  /** Reads the next page of 1,000 movies. */
  loadMore: () => void;
  /** Reads the list again, here and wherever else the project's movies are listed (the batch job editor). */
  reload: () => void;
}

/**
 * The project's movies a page at a time (docs/reference.md §9: 1,000 a page), in the server's
 * name order, so a further page always continues at the end of the list.
 */
export function useMovieList(client: MoviesClient, region: string, prjuid: string): MovieListState {
  const { pages, error, hasMore, loadingMore, loadMore } = useServerPages(
    queryKeys.moviePages(region, prjuid),
    (token) => client.page(prjuid, token),
  );
  const invalidate = useInvalidate(queryKeys.movies(region, prjuid));
  const reload = useCallback(() => void invalidate(), [invalidate]);
  const movies = useMemo(() => pages?.flat() ?? null, [pages]);
  return { movies, error, hasMore, loadingMore, loadMore, reload };
}
