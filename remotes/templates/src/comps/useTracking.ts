import { trackingClient } from '@reelforge/api/tracking';
import type { Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryKeys, useInvalidate, useServerQuery } from '@reelforge/ui/server-state';

type ProjectRef = Pick<Project, 'region' | 'uid'>;

/**
 * The project's videos and every tracking version of them (docs/tracking.md). The versions are
 * the cache the video detail of the assets area reads too, so a change here shows there.
 */
export function useTracking(project: ProjectRef) {
  const api = useApi();
  const client = api.regional(trackingClient, project.region);
  const versionsKey = queryKeys.trackVersions(project.region, project.uid);
  const assets = useServerQuery(queryKeys.assets(project.region, project.uid), () =>
    api.assets(project.region).list(project.uid),
  );
  const versions = useServerQuery(versionsKey, () => client.list(project.uid), { keepPrevious: false });
  const reload = useInvalidate(versionsKey);
  return { client, assets, videos: assets.data?.Videos ?? [], versions, reload };
}
