import { Fragment } from 'react';
import type { AssetsClient } from '@reelforge/api';
import type { Asset } from '@reelforge/model';
import { formatDuration, formatFrameRate, reasonOf } from './format.js';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';

/** Duration, picture size, frame rate and frame count of a video, from its processed media info. */
export function MediaFacts({ asset, prjuid, client }: { asset: Asset; prjuid: string; client: AssetsClient }) {
  const info = useServerQuery(
    queryKeys.asset(asset.region, prjuid, asset.name, 'media-info'),
    () => client.mediaInfo(prjuid, asset.name),
    { keepPrevious: false },
  );
  if (info.error) return <p role="alert">The media facts could not be read: {reasonOf(info.error)}.</p>;
  if (!info.data) return <p role="status">Loading media facts…</p>;
  const { duration, width, height, framerate, frames } = info.data;
  const facts: [string, string][] = [];
  if (duration !== undefined) facts.push(['Duration', formatDuration(duration)]);
  if (width && height) facts.push(['Size', `${width} × ${height}`]);
  if (framerate) facts.push(['Frame rate', formatFrameRate(framerate)]);
  if (frames !== undefined) facts.push(['Frames', String(frames)]);
  if (facts.length === 0) return <p className="rf-note">No media facts are known for this file.</p>;
  return (
    <dl className="rf-facts" aria-label="Media facts">
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
