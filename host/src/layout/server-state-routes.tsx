import { lazy, Suspense, useEffect, useState } from 'react';
import type { ServerStateHolder } from './ServerState.js';

type ServerStateModule = typeof import('./ServerState.js');

const ProjectLayout = lazy(() => import('./ProjectLayout.js').then((module) => ({ default: module.ProjectLayout })));

let loaded: ServerStateModule | undefined;
const loadServerState = () => import('./ServerState.js').then((module) => (loaded = module));

/**
 * The layout route of every page that reads server state (README of @reelforge/ui: "Server state").
 * Its code is fetched without a Suspense boundary: React holds back the reveal of a boundary that
 * showed its fallback, and here that pause would come on top of the area's own, on every first page.
 */
export function ServerStateRoute({ holder }: { holder: ServerStateHolder }) {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let current = true;
    void loadServerState().then((m) => current && setModule(m));
    return () => {
      current = false;
    };
  }, [module]);
  if (!module) return null;
  const ServerState = module.default;
  return <ServerState holder={holder} />;
}

/** A project's pages, loaded with the server-state code they read the project through. */
export function LazyProjectLayout() {
  return (
    <Suspense fallback={<p className="rf-empty">Opening project…</p>}>
      <ProjectLayout />
    </Suspense>
  );
}
