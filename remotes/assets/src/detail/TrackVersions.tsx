import { useId, useMemo } from 'react';
import type { AssetsClient } from '@reelforge/api';
import type { Asset } from '@reelforge/model';
import { reasonOf } from './format.js';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';

/** The motion-tracking versions made of this video (docs/reference.md §2: video detail loads them). */
export function TrackVersions({ asset, prjuid, client }: { asset: Asset; prjuid: string; client: AssetsClient }) {
  const titleId = useId();
  const query = useServerQuery(queryKeys.trackVersions(asset.region, prjuid), () => client.trackVersions(prjuid), {
    keepPrevious: false,
  });
  const versions = useMemo(
    () => query.data?.filter((version) => version.videoname === asset.name),
    [query.data, asset.name],
  );
  return (
    <section className="rf-track-versions" aria-labelledby={titleId}>
      <h3 id={titleId}>Motion-tracking versions</h3>
      {!versions && !query.error && <p role="status">Loading motion-tracking versions…</p>}
      {query.error && <p role="alert">The motion-tracking versions could not be loaded: {reasonOf(query.error)}.</p>}
      {versions &&
        !query.error &&
        (versions.length === 0 ? (
          <p className="rf-note">No motion-tracking versions yet.</p>
        ) : (
          <ul aria-label="Motion-tracking versions">
            {versions.map((version) => (
              <li key={version.id}>{version.name || version.id}</li>
            ))}
          </ul>
        ))}
    </section>
  );
}
