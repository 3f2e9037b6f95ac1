import { useEffect, useState } from 'react';
import { Outlet, useLocation, useParams } from '@reelforge/router';
import type { Project } from '@reelforge/model';
import { useApi, useReportStateChangeError, useSetCurrentProject, useTrackLoading } from '@reelforge/session';
import { previousPath } from './location-history.js';
import { loadProject } from './project-cache.js';
import { ProjectMenu } from './ProjectMenu.js';

/** A project's pages: the project is loaded (and cached), the menu shows, the section fills the rest. */
export function ProjectLayout() {
  const { region = '', projectId = '' } = useParams();
  const api = useApi();
  const track = useTrackLoading();
  const reportError = useReportStateChangeError();
  const setCurrent = useSetCurrentProject();
  const location = useLocation();
  const [project, setProject] = useState<Project | null>(null);

  useEffect(() => {
    let cancelled = false;
    setProject(null);
    track(loadProject(api, region, projectId)).then(
      (loaded) => {
        if (cancelled) return;
        setProject(loaded);
        setCurrent(loaded);
      },
      (error: unknown) => !cancelled && reportError({ from: previousPath(), to: location.pathname, error }),
    );
    return () => {
      cancelled = true;
      setCurrent(null);
    };
    // The project is what changes the state here; later moves inside it keep it.
  }, [api, region, projectId]);

  if (!project) return <p className="rf-empty">Opening project…</p>;
  return (
    <div className="rf-project">
      <ProjectMenu project={project} />
      <section className="rf-project-area" aria-label={`${project.name} workspace`}>
        <Outlet />
      </section>
    </div>
  );
}
