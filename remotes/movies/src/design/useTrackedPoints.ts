import { useCallback } from 'react';
import type { Project, TrackPoint } from '@reelforge/model';
import { trackingClient } from '@reelforge/api/tracking';
import type { Scene } from '@reelforge/sdl';
import { useApi } from '@reelforge/session';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';

// Video names may hold a slash; a control character never does.
const refOf = (video: string, version: string) => `${video}\u0001${version}`;

/**
 * The points of every tracking version the scene's layers follow, by video and version, so the
 * stage can show such a layer where the renderer puts it. Read through the cache of the
 * versions (reloading them reads these again); a version that cannot be read has no points.
 */
export function useTrackedPoints(
  project: Project,
  scene: Scene | undefined,
): (video: string, version: string) => TrackPoint[] | undefined {
  const api = useApi();
  const refs = [
    ...new Set(
      (scene?.layers ?? []).flatMap((layer) =>
        layer.tracking?.video && layer.tracking.version ? [refOf(layer.tracking.video, layer.tracking.version)] : [],
      ),
    ),
  ].sort();
  const read = useServerQuery(
    queryKeys.trackPointsOf(project.region, project.uid, refs.join('\u0000')),
    async () => {
      const client = api.regional(trackingClient, project.region);
      const answers = await Promise.all(
        refs.map(async (ref) => {
          const [video = '', version = ''] = ref.split('\u0001');
          try {
            return [ref, (await client.get(project.uid, { name: video }, version)).points ?? []] as const;
          } catch {
            return [ref, [] as TrackPoint[]] as const;
          }
        }),
      );
      return Object.fromEntries(answers) as Record<string, TrackPoint[]>;
    },
    { enabled: refs.length > 0 },
  );
  const data = read.data;
  return useCallback((video, version) => data?.[refOf(video, version)], [data]);
}
