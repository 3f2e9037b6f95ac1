import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@reelforge/router';
import { RemoteArea } from '../federation/RemoteArea.js';
import { LazyProjectLayout, ServerStateRoute } from '../layout/server-state-routes.js';
import type { ServerStateHolder } from '../layout/ServerState.js';
import { Shell } from '../layout/Shell.js';
import { AdminRoute } from './AdminRoute.js';
import { ByRegionLayout, ByRegionRedirect } from './ByRegion.js';
import { MpxToggle } from './MpxToggle.js';
import { NotFound } from './NotFound.js';
import { ProjectSection } from './ProjectSection.js';

// The API keys page is the host's own, fetched when it opens: not on every first page.
const ApiKeysPage = lazy(() => import('../account/ApiKeysPage.js'));

/**
 * The route table of docs/reference.md §2; each area's element comes from its remote. The areas and the
 * project pages sit under the console's server-state cache (`serverState`); the pages that
 * read nothing (mpx, not found) do without it.
 */
export function AppRoutes({ serverState }: { serverState: ServerStateHolder }) {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Navigate to="/projects" replace />} />
        <Route element={<ServerStateRoute holder={serverState} />}>
          <Route path="projects" element={<RemoteArea remote="projects" area="projects" />} />
          <Route path="projects/:region/:projectId" element={<LazyProjectLayout />}>
            <Route index element={<Navigate to="videos" replace />} />
            <Route path=":section/*" element={<ProjectSection />} />
          </Route>
          <Route path="byregion" element={<ByRegionRedirect />} />
          <Route path="byregion/:region" element={<ByRegionLayout />}>
            <Route index element={<Navigate to="projects" replace />} />
            <Route path="projects" element={<RemoteArea remote="projects" area="region-projects" />} />
            <Route path="userfs" element={<RemoteArea remote="projects" area="userfs" />} />
          </Route>
          <Route path="assume" element={<AdminRoute area="assume" />} />
          <Route path="assumebyproject" element={<AdminRoute area="assumebyproject" />} />
          <Route path="copyproject" element={<AdminRoute area="copyproject" />} />
          <Route path="admin/accounts" element={<AdminRoute area="accounts" />} />
          <Route path="account/usage" element={<RemoteArea remote="analytics" area="usage" />} />
          <Route
            path="account/apikeys"
            element={
              <Suspense fallback={<p className="rf-empty">Opening API keys…</p>}>
                <ApiKeysPage />
              </Suspense>
            }
          />
          <Route path="account/client-errors" element={<AdminRoute remote="analytics" area="client-errors" />} />
        </Route>
        <Route path="mpx" element={<MpxToggle />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
