import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { newUid } from './secrets.ts';

/**
 * Replaces `file` with `data` so that a crash at any moment leaves either the old
 * content or the new one, never a mix: written aside, flushed to disk, renamed over
 * the old file, and the folder flushed so the rename itself is durable.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${newUid()}.part`);
  const handle = await open(partial, 'wx');
  try {
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await syncDirectory(path.dirname(file));
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
