import type { Project, RegionsConfig } from '@reelforge/model';
import { enabledRegions, regionErrorMessage } from '@reelforge/model';
import { ApiError } from './http.js';
import type { RegionClient } from './region-client.js';

export interface AllProjects {
  projects: Project[];
  /** One message per failed region; the other regions' projects are still listed. */
  errors: string[];
}

/** Lists projects of every enabled region at once; a failing region does not hold up the rest. */
export async function listProjectsAcrossRegions(
  regions: RegionsConfig,
  clientFor: (region: string) => RegionClient,
  only?: string,
): Promise<AllProjects> {
  const names = enabledRegions(regions).filter((name) => !only || name === only);
  const settled = await Promise.allSettled(names.map((name) => clientFor(name).listProjects()));
  const projects: Project[] = [];
  const errors: string[] = [];
  settled.forEach((result, index) => {
    const region = names[index] as string;
    if (result.status === 'fulfilled') {
      for (const project of result.value.Projects ?? []) {
        projects.push({ ...project, region: project.region || region, published: false, selected: false });
      }
    } else {
      const error = result.reason;
      errors.push(
        error instanceof ApiError
          ? regionErrorMessage(region, error.status, error.statusText || error.message)
          : regionErrorMessage(region, 0, String(error)),
      );
    }
  });
  return { projects, errors };
}
