import type { ListObjectsV2CommandOutput } from '@aws-sdk/client-s3';
import type { ListPage } from './object-store.ts';

/**
 * A ListObjectsV2 reply as a page of the port: the folders and objects after the position in
 * key order (UTF-8 bytes), at most `limit` of them, `next` the last when more may follow.
 */
export function listPageOf(reply: ListObjectsV2CommandOutput, prefix: string, after: string, limit: number): ListPage {
  // A folder the position is in (or past) is not listed again; nor is the prefix's own marker.
  const folders = (reply.CommonPrefixes ?? []).flatMap((entry) =>
    entry.Prefix && entry.Prefix > after ? [entry.Prefix] : [],
  );
  const objects = (reply.Contents ?? []).flatMap((entry) =>
    entry.Key && entry.Key !== prefix
      ? [
          {
            key: entry.Key,
            size: entry.Size ?? 0,
            modified: entry.LastModified ?? new Date(0),
            version: entry.ETag ?? '',
          },
        ]
      : [],
  );
  // Some S3-compatible stores count folders apart from MaxKeys: the page is cut here too.
  const keys = [...folders, ...objects.map((entry) => entry.key)]
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    .slice(0, limit);
  const kept = new Set(keys);
  const cut = keys.length < folders.length + objects.length;
  return {
    objects: objects.filter((entry) => kept.has(entry.key)),
    folders: folders.filter((folder) => kept.has(folder)),
    ...((reply.IsTruncated || cut) && keys.length ? { next: keys.at(-1) } : {}),
  };
}
