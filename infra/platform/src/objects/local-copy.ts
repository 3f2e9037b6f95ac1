import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { newUid } from '../lib/secrets.ts';
import type { ObjectInfo, ObjectStore } from './object-store.ts';

/** A local copy of one object version: the file, and its folder (a place for what is derived from it). */
export interface LocalCopy {
  file: string;
  dir: string;
}

/**
 * The object's bytes in a local cache folder, for readers of files (ffmpeg, image tools):
 * `<cacheDir>/<version hash>/original<ext>`, fetched once per object version (a replaced
 * object has another version, so it is fetched again), written aside and renamed into
 * place, so a reader never opens half of it. `cacheDir` is the caller's folder for this one
 * key; removing it forgets every version.
 */
export async function localCopy(store: ObjectStore, info: ObjectInfo, cacheDir: string): Promise<LocalCopy> {
  const version = createHash('sha256')
    .update(info.version || `${info.modified.getTime()}-${info.size}`)
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(cacheDir, version);
  const file = path.join(dir, `original${path.posix.extname(info.key)}`);
  if (
    await stat(file).then(
      (found) => found.isFile(),
      () => false,
    )
  )
    return { file, dir };
  await mkdir(dir, { recursive: true });
  const partial = path.join(dir, `.${newUid()}`);
  try {
    await pipeline((await store.get(info.key)).stream, createWriteStream(partial, { flags: 'wx' }));
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return { file, dir };
}

/** A cache folder's name for one key (or path): short, fixed length, no character of the key. */
export function cacheNameOf(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}
