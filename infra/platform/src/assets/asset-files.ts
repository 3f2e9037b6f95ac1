import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { mimetypeOf } from '@reelforge/model';
import { notFound } from '../lib/http-errors.ts';
import { newUid } from '../lib/secrets.ts';
import type { ObjectInfo } from '../objects/object-store.ts';
import type { ProjectFileStore } from '../project-files/project-file-store.ts';
import { TEMPORARY } from '../project-files/blob-store.ts';
import type { ProjectDerived, ProjectRef } from '../projects/project-service.ts';

/** The folder of assets among a project's files: `userdata/<name>`. */
export const USERDATA = 'userdata/';

/**
 * Where an asset's bytes are. The assets themselves are project files under
 * `userdata/<name>` (project-files/README.md: the project's folder, or the bucket in
 * scale-out). What is made from them stays in the project's local folder:
 *   .cache/<uid>.<rev>/    thumbnails and HLS of one revision of an asset
 *   .tmp/                  uploads and conversions in progress (moved in with putFile:
 *                          a rename in the embedded mode, an upload with a bucket)
 */
export class AssetFiles {
  constructor(
    readonly store: ProjectFileStore,
    /**
     * What the bucket keeps of assets apart from the project's files (thumbnails, HLS streams),
     * removed with their caches.
     */
    private readonly derived: readonly ProjectDerived[] = [],
  ) {}

  /** The key of an asset; a name that would leave userdata/ is simply not found. */
  keyOf(name: string): string {
    if (!name || name === '.' || name === '..' || /[/\\\0]/.test(name)) throw notFound(`${name} not found`);
    return `${USERDATA}${name}`;
  }

  /**
   * A path on this machine ffmpeg (or any reader of files) may open for the asset: its file
   * in the embedded mode, a local copy of this version with a bucket. 404 when there is none.
   */
  async localFile(project: ProjectRef, name: string): Promise<string> {
    const file = await this.store.localFile(project, this.keyOf(name));
    if (!file) throw notFound(`${name} not found`);
    return file;
  }

  /** Moves a checked file of the project's `.tmp/` in as the asset `name` (replacing one). */
  place(project: ProjectRef, name: string, file: string): Promise<ObjectInfo> {
    return this.store.putFile(project, this.keyOf(name), file, { contentType: mimetypeOf(name) });
  }

  /** A 413 naming the project's quota when these files cannot all fit in it (what they replace counted out). */
  async checkRoom(project: ProjectRef, files: ReadonlyArray<{ name: string; size: number }>): Promise<void> {
    await this.store.checkRoom?.(
      project,
      files.map(({ name, size }) => ({ key: this.keyOf(name), size })),
    );
  }

  /** Removes the asset's file (nothing when there is none). */
  remove(project: ProjectRef, name: string): Promise<void> {
    return this.store.delete(project, this.keyOf(name));
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

  /** Every cached revision of an asset, here and kept in the bucket (after a replacement or deletion). */
  async removeCaches(project: ProjectRef, uid: string): Promise<void> {
    await Promise.all(this.derived.map((kept) => kept.forgetAsset(project, uid)));
    const root = path.join(project.dir, '.cache');
    let entries: string[];
    try {
      entries = await readdir(root);
    } catch {
      return;
    }
    const prefix = `${uid}.`;
    await Promise.all(
      entries
        .filter((entry) => entry.startsWith(prefix))
        .map((entry) => rm(path.join(root, entry), { recursive: true, force: true })),
    );
  }
}
