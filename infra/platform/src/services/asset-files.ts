import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { resolveInside } from '../lib/files.ts';
import { notFound } from '../lib/http-errors.ts';
import { newUid } from '../lib/secrets.ts';
import { TEMPORARY } from './blob-store.ts';
import type { ProjectRef } from './projects.ts';

/**
 * The layout of a project's folder:
 *   userdata/<name>        the assets, under the names users gave them
 *   .cache/<uid>.<rev>/    thumbnails and HLS of one revision of an asset
 *   .tmp/                  uploads and conversions in progress (same file system, so
 *                          finished files are renamed into place atomically)
 */
export class AssetFiles {
  userdataDir(project: ProjectRef): string {
    return path.join(project.dir, 'userdata');
  }

  /** The file of an asset; a name that would leave userdata/ is simply not found. */
  fileOf(project: ProjectRef, name: string): string {
    const file = resolveInside(this.userdataDir(project), name);
    if (!file || path.dirname(file) !== path.resolve(this.userdataDir(project))) throw notFound(`${name} not found`);
    return file;
  }

  cacheDir(project: ProjectRef, asset: { uid: string; revision: number }): string {
    return path.join(project.dir, '.cache', `${asset.uid}.${asset.revision}`);
  }

  /** A fresh path in the project's temporary folder (the file does not exist yet). */
  async tempPath(project: ProjectRef, extension = ''): Promise<string> {
    const dir = path.join(project.dir, TEMPORARY);
    await mkdir(dir, { recursive: true });
    return path.join(dir, `${newUid()}${extension}`);
  }

  async ensureUserdata(project: ProjectRef): Promise<void> {
    await mkdir(this.userdataDir(project), { recursive: true });
  }

  /** Every cached revision of an asset (after a replacement or deletion). */
  async removeCaches(project: ProjectRef, uid: string): Promise<void> {
    const root = path.join(project.dir, '.cache');
    let entries: string[];
    try {
      entries = await readdir(root);
    } catch {
      return;
    }
    const prefix = `${uid}.`;
    await Promise.all(
      entries.filter((entry) => entry.startsWith(prefix)).map((entry) => rm(path.join(root, entry), { recursive: true, force: true })),
    );
  }
}
