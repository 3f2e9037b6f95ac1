import { useEffect, useState, type DependencyList } from 'react';
import { useTrackLoading } from '@reelforge/session';

/** A load's outcome; while reloading, the previous value stays at hand so a page need not blank out. */
export type Loaded<T> = { state: 'loading'; previous?: T } | { state: 'ready'; value: T } | { state: 'failed'; error: unknown };

/**
 * Runs a load whenever deps change, with the console's loading flag raised meanwhile.
 * A load that is overtaken (new deps, unmount) never sets state.
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> {
  const track = useTrackLoading();
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setLoaded((before) => ({ state: 'loading', previous: before.state === 'ready' ? before.value : before.state === 'loading' ? before.previous : undefined }));
    track(load()).then(
      (value) => current && setLoaded({ state: 'ready', value }),
      (error: unknown) => current && setLoaded({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // The caller's deps stand for what load reads; load itself is a new closure every render.
  }, [track, ...deps]);
  return loaded;
}

/** The value to show: the loaded one, or while reloading the one before. */
export function shownValue<T>(loaded: Loaded<T>): T | undefined {
  return loaded.state === 'ready' ? loaded.value : loaded.state === 'loading' ? loaded.previous : undefined;
}
