import { lazy, Suspense } from 'react';
import type { ServerStateHolder } from './ServerState.js';

const ServerState = lazy(() => import('./ServerState.js'));
const ProjectLayout = lazy(() => import('./ProjectLayout.js').then((module) => ({ default: module.ProjectLayout })));

/** The layout route of every page that reads server state (README of @reelforge/ui: "Server state"). */
export function ServerStateRoute({ holder }: { holder: ServerStateHolder }) {
  return (
    <Suspense fallback={null}>
      <ServerState holder={holder} />
    </Suspense>
  );
}

/** A project's pages, loaded with the server-state code they read the project through. */
export function LazyProjectLayout() {
  return (
    <Suspense fallback={<p className="rf-empty">Opening project…</p>}>
      <ProjectLayout />
    </Suspense>
  );
}
