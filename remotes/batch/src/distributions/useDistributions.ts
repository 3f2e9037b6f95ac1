import { useCallback } from 'react';
import { publishAndWait } from '@reelforge/api';
import { canPublish, type Distribution, type Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryError, queryKeys, useInvalidate, useServerQuery } from '@reelforge/ui/server-state';

export interface DistributionsState {
  /** As the project's region lists them; null until read, and for a project that cannot be published. */
  list: Distribution[] | null;
  /** Why the last read failed. */
  error: string | null;
  /** Reads the list again; resolves once read or failed. */
  reload: () => Promise<void>;
  /**
   * Publishes the project to a region, waits for the copy, then reads the list again; rejects with the reason it
   * failed.
   */
  publish: (region: string) => Promise<void>;
}

/**
 * The project's distributions (docs/reference.md §3), read from its own region; none asked for a project
 * that cannot be published. The projects area's publish pages read the same cached list, so
 * publishing there or here shows in both.
 */
export function useDistributions(project: Project): DistributionsState {
  const client = useApi().publish(project.region);
  const asked = canPublish(project.region);
  const key = queryKeys.distributions(project.region, project.uid);
  const query = useServerQuery(key, () => client.distributions(project.uid), { enabled: asked });
  const reload = useInvalidate(key);

  const publish = useCallback(
    async (region: string) => {
      await publishAndWait(client, project.uid, region);
      await reload();
    },
    [client, project.uid, reload],
  );

  return { list: asked ? (query.data ?? null) : null, error: queryError(query), reload, publish };
}
