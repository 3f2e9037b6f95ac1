import { useCallback, useEffect, useState } from 'react';
import type { Project } from '@reelforge/model';
import { useApi, useTrackLoading } from '@reelforge/session';

export interface ProjectsState {
  projects: Project[];
  errors: string[];
  loaded: boolean;
  reload: () => void;
}

/** Projects of every enabled region (or of one), with a message per region that failed. */
export function useProjects(region?: string): ProjectsState {
  const api = useApi();
  const track = useTrackLoading();
  const [state, setState] = useState<Omit<ProjectsState, 'reload'>>({ projects: [], errors: [], loaded: false });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let cancelled = false;
    track(api.listAllProjects(region)).then(
      ({ projects, errors }) => !cancelled && setState({ projects, errors, loaded: true }),
      // A total failure gives an empty list.
      (error: unknown) => !cancelled && setState({ projects: [], errors: [String(error)], loaded: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, track, region, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
