import type { Api, ProjectDetail } from '@reelforge/api';

/** Project selection is cached per region plus id. */
const cache = new Map<string, Promise<ProjectDetail>>();

export function loadProject(api: Api, region: string, projectId: string): Promise<ProjectDetail> {
  const key = `${region}/${projectId}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = api.region(region).getProject(projectId);
    cache.set(key, entry);
    entry.catch(() => cache.delete(key));
  }
  return entry;
}
