import { useEffect } from 'react';
import type { AssetList, Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';

/**
 * The project's assets for the pickers; null while they load or when they could not be listed.
 * The assets area reads the same cached list, so an upload there shows here.
 */
export function useProjectAssets(project: Project): AssetList | null {
  const api = useApi();
  const query = useServerQuery(queryKeys.assets(project.region, project.uid), () =>
    api.assets(project.region).list(project.uid),
  );
  useEffect(() => {
    if (query.error) console.warn('The assets for the movie editor could not be listed', query.error);
  }, [query.error]);
  return query.data ?? null;
}
