import { useEffect, useState } from 'react';
import type { MovieStructure, MoviesClient } from '@reelforge/api';
import type { Movie } from '@reelforge/sdl';
import { queryError, queryKeys, useServerQuery } from '@reelforge/ui/server-state';
import { localStructure } from './local-structure.js';

/** Typing in a field should not ask the media host on every key. */
export const STRUCTURE_DELAY_MS = 400;

export interface StructureState {
  structure: MovieStructure;
  /** Why the media host's structure is not shown (the console's own reading is), or null. */
  problem: string | null;
}

/**
 * The working copy's structure from the media host, read again shortly after each edit (the
 * last answer stays meanwhile; a copy read before comes from the cache). A background read:
 * the console's loading flag stays down.
 */
export function useStructure(
  client: MoviesClient,
  region: string,
  prjuid: string,
  movie: Movie,
  params: Record<string, string>,
): StructureState {
  const [asked, setAsked] = useState<{ movie: Movie; params: Record<string, string> } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAsked({ movie, params }), STRUCTURE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [movie, params]);
  const query = useServerQuery(
    queryKeys.movieStructure(region, prjuid, asked?.movie ?? null, asked?.params ?? {}),
    () =>
      asked ? client.structure(prjuid, asked.movie, asked.params) : Promise.reject(new Error('Nothing asked yet')),
    { enabled: asked !== null, quiet: true },
  );
  const problem = queryError(query);
  return { structure: (!problem && query.data) || localStructure(movie), problem };
}
