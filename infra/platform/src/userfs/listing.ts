import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { UserfsFileMetadata } from '@reelforge/contract';
import { mimetypeOf } from '@reelforge/model';

/** One name of a listing: a folder (its name ends with '/') or a file. */
export interface ListedName {
  name: string;
  dir: boolean;
}

export interface ListedPage {
  names: ListedName[];
  /** More names follow the last one given. */
  more: boolean;
}

/** Code-unit order, the same on every call: a page token is a position in it. */
const byName = (a: ListedName, b: ListedName) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * The names under `dir` after `after` in name order, at most `limit`: with `directories`
 * the folder's own entries (folders as `name/`), else every file below it by its path from
 * `dir`. Links and anything that is neither a file nor a folder are never listed. Only the
 * names are read here (no stat), so a folder of 10,000 files answers its first page quickly.
 */
export async function listNames(
  dir: string,
  { directories, after, limit }: { directories: boolean; after: string; limit: number },
): Promise<ListedPage> {
  const all = directories ? await ownEntries(dir) : await filesBelow(dir, '');
  const following = all.filter((entry) => entry.name > after).sort(byName);
  return { names: following.slice(0, limit), more: following.length > limit };
}

async function ownEntries(dir: string): Promise<ListedName[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names: ListedName[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) names.push({ name: `${entry.name}/`, dir: true });
    else if (entry.isFile()) names.push({ name: entry.name, dir: false });
  }
  return names;
}

async function filesBelow(dir: string, prefix: string): Promise<ListedName[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map(async (entry): Promise<ListedName[]> => {
      if (entry.isDirectory()) return filesBelow(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      return entry.isFile() ? [{ name: `${prefix}${entry.name}`, dir: false }] : [];
    }),
  );
  return nested.flat();
}

/** ?metadata=1: a file's size, dates and content type (undefined if it went meanwhile). */
export async function metadataOf(file: string): Promise<UserfsFileMetadata | undefined> {
  const info = await lstat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  return {
    size: info.size,
    date_created: (info.birthtimeMs > 0 ? info.birthtime : info.mtime).toISOString(),
    date_modified: info.mtime.toISOString(),
    mimetype: mimetypeOf(file),
  };
}
