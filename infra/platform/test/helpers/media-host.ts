import { encodeMovie, type Movie } from '@reelforge/sdl';
import { fetchBytes, iv } from './assets.ts';
import type { TestServer } from './server.ts';

/** A movie as the media host's forms carry it: its binary message in base64. */
export const base64Movie = (movie: Movie) => Buffer.from(encodeMovie(movie)).toString('base64');

/** A movie call of the media host (`rendermovie`, `renderframe`, `structure`): a multipart form of these fields. */
export function mediaCall(
  server: TestServer,
  token: string,
  prjuid: string,
  what: string,
  fields: Record<string, string>,
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return fetchBytes(server, `${iv()}/api/v1/sdl/${what}/${prjuid}`, { method: 'PUT', token, body });
}
