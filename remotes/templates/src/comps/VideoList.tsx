import { Link } from '@reelforge/router';
import { versionCounts, type Project } from '@reelforge/model';
import { ItemTable } from '@reelforge/ui/lists';
import { queryError } from '@reelforge/ui/server-state';
import { useTracking } from './useTracking.js';

/** The project's videos, each with the number of its tracking versions. */
export function VideoList({ project, base }: { project: Project; base: string }) {
  const { assets, videos, versions } = useTracking(project);
  const counts = versionCounts(versions.data ?? []);
  const error = queryError(assets) ?? queryError(versions);
  return (
    <section className="rf-comps" aria-label="Motion-tracking compositions">
      <h1>Motion-tracking compositions</h1>
      <p>
        A motion tracker follows something through a video and keeps its position frame by frame as a tracking version;
        a movie layer can follow a version. Choose a video to see its versions, make new ones and open them in the
        motion tracker.
      </p>
      {error && <p role="alert">The videos and their tracking versions could not be read: {error}</p>}
      {assets.isSuccess && videos.length === 0 && (
        <p className="rf-empty">The project has no videos yet: upload one in Videos.</p>
      )}
      {videos.length > 0 && (
        <ItemTable
          label="Videos"
          items={videos}
          rowKey={(video) => video.uid}
          columns={[
            {
              header: 'Video',
              cell: (video) => <Link to={`${base}/${encodeURIComponent(video.uid)}`}>{video.name}</Link>,
            },
            { header: 'Tracking versions', cell: (video) => (versions.isSuccess ? (counts.get(video.uid) ?? 0) : '…') },
          ]}
        />
      )}
    </section>
  );
}
