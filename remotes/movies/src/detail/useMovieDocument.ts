import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MoviesClient } from '@reelforge/api';
import { normaliseMovie, type Movie } from '@reelforge/sdl';
import { useTrackLoading } from '@reelforge/session';
import type { MovieEdit } from '../edit/movie-edit.js';
import { movieToSave, sameMovie } from '../edit/save.js';

/** SPEC §4 movie save: saving, then ok or warning with the server's error. */
export type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'ok' } | { status: 'warning'; error: string };

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

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One movie: the copy as saved, the working copy the tabs edit, and saving it. */
export function useMovieDocument(client: MoviesClient, prjuid: string, name: string, onSaved?: () => void): MovieDocument {
  const track = useTrackLoading();
  const [saved, setSaved] = useState<Movie | null>(null);
  const [movie, setMovie] = useState<Movie | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>({ status: 'idle' });
  const current = useRef<Movie | null>(null);
  current.current = movie;

  useEffect(() => {
    let live = true;
    track(client.get(prjuid, name)).then(
      (data) => {
        if (!live) return;
        try {
          const loaded = normaliseMovie(data);
          setSaved(loaded);
          setMovie(loaded);
        } catch (error) {
          setLoadError(messageOf(error));
        }
      },
      (error: unknown) => live && setLoadError(messageOf(error)),
    );
    return () => {
      live = false;
    };
  }, [client, track, prjuid, name]);

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
      setSaved(stored);
      // Edits made while saving stay unsaved.
      setMovie((now) => (now === sent ? stored : now));
      setSaveState({ status: 'ok' });
      onSaved?.();
    } catch (error) {
      setSaveState({ status: 'warning', error: messageOf(error) });
    }
  }, [client, track, prjuid, name, onSaved]);

  const dirty = useMemo(() => Boolean(movie && saved && movie !== saved && !sameMovie(movie, saved)), [movie, saved]);
  return { loading: !movie && !loadError, loadError, movie, dirty, edit, save, saveState };
}
