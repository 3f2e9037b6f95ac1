import { copyFile, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { newUid } from './secrets.ts';

/**
 * A file in the making, written aside by writeAside: never content (a published copy and
 * its fingerprint leave it out, see projects/project-content.ts).
 */
export const PARTIAL_FILE = /\.[0-9a-f]{32}\.part(?:\.[a-z0-9]+)?$/;

export interface WriteAsideOptions {
  /**
   * Flushes the new file and then its folder to disk, so that a crash at any moment
   * leaves the old content or the new one, never a mix (and the rename itself is kept).
   */
  durable?: boolean;
  /** The partial file's extension, for writers that choose their encoding by it (ffmpeg). */
  extension?: string;
}

/**
 * Makes `file` the one way the platform does: `write` makes it aside, under a name of
 * its own in the same folder, and it is renamed into place once complete. A reader sees
 * the old file or the whole new one, never half of it; a failure leaves nothing behind.
 * `write` may make a folder instead of a file (renamed the same way).
 */
export async function writeAside<T>(
  file: string,
  write: (partial: string) => Promise<T>,
  options: WriteAsideOptions = {},
): Promise<T> {
  const extension = options.extension ? `.${options.extension}` : '';
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${newUid()}.part${extension}`);
  let result: T;
  try {
    result = await write(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  if (options.durable) await syncDirectory(path.dirname(file));
  return result;
}

/** Replaces `file` with `data`, durably (see WriteAsideOptions.durable). */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await writeAside(
    file,
    async (partial) => {
      const handle = await open(partial, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
    { durable: true },
  );
}

/** Copies `source` to `file`, written aside. */
export async function copyFileAside(source: string, file: string): Promise<void> {
  await writeAside(file, (partial) => copyFile(source, partial));
}

async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Some file systems cannot flush a folder; the rename has still happened.
  } finally {
    await handle?.close();
  }
}
