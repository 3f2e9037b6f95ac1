// Tab components rendered alone, with a working copy a test can watch.
import { useState } from 'react';
import type { MoviesClient } from '@reelforge/api';
import type { AssetList } from '@reelforge/model';
import { blankMovie, type Movie } from '@reelforge/sdl';
import type { MovieTabProps } from '../src/detail/tab-props.js';
import { assetList, fakeMovies, project } from './fixtures.js';

export interface Watched {
  current: Movie;
  /** Replaces the working copy from outside the tab, as an undo does. */
  set?: (movie: Movie) => void;
}

/** Holds the working copy and params as MovieDetail would; `watched.current` is the latest working copy. */
export function WithMovie({
  tab: Tab,
  initial = blankMovie(),
  client = fakeMovies(),
  assets = assetList(),
  watched,
  extra = {},
}: {
  tab: (props: MovieTabProps) => React.ReactNode;
  initial?: Movie;
  client?: MoviesClient;
  assets?: AssetList;
  watched?: Watched;
  extra?: Record<string, unknown>;
}) {
  const [movie, setMovie] = useState(initial);
  const [params, setParams] = useState<Record<string, string>>({});
  if (watched) {
    watched.current = movie;
    watched.set = setMovie;
  }
  return (
    <Tab
      {...({
        project,
        name: 'intro',
        client,
        movie,
        edit: (change) => setMovie(change),
        assets,
        params,
        setParams,
        username: 'demo',
        ...extra,
      } as MovieTabProps)}
    />
  );
}
