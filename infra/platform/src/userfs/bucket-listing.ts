import type { UserfsDirectory, UserfsFile, UserfsListing } from '@reelforge/contract';
import { USERFS_LIST_LIMIT, assetTypeOf, mimetypeOf } from '@reelforge/model';
import type { ListPage, ObjectStore } from '../objects/object-store.ts';
import type { PageTokens } from './page-token.ts';
import type { ListRequest, StoreOwner } from './user-file-store.ts';

export interface BucketListing {
  owner: StoreOwner;
  tokenOwner: string;
  /** The user's prefix, `userfs/<region>/<user>/`. */
  base: string;
  /** The folder listed: '' or ending with '/'. */
  prefix: string;
  /** Whether the folder exists (a missing one lists nothing). */
  exists: boolean;
  request: ListRequest;
}

/**
 * One page of a folder of the bucket store, as the folder store answers it: with
 * `directories` the folder's own entries (folders as `name/`, from the store's delimited
 * listing), else every file below by its path; folder markers are never files. The page
 * token holds the position (the last key's name), so pages neither repeat nor skip.
 */
export async function listBucketPage(
  objects: ObjectStore,
  tokens: PageTokens,
  { owner, tokenOwner, base, prefix, exists, request }: BucketListing,
): Promise<UserfsListing> {
  const position = { prefix, directories: request.directories };
  const after = request.pageToken ? tokens.decode(tokenOwner, request.pageToken, position) : '';
  const limit = Math.min(USERFS_LIST_LIMIT, request.pageSize);
  const at = base + prefix;
  const page: ListPage = { objects: [], folders: [], next: after ? at + after : undefined };
  // Folder markers are no files: without folders apart, pages are read until `limit` files or the end.
  for (let first = true; exists && (first || page.next) && page.objects.length < limit; first = false) {
    const more = await objects.list(at, {
      delimited: request.directories,
      after: page.next,
      limit: limit - page.objects.length,
    });
    page.objects.push(...more.objects.filter((object) => !object.key.endsWith('/')));
    page.folders.push(...more.folders);
    page.next = more.next;
    if (request.directories) break;
  }

  const Directories: UserfsDirectory[] = page.folders.map((folder) => ({
    name: folder.slice(at.length),
    type: 'dir',
    pathprefix: prefix,
    region: owner.region,
  }));
  const Data: UserfsFile[] = page.objects.map((object) => {
    const name = object.key.slice(at.length);
    const item: UserfsFile = { name, type: assetTypeOf(name), pathprefix: prefix, region: owner.region };
    if (!request.metadata) return item;
    const when = object.modified.toISOString();
    return {
      ...item,
      metadata: { size: object.size, date_created: when, date_modified: when, mimetype: mimetypeOf(name) },
    };
  });
  return {
    Directories,
    Data,
    Metadata: { Count: Directories.length + Data.length, PageSize: limit },
    ...(page.next ? { PageToken: tokens.encode(tokenOwner, { ...position, after: page.next.slice(at.length) }) } : {}),
  };
}
