import { useEffect, useState } from 'react';
import type { MovieStructure, MoviesClient } from '@reelforge/api';
import type { Movie } from '@reelforge/sdl';
import { localStructure } from './local-structure.js';

/** Typing in a field should not ask the media host on every key. */
export const STRUCTURE_DELAY_MS = 400;

export interface StructureState {
  structure: MovieStructure;
  /** Why the media host's structure is not shown (the console's own reading is), or null. */
  problem: string | null;
}

/** The working copy's structure from the media host, read again shortly after each edit. */
export function useStructure(client: MoviesClient, prjuid: string, movie: Movie, params: Record<string, string>): StructureState {
  const [state, setState] = useState<{ structure: MovieStructure | null; problem: string | null }>({ structure: null, problem: null });
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      client.structure(prjuid, movie, params).then(
        (structure) => live && setState({ structure, problem: null }),
        (error: unknown) => live && setState({ structure: null, problem: error instanceof Error ? error.message : String(error) }),
      );
    }, STRUCTURE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, prjuid, movie, params]);
  return { structure: state.structure ?? localStructure(movie), problem: state.problem };
}
