import { POSTER_WIDTH } from '@reelforge/model';
import { ShareSwitch } from '@reelforge/ui/share';
import type { MovieTabProps } from '../detail/tab-props.js';
import { MovieThumbnail } from '../thumbnail/MovieThumbnail.js';
import { StructureView } from './StructureView.js';
import { useStructure } from './useStructure.js';

/** The movie at a glance: its poster, sharing, and its structure as the media host reads it. */
export function OverviewTab({
  project,
  name,
  client,
  movie,
  params,
  username,
  thumbnailVersion,
}: MovieTabProps & { thumbnailVersion: number }) {
  const { structure, problem } = useStructure(client, project.region, project.uid, movie, params);
  return (
    <section className="rf-overview" aria-label="Overview">
      <div className="rf-overview-top">
        <MovieThumbnail
          client={client}
          prjuid={project.uid}
          name={name}
          version={thumbnailVersion}
          alt={`Poster frame of ${name}`}
          width={POSTER_WIDTH / 2}
          height={(POSTER_WIDTH / 2) * (9 / 16)}
        />
        <ShareSwitch
          client={client}
          shareKey={{ username, region: project.region, prjuid: project.uid, movie: name }}
        />
      </div>
      {problem && (
        <p className="rf-note">
          The media host could not read the structure ({problem}); this is the console’s own reading of the movie.
        </p>
      )}
      <StructureView structure={structure} />
    </section>
  );
}
