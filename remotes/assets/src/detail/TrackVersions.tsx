import { useId } from 'react';
import type { AssetsClient } from '@reelforge/api';
import type { Asset } from '@reelforge/model';
import { reasonOf } from './format.js';
import { useLoad } from './useLoad.js';

/** The motion-tracking versions made of this video (SPEC §2: video detail loads them). */
export function TrackVersions({ asset, prjuid, client }: { asset: Asset; prjuid: string; client: AssetsClient }) {
  const titleId = useId();
  const versions = useLoad(
    async () => (await client.trackVersions(prjuid)).filter((version) => version.videoname === asset.name),
    [client, prjuid, asset.name],
  );
  return (
    <section className="rf-track-versions" aria-labelledby={titleId}>
      <h3 id={titleId}>Motion-tracking versions</h3>
      {versions.state === 'loading' && <p role="status">Loading motion-tracking versions…</p>}
      {versions.state === 'failed' && <p role="alert">The motion-tracking versions could not be loaded: {reasonOf(versions.error)}.</p>}
      {versions.state === 'ready' &&
        (versions.value.length === 0 ? (
          <p className="rf-note">No motion-tracking versions yet.</p>
        ) : (
          <ul aria-label="Motion-tracking versions">
            {versions.value.map((version) => (
              <li key={version.id}>{version.name || version.id}</li>
            ))}
          </ul>
        ))}
    </section>
  );
}
