import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MoviesClient } from '@reelforge/api';
import { messageOf } from '@reelforge/model';
import { normaliseMovie, type Movie } from '@reelforge/sdl';
import { useTrackLoading } from '@reelforge/session';
import { queryKeys, useServerQuery, useQueryClient } from '@reelforge/ui/server-state';
import type { MovieEdit } from '../edit/movie-edit.js';
import { movieToSave, sameMovie } from '../edit/save.js';

/** docs/reference.md §4 movie save: saving, then ok or warning with the server's error. */
export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'ok' }
  | { status: 'warning'; error: string };

export interface MovieDocument {
  loading: boolean;
  loadError: string | null;
  /** The working copy every tab edits; null until loaded. */
  movie: Movie | null;
  dirty: boolean;
  edit: (change: MovieEdit) => void;
  save: () => Promise<void>;
  saveState: SaveState;
}

/**
 * One movie: the copy as saved, the working copy the tabs edit, and saving it. The movie is
 * read through the console's cache (the batch job editor reads the same entry); the working
 * copy is taken from the first read only, so a later read never overwrites edits.
 */
export function useMovieDocument(
  client: MoviesClient,
  region: string,
  prjuid: string,
  name: string,
  onSaved?: () => void,
): MovieDocument {
  const track = useTrackLoading();
  const queryClient = useQueryClient();
  const key = queryKeys.movie(region, prjuid, name);
  const read = useServerQuery(key, () => client.get(prjuid, name), { keepPrevious: false });
  const [saved, setSaved] = useState<Movie | null>(null);
  const [movie, setMovie] = useState<Movie | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>({ status: 'idle' });
  const current = useRef<Movie | null>(null);
  current.current = movie;

  const opened = useRef(false);
  useEffect(() => {
    if (read.error && !opened.current) setLoadError(messageOf(read.error));
    if (!read.data || opened.current) return;
    opened.current = true;
    try {
      const loaded = normaliseMovie(read.data);
      setSaved(loaded);
      setMovie(loaded);
    } catch (error) {
      setLoadError(messageOf(error));
    }
  }, [read.data, read.error]);

  const edit = useCallback((change: MovieEdit) => {
    setMovie((before) => (before ? change(before) : before));
    setSaveState((state) => (state.status === 'ok' ? { status: 'idle' } : state));
  }, []);

  const save = useCallback(async () => {
    const sent = current.current;
    if (!sent) return;
    setSaveState({ status: 'saving' });
    try {
      const stored = movieToSave(sent);
      await track(client.save(prjuid, name, stored));
      // Whoever reads this movie from the cache now reads what was stored.
      queryClient.setQueryData(key, stored);
      setSaved(stored);
      // Edits made while saving stay unsaved.
      setMovie((now) => (now === sent ? stored : now));
      setSaveState({ status: 'ok' });
      onSaved?.();
    } catch (error) {
      setSaveState({ status: 'warning', error: messageOf(error) });
    }
    // The key is made of region, prjuid and name.
  }, [client, track, queryClient, region, prjuid, name, onSaved]);

  const dirty = useMemo(() => Boolean(movie && saved && movie !== saved && !sameMovie(movie, saved)), [movie, saved]);
  return { loading: !movie && !loadError, loadError, movie, dirty, edit, save, saveState };
}
