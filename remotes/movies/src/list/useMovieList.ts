import { useCallback, useEffect, useState } from 'react';
import type { MovieItem, MoviesClient } from '@reelforge/api';
import { useTrackLoading } from '@reelforge/session';
import { sortMovies } from './movie-list.js';

export interface MovieListState {
  movies: MovieItem[] | null;
  error: string | null;
  reload: () => void;
}

/** The project's movies in name order. */
export function useMovieList(client: MoviesClient, prjuid: string): MovieListState {
  const track = useTrackLoading();
  const [state, setState] = useState<{ movies: MovieItem[] | null; error: string | null }>({ movies: null, error: null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    track(client.list(prjuid)).then(
      (movies) => live && setState({ movies: sortMovies(movies), error: null }),
      (error: unknown) => live && setState((s) => ({ movies: s.movies, error: error instanceof Error ? error.message : String(error) })),
    );
    return () => {
      live = false;
    };
  }, [client, track, prjuid, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
