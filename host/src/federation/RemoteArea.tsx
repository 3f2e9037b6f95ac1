import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useSetAtom } from 'jotai';
import type { AreaProps } from '@reelforge/session';
import { pendingAtom } from '@reelforge/session/host';
import { AreaComing } from '@reelforge/ui';
import { useAreaListFailure } from './area-list.js';
import { AreaErrorBoundary } from './AreaErrorBoundary.js';
import { AreaListUnavailable } from './AreaListUnavailable.js';
import { isRegistered, loadArea, loadedArea } from './remotes.js';

const lazyAreas = new Map<string, LazyExoticComponent<ComponentType<AreaProps>>>();

function lazyArea(remote: string) {
  let component = lazyAreas.get(remote);
  if (!component) {
    component = lazy(() =>
      loadArea(remote).catch((error: unknown) => {
        // A later visit retries instead of replaying the cached failure.
        lazyAreas.delete(remote);
        throw error;
      }),
    );
    lazyAreas.set(remote, component);
  }
  return component;
}

/** Raises the loading flag while an area is being fetched. */
function AreaLoading() {
  const setPending = useSetAtom(pendingAtom);
  useEffect(() => {
    setPending((n) => n + 1);
    return () => setPending((n) => Math.max(0, n - 1));
  }, [setPending]);
  return <p className="rf-empty">Loading…</p>;
}

/** Mounts one area of a remote, loaded at runtime with module federation. */
export function RemoteArea({ remote, area }: { remote: string; area: string }) {
  const listFailure = useAreaListFailure();
  const [attempt, setAttempt] = useState(0);
  if (!isRegistered(remote)) {
    // Without the list no area can be said to be missing from the deployment.
    if (listFailure) return <AreaListUnavailable error={listFailure} />;
    // An area this deployment does not have is one not built yet: no failure to report.
    return <AreaComing area={area} />;
  }
  // React holds a revealed Suspense boundary back for a moment; a loaded area skips it.
  const Area = loadedArea(remote)?.default ?? lazyArea(remote);
  // Trying again mounts a fresh boundary around a fresh lazy component (the failed one is
  // forgotten), so the download is asked for again rather than its failure replayed.
  return (
    <AreaErrorBoundary remote={remote} key={`${remote} ${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<AreaLoading />}>
        <Area area={area} />
      </Suspense>
    </AreaErrorBoundary>
  );
}
