import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { PARTIAL_FILE } from '../lib/atomic-write.ts';

/**
 * The folders of a project a published copy holds: assets and movies. App data (jobs,
 * scripts) is always read at home, so saving a job never makes a copy out of date. The
 * rest of a copy's folder (.renders, .cache, cdn, .tmp) is made in its region and kept there.
 */
export const CONTENT_FOLDERS = ['userdata', 'movies'] as const;

/** A file under the content folders, by its path relative to the project's folder. */
export interface ContentFile {
  path: string;
  size: number;
  mtimeMs: number;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The project's content files, sorted by path; files removed while listing are left out. */
export async function listContent(projectDir: string): Promise<ContentFile[]> {
  const files: ContentFile[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      if (!entry.isFile() || PARTIAL_FILE.test(entry.name)) continue;
      try {
        const info = await stat(file);
        files.push({
          path: path.relative(projectDir, file).split(path.sep).join('/'),
          size: info.size,
          mtimeMs: info.mtimeMs,
        });
      } catch (error) {
        if (!missing(error)) throw error;
      }
    }
  };
  for (const folder of CONTENT_FOLDERS) await walk(path.join(projectDir, folder));
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Tells two states of the content apart without reading it: any file added, removed, resized or rewritten. */
export function fingerprintOf(files: readonly ContentFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0${file.size}\0${file.mtimeMs}\n`);
  return hash.digest('hex');
}

export async function contentFingerprint(projectDir: string): Promise<string> {
  return fingerprintOf(await listContent(projectDir));
}

/**
 * Copies the listed files into `staging`, which then holds every content folder (empty
 * ones too). A file removed since it was listed is skipped: the fingerprint taken from
 * the listing then no longer matches, so the copy reads as having changes to publish.
 */
export async function copyContent(
  projectDir: string,
  files: readonly ContentFile[],
  staging: string,
  signal: AbortSignal,
  /** Told how many of the files have been copied (or skipped as gone) after each one; awaited. */
  onCopied?: (count: number) => void | Promise<void>,
): Promise<void> {
  await Promise.all(CONTENT_FOLDERS.map((folder) => mkdir(path.join(staging, folder), { recursive: true })));
  const made = new Set<string>();
  let copied = 0;
  for (const file of files) {
    signal.throwIfAborted();
    const target = path.join(staging, file.path);
    const dir = path.dirname(target);
    if (!made.has(dir)) {
      await mkdir(dir, { recursive: true });
      made.add(dir);
    }
    try {
      // A copy-on-write clone where the file system has them: cheap and still independent.
      await copyFile(path.join(projectDir, file.path), target, constants.COPYFILE_FICLONE);
    } catch (error) {
      if (!missing(error)) throw error;
    }
    await onCopied?.(++copied);
  }
}

/**
 * Puts the staged content folders in place of `target`'s, moving the old ones into
 * `staging/.old` (to be removed with it). Each folder is swapped by renames, so none is
 * ever seen half copied; the caller keeps the copy unpublished until all three are in.
 */
export async function swapContent(staging: string, target: string): Promise<void> {
  const old = path.join(staging, '.old');
  await mkdir(old, { recursive: true });
  await mkdir(target, { recursive: true });
  for (const folder of CONTENT_FOLDERS) {
    try {
      await rename(path.join(target, folder), path.join(old, folder));
    } catch (error) {
      if (!missing(error)) throw error;
    }
    await rename(path.join(staging, folder), path.join(target, folder));
  }
}
