import { adminClient, type ProjectOwner } from '@reelforge/api/admin';
import { enabledRegions, messageOf } from '@reelforge/model';
import { useApi, useRegions, useTrackLoading } from '@reelforge/session';
import { adminKeys, useQueries } from '@reelforge/ui/server-state';

export interface RegionSearch {
  region: string;
  hits: ProjectOwner[] | undefined;
  /** Why this region could not be searched, or null. */
  problem: string | null;
}

/**
 * The projects whose name or uid holds `text`, searched in every enabled region at once
 * (GET /v1/internal/userbyproject?q= per region, docs/reference.md §6); one region that fails
 * leaves the others' hits shown. Nothing is asked for while `text` is null.
 */
export function useProjectOwners(text: string | null): RegionSearch[] {
  const api = useApi();
  const track = useTrackLoading();
  const regions = enabledRegions(useRegions());
  const reads = useQueries({
    queries: regions.map((region) => ({
      queryKey: adminKeys.userByProject(region, text ?? ''),
      queryFn: () => track(api.regional(adminClient, region).userByProject(text ?? '')),
      enabled: text !== null,
      retry: false,
    })),
  });
  return regions.map((region, index) => ({
    region,
    hits: reads[index]?.data,
    problem: reads[index]?.error ? messageOf(reads[index].error) : null,
  }));
}
