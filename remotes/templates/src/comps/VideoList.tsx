import { versionCounts, type Asset, type Project } from '@reelforge/model';
import { ItemList, linkColumn } from '@reelforge/ui/lists';
import { useTracking } from './useTracking.js';

/** The project's videos, each with the number of its tracking versions. */
export function VideoList({ project, base }: { project: Project; base: string }) {
  const { assets, videos, versions } = useTracking(project);
  const counts = versionCounts(versions.data ?? []);
  return (
    <section className="rf-comps" aria-label="Motion-tracking compositions">
      <h1>Motion-tracking compositions</h1>
      <p>
        A motion tracker follows something through a video and keeps its position frame by frame as a tracking version;
        a movie layer can follow a version. Choose a video to see its versions, make new ones and open them in the
        motion tracker.
      </p>
      <ItemList
        label="Videos"
        items={videos}
        rowKey={(video) => video.uid}
        columns={[
          linkColumn(
            'Video',
            (video: Asset) => `${base}/${encodeURIComponent(video.uid)}`,
            (video) => video.name,
          ),
          { header: 'Tracking versions', cell: (video) => (versions.isSuccess ? (counts.get(video.uid) ?? 0) : '…') },
        ]}
        query={{ isSuccess: assets.isSuccess, error: assets.error ?? versions.error }}
        texts={{
          failure: 'The videos and their tracking versions could not be read',
          empty: 'The project has no videos yet: upload one in Videos.',
        }}
      />
    </section>
  );
}
