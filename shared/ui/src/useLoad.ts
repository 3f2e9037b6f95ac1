import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { useTrackLoading } from '@reelforge/session';

/** A load's outcome; while reloading, the previous value stays at hand so a page need not blank out. */
export type Loaded<T> = { state: 'loading'; previous?: T } | { state: 'ready'; value: T } | { state: 'failed'; error: unknown; previous?: T };

const previousOf = <T,>(loaded: Loaded<T>): T | undefined => (loaded.state === 'ready' ? loaded.value : loaded.previous);

/**
 * Runs a load whenever deps change or `reload` is called, with the console's loading flag
 * raised meanwhile (unless `quiet`, for background refreshes). A load that is overtaken (new
 * deps, unmount) never sets state.
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList, { quiet = false }: { quiet?: boolean } = {}): Loaded<T> & { reload: () => void } {
  const track = useTrackLoading();
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    setLoaded((before) => ({ state: 'loading', previous: previousOf(before) }));
    const work = load();
    (quiet ? work : track(work)).then(
      (value) => current && setLoaded({ state: 'ready', value }),
      (error: unknown) => current && setLoaded((before) => ({ state: 'failed', error, previous: previousOf(before) })),
    );
    return () => {
      current = false;
    };
    // The caller's deps stand for what load reads; load itself is a new closure every render.
  }, [track, quiet, version, ...deps]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...loaded, reload };
}

/** The value to show: the loaded one, or while reloading (or after a failed reload) the one before. */
export function loadedValue<T>(loaded: Loaded<T>): T | undefined {
  return previousOf(loaded);
}

/** A failed load's message. */
export function loadError(loaded: Loaded<unknown>): string | null {
  if (loaded.state !== 'failed') return null;
  return loaded.error instanceof Error ? loaded.error.message : String(loaded.error);
}
