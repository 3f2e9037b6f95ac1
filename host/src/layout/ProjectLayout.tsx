import { useEffect } from 'react';
import { Outlet, useLocation, useParams } from '@reelforge/router';
import { useApi, useReportStateChangeError, useSetCurrentProject } from '@reelforge/session';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';
import { OpeningProject } from '@reelforge/ui';
import { previousPath } from './location-history.js';
import { ProjectMenu } from './ProjectMenu.js';

/**
 * A project's pages: the project is read once per region and id (kept in the console's cache
 * until a change anywhere, such as its deletion, invalidates it), the menu shows, the section
 * fills the rest.
 */
export function ProjectLayout() {
  const { region = '', projectId = '' } = useParams();
  const api = useApi();
  const reportError = useReportStateChangeError();
  const setCurrent = useSetCurrentProject();
  const location = useLocation();
  const query = useServerQuery(queryKeys.project(region, projectId), () => api.region(region).getProject(projectId), {
    keepPrevious: false,
    staleTime: Infinity,
  });
  const project = query.data;

  useEffect(() => {
    if (!project) return;
    setCurrent(project);
    return () => setCurrent(null);
  }, [project, setCurrent]);

  useEffect(() => {
    if (query.error) reportError({ from: previousPath(), to: location.pathname, error: query.error });
    // The failure is what changes the state here; later moves inside the project keep it.
  }, [query.error]);

  if (!project) return <OpeningProject />;
  return (
    <div className="rf-project">
      <ProjectMenu project={project} />
      <section className="rf-project-area" aria-label={`${project.name} workspace`}>
        <Outlet />
      </section>
    </div>
  );
}
