import { useMemo } from 'react';
import { tagsClient, type Tag, type TagsClient } from '@reelforge/api/tags';
import { messageOf, tagsByProject } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryKeys, useServerQuery, useQueryClient } from '@reelforge/ui/server-state';

export interface RegionTags {
  tags: Tag[];
  /** Each project's tags, by project uid. */
  byProject: Map<string, string[]>;
  /** Why the tags could not be read, or null. */
  error: string | null;
  loaded: boolean;
}

/** The caller's tags of a region and which project carries which (docs/tags.md). */
export function useRegionTags(region: string): RegionTags {
  const api = useApi();
  const tags = useServerQuery(queryKeys.tags(region), () => api.regional(tagsClient, region).list(), {
    keepPrevious: false,
  });
  const links = useServerQuery(queryKeys.tagLinks(region), () => api.regional(tagsClient, region).links(), {
    keepPrevious: false,
  });
  const byProject = useMemo(() => tagsByProject(links.data ?? []), [links.data]);
  const failed = tags.error ?? links.error;
  return {
    tags: tags.data ?? [],
    byProject,
    error: failed ? `Tags could not be read: ${messageOf(failed)}` : null,
    loaded: tags.data !== undefined && links.data !== undefined,
  };
}

/**
 * The region's tag client, each change followed by a read of the region's tags and links
 * (every view of them reads again). A failed change rejects with the platform's message.
 */
export function useTagChanges(region: string): TagsClient {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const client = api.regional(tagsClient, region);
    const after = async <T>(work: Promise<T>): Promise<T> => {
      try {
        return await work;
      } finally {
        await queryClient.invalidateQueries({ queryKey: queryKeys.tagsOf(region) });
      }
    };
    return {
      ...client,
      create: (path, parent) => after(client.create(path, parent)),
      move: (from, to) => after(client.move(from, to)),
      remove: (path) => after(client.remove(path)),
      tagProject: (prjuid, tag) => after(client.tagProject(prjuid, tag)),
      untagProject: (prjuid, tag) => after(client.untagProject(prjuid, tag)),
    };
  }, [api, region, queryClient]);
}
