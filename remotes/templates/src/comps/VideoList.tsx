import { versionCounts, type Asset, type Project } from '@reelforge/model';
import { ItemList, linkColumn, type ItemColumn } from '@reelforge/ui/lists';
import { useTracking } from './useTracking.js';

/** The list's columns: a video (opening its versions) and its number of tracking versions, "…" until read. */
function videoColumns(base: string, counts: ReadonlyMap<string, number> | null): ItemColumn<Asset>[] {
  return [
    linkColumn('Video', (video) => `${base}/${encodeURIComponent(video.uid)}`),
    { header: 'Tracking versions', cell: (video) => (counts ? (counts.get(video.uid) ?? 0) : '…') },
  ];
}

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
        columns={videoColumns(base, versions.isSuccess ? counts : null)}
        query={{ isSuccess: assets.isSuccess, error: assets.error ?? versions.error }}
        texts={{
          failure: 'The videos and their tracking versions could not be read',
          empty: 'The project has no videos yet: upload one in Videos.',
        }}
      />
    </section>
  );
}
