import { createHash } from 'node:crypto';
import type { ThumbnailRequest } from '../media-tools/file-thumbnails.ts';
import type { StoreOwner, UserFileThumbnail } from './user-file-store.ts';

/** Bucket keys of users' files' thumbnails: beside `userfs/`, so they count against no quota and are never listed. */
export const USERFS_THUMBNAILS = 'userfs-thumbnails/';

/** A name for a path that is short and safe in a key or a folder (the same hash as the local cache's). */
export const pathHash = (relative: string) => createHash('sha256').update(relative).digest('hex').slice(0, 32);

/**
 * `userfs-thumbnails/<region>/<user>/`, and with a path `…/<path hash>/`: every thumbnail of that
 * store, or of that file.
 */
export function thumbnailPrefix(owner: StoreOwner, relative?: string): string {
  const base = `${USERFS_THUMBNAILS}${owner.region}/${owner.userId}/`;
  return relative === undefined ? base : `${base}${pathHash(relative)}/`;
}

/** `userfs-thumbnails/<region>/<user>/<path hash>/<version>/thumb-w<width>.<ext>`. */
export function thumbnailKey({ owner, path, version, request }: UserFileThumbnail): string {
  return `${thumbnailPrefix(owner, path)}${version}/thumb-w${request.width}.${request.ext}`;
}

export const thumbnailType = (request: ThumbnailRequest) => (request.ext === 'png' ? 'image/png' : 'image/jpeg');
