import { messageOf, type Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryKeys, useInvalidate, useServerQuery } from '@reelforge/ui/server-state';

export interface ProjectsState {
  projects: Project[];
  errors: string[];
  loaded: boolean;
  reload: () => void;
}

/** Projects of every enabled region (or of one), with a message per region that failed. */
export function useProjects(region?: string): ProjectsState {
  const api = useApi();
  const query = useServerQuery(queryKeys.projects(region), () => api.listAllProjects(region));
  // Every list (all regions, one region's) reads again: a change shows wherever projects are listed.
  const invalidate = useInvalidate(queryKeys.projectLists());
  const reload = () => void invalidate();
  // A total failure gives an empty list.
  if (query.error) return { projects: [], errors: [messageOf(query.error)], loaded: true, reload };
  return {
    projects: query.data?.projects ?? [],
    errors: query.data?.errors ?? [],
    loaded: query.data !== undefined,
    reload,
  };
}
