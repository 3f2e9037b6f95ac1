import { useCallback, useMemo } from 'react';
import { mergeAssetPages, type AssetList, type Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryKeys, useInvalidate, useServerPages } from '@reelforge/ui/server-state';

export interface AssetPagesState {
  /** The assets of the pages read so far, by group; null until the first page arrives. */
  list: AssetList | null;
  /** The pages read so far, first to last. */
  pages: AssetList[];
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** Reads the next page of 10,000 assets. */
  loadMore: () => void;
  /** Reads the list again, here and wherever else the project's assets are shown (the movie and batch pickers). */
  reload: () => void;
}

/**
 * The project's assets a page at a time (docs/reference.md §9: 10,000 a page), kind by kind
 * in the groups' order: a further page continues the last group read and goes on to the next.
 */
export function useAssetPages(project: Project): AssetPagesState {
  const api = useApi();
  const read = useServerPages(queryKeys.assetPages(project.region, project.uid), (token) =>
    api.assets(project.region).page(project.uid, token),
  );
  const invalidate = useInvalidate(queryKeys.assets(project.region, project.uid));
  const reload = useCallback(() => void invalidate(), [invalidate]);
  const list = useMemo(() => (read.pages ? mergeAssetPages(read.pages) : null), [read.pages]);
  return {
    list,
    pages: read.pages ?? [],
    error: read.error,
    hasMore: read.hasMore,
    loadingMore: read.loadingMore,
    loadMore: read.loadMore,
    reload,
  };
}
