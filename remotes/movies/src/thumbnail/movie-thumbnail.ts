/**
 * A movie's thumbnail is a rendered JPG frame: the poster frame, or frame 0 of a shorter
 * movie. Finding it takes the movie (for its length) and a render token; the URL is kept so
 * a row scrolled back into view does not render again.
 */
import type { MoviesClient } from '@reelforge/api';
import { movieFrameCount, posterFrame } from '@reelforge/model';

const found = new Map<string, Promise<string>>();
const keyOf = (prjuid: string, name: string) => `${prjuid}\n${name}`;

export function movieThumbnailUrl(client: MoviesClient, prjuid: string, name: string): Promise<string> {
  const key = keyOf(prjuid, name);
  let url = found.get(key);
  if (!url) {
    url = (async () => {
      const movie = await client.get(prjuid, name);
      const frame = posterFrame(movieFrameCount(movie.scenes));
      // A thumbnail's token renders stills that are not counted as the person's renders.
      const token = await client.render(prjuid, { movie: name, purpose: 'thumbnail' });
      return client.renderUrl(token, 'jpg', frame);
    })();
    found.set(key, url);
    url.catch(() => found.delete(key));
  }
  return url;
}

/** After a save or delete the old thumbnail is stale. */
export function forgetMovieThumbnail(prjuid: string, name: string): void {
  found.delete(keyOf(prjuid, name));
}
