import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectStore } from './object-store.ts';
import { sendObject, type SendObjectOptions } from './send-object.ts';

/**
 * What browsers send as `Sec-Fetch-Dest` for a <video>, <audio>, <img> or <track>: the requests
 * answered with the store's URL.
 */
const MEDIA_DESTINATIONS = new Set(['video', 'audio', 'image', 'track']);

/**
 * How long a presigned URL a media element is sent to works: long enough to start and seek, short
 * enough not to be a link to keep.
 */
export const DIRECT_MEDIA_SECONDS = 10 * 60;

/** The part of the object store settings the browser-facing address is made of. */
export interface DirectMediaSettings {
  endpoint: string;
  bucket: string;
  forcePathStyle: boolean;
  publicEndpoint?: string | undefined;
}

/**
 * The origin presigned URLs point at (for the CSP's media-src and img-src): S3_PUBLIC_ENDPOINT,
 * else S3_ENDPOINT; with virtual-hosted buckets the bucket is the first label of its host.
 */
export function directMediaOrigin(settings: DirectMediaSettings): string {
  const url = new URL(settings.publicEndpoint ?? settings.endpoint);
  return settings.forcePathStyle ? url.origin : `${url.protocol}//${settings.bucket}.${url.host}`;
}

/** Whether the request is a media element's own fetch (not fetch/XHR, not a download or a page). */
export function isMediaElementRequest(request: FastifyRequest): boolean {
  const destination = request.headers['sec-fetch-dest'];
  return request.method === 'GET' && typeof destination === 'string' && MEDIA_DESTINATIONS.has(destination);
}

/**
 * A media element's GET of something in the platform's bucket (AppOptions.objectStore) is
 * answered with a 302 to a presigned GET URL of it (DIRECT_MEDIA_SECONDS), so the bytes and
 * every range come from the store; undefined for any other request, or when it is not there
 * (a URL to nothing would be the store's 404, not the platform's). The caller has checked
 * who may read it.
 */
export async function redirectToStore(
  request: FastifyRequest,
  reply: FastifyReply,
  stored: { exists: () => Promise<boolean>; presign: (seconds: number) => Promise<string> },
): Promise<FastifyReply | undefined> {
  reply.header('Vary', 'Sec-Fetch-Dest');
  if (!isMediaElementRequest(request) || request.server.objects === undefined || !(await stored.exists()))
    return undefined;
  const location = await stored.presign(DIRECT_MEDIA_SECONDS);
  return reply.header('Cache-Control', 'private, no-store').redirect(location, 302);
}

/**
 * Sends an object of the store the caller may read (its owner or token checks done): a media
 * element's GET of an object of the platform's bucket goes to the store (redirectToStore); any
 * other request is sent through the platform (sendObject). The folder store of the embedded
 * mode is never redirected to.
 */
export async function sendStoredMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  object: { store: ObjectStore; key: string },
  options: SendObjectOptions,
): Promise<FastifyReply> {
  const { store, key } = object;
  if (store === request.server.objects) {
    const redirected = await redirectToStore(request, reply, {
      exists: async () => (await store.head(key)) !== undefined,
      presign: (seconds) => store.presignedGet(key, seconds),
    });
    if (redirected) return redirected;
  }
  return sendObject(request, reply, store, key, options);
}
