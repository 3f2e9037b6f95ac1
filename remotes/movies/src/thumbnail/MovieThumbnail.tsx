import type { MoviesClient } from '@reelforge/api';
import { QueuedLazyImage } from '@reelforge/ui/lists';
import { movieThumbnailUrl } from './movie-thumbnail.js';

interface Props {
  client: MoviesClient;
  prjuid: string;
  name: string;
  /** Changes when the movie was saved, so the thumbnail is rendered anew. */
  version: number;
  alt: string;
  width: number;
  height: number;
}

/** A rendered frame of a saved movie, loaded through the thumbnail queue (two at a time). */
export function MovieThumbnail({ client, prjuid, name, version, alt, width, height }: Props) {
  return (
    <QueuedLazyImage
      load={() => movieThumbnailUrl(client, prjuid, name)}
      loadKey={`${prjuid}/${name}#${version}`}
      alt={alt}
      width={width}
      height={height}
    />
  );
}
