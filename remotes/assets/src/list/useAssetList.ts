import { useCallback } from 'react';
import type { AssetList, Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryError, queryKeys, useInvalidate, useServerQuery } from '@reelforge/ui/server-state';

export interface AssetListState {
  list: AssetList | null;
  error: string | null;
  /** Reads the list again, here and wherever else the project's assets are shown (the movie and batch pickers). */
  reload: () => void;
}

/** The project's assets, grouped as the platform lists them. */
export function useAssetList(project: Project): AssetListState {
  const api = useApi();
  const key = queryKeys.assets(project.region, project.uid);
  const query = useServerQuery(key, () => api.assets(project.region).list(project.uid));
  const invalidate = useInvalidate(key);
  const reload = useCallback(() => void invalidate(), [invalidate]);
  return { list: query.data ?? null, error: queryError(query), reload };
}
