import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MoviesClient } from '@reelforge/api';
import {
  canRedo,
  canUndo,
  messageOf,
  record,
  redo,
  replacePresent,
  startHistory,
  undo,
  type UndoHistory,
} from '@reelforge/model';
import { normaliseMovie, type Movie } from '@reelforge/sdl';
import { useTrackLoading } from '@reelforge/session';
import { queryKeys, useServerQuery, useQueryClient } from '@reelforge/ui/server-state';
import type { MovieEdit } from '../edit/movie-edit.js';
import { movieToSave, sameMovie } from '../edit/save.js';
import { focusedFieldKey } from './text-entry.js';

/** docs/reference.md §4 movie save: saving, then ok or warning with the server's error. */
export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'ok' }
  | { status: 'warning'; error: string };

export interface EditOptions {
  /**
   * The gesture the edit belongs to (dragging one layer, nudging it with the arrows): edits
   * of one key less than a second apart are one step to undo. Without it, an edit made while
   * a field that takes text has the focus belongs to that field's typing.
   */
  merge?: string;
}

export interface MovieDocument {
  loading: boolean;
  loadError: string | null;
  /** The working copy every tab edits; null until loaded. */
  movie: Movie | null;
  dirty: boolean;
  edit: (change: MovieEdit, options?: EditOptions) => void;
  /** Back to the working copy before the last edit (or gesture); saving does not forget the steps. */
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  save: () => Promise<void>;
  saveState: SaveState;
}

/** Structurally the same working copy (an edit that changed nothing is no step). */
const sameState = (a: Movie, b: Movie) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * One movie: the copy as saved, the working copy the tabs edit, and saving it. The movie is
 * read through the console's cache (the batch job editor reads the same entry); the working
 * copy is taken from the first read only, so a later read never overwrites edits. The working
 * copy is the present of an undo history kept here, above the tabs, so it survives a tab switch.
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
  const [history, setHistory] = useState<UndoHistory<Movie> | null>(null);
  const movie = history?.present ?? null;
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
      setHistory(startHistory(loaded));
    } catch (error) {
      setLoadError(messageOf(error));
    }
  }, [read.data, read.error]);

  // After a change, "Saved" no longer describes the working copy.
  const changed = useCallback(() => setSaveState((state) => (state.status === 'ok' ? { status: 'idle' } : state)), []);

  const edit = useCallback(
    (change: MovieEdit, options?: EditOptions) => {
      const merge = options?.merge ?? focusedFieldKey();
      const now = Date.now();
      setHistory((before) => before && record(before, change(before.present), { merge, now, equal: sameState }));
      changed();
    },
    [changed],
  );

  const step = useCallback(
    (move: (history: UndoHistory<Movie>) => UndoHistory<Movie>) => {
      setHistory((before) => before && move(before));
      changed();
    },
    [changed],
  );
  const undoEdit = useCallback(() => step(undo), [step]);
  const redoEdit = useCallback(() => step(redo), [step]);

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
      setHistory((now) => (now && now.present === sent ? replacePresent(now, stored) : now));
      setSaveState({ status: 'ok' });
      onSaved?.();
    } catch (error) {
      setSaveState({ status: 'warning', error: messageOf(error) });
    }
    // The key is made of region, prjuid and name.
  }, [client, track, queryClient, region, prjuid, name, onSaved]);

  const dirty = useMemo(() => Boolean(movie && saved && movie !== saved && !sameMovie(movie, saved)), [movie, saved]);
  return {
    loading: !movie && !loadError,
    loadError,
    movie,
    dirty,
    edit,
    undo: undoEdit,
    redo: redoEdit,
    canUndo: history ? canUndo(history) : false,
    canRedo: history ? canRedo(history) : false,
    save,
    saveState,
  };
}
