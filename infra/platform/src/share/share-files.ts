import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectRef } from '../projects/project-service.ts';
import type { RenderedFile, StoredRenders } from '../render/stored-renders.ts';
import type { PublicShare, ShareMedium } from './share-service.ts';

/**
 * Where shares' videos and posters are kept, one file per version of what is shared: the
 * project's `.renders/shares/<share id>.<version>.mp4|jpg`, or with an object store the
 * bucket's `shares/<share id>/<file name>`, served from there by any process.
 */
export class ShareFiles {
  constructor(private readonly stored?: StoredRenders) {}

  /** The video's or poster's file of this version (`<share id>.<version>.mp4|jpg`): the job's name across processes. */
  nameOf(shared: PublicShare, what: ShareMedium): string {
    return path.basename(this.fileOf(shared, extOf(what)));
  }

  /** The video or poster of this version if made already (in the bucket, or the project's folder), else undefined. */
  async made(shared: PublicShare, what: ShareMedium): Promise<RenderedFile | undefined> {
    const file = this.fileOf(shared, extOf(what));
    if (this.stored) {
      const key = this.keyOf(shared, file);
      return (await this.stored.objects.head(key)) ? { object: { store: this.stored.objects, key } } : undefined;
    }
    return (await stat(file).then(
      (found) => found.size > 0,
      () => false,
    ))
      ? { file }
      : undefined;
  }

  /** The file `make` renders into the project's folder, kept in the bucket when there is one (the local copy goes). */
  async keep(shared: PublicShare, what: ShareMedium, make: (file: string) => Promise<string>): Promise<RenderedFile> {
    const file = this.fileOf(shared, extOf(what));
    if (!this.stored) return { file: await make(file) };
    return this.stored.keep(this.keyOf(shared, file), what === 'video' ? 'video/mp4' : 'image/jpeg', () => make(file));
  }

  /** Cached files of a share, except those named in `keep` (in the object store too). */
  async remove(project: ProjectRef, id: string, keep: string[] = []): Promise<void> {
    if (this.stored) {
      const { objects } = this.stored;
      const listed = await objects.list(`shares/${id}/`);
      await Promise.all(
        listed.objects
          .filter((object) => !keep.includes(path.posix.basename(object.key)))
          .map((object) => objects.delete(object.key)),
      );
    }
    let entries: string[];
    try {
      entries = await readdir(sharesDir(project));
    } catch {
      return;
    }
    const stale = entries.filter((entry) => entry.startsWith(`${id}.`) && !keep.includes(entry));
    await Promise.all(stale.map((entry) => rm(path.join(sharesDir(project), entry), { force: true })));
  }

  private fileOf({ share, project, content }: PublicShare, ext: 'mp4' | 'jpg'): string {
    const version = content.kind === 'story' ? `s${content.version}` : String(content.movie.revision);
    return path.join(sharesDir(project), `${share.id}.${version}.${ext}`);
  }

  /** A share's file in the object store: `shares/<share id>/<file name>`. */
  private keyOf(shared: PublicShare, file: string): string {
    return `shares/${shared.share.id}/${path.basename(file)}`;
  }
}

const extOf = (what: ShareMedium) => (what === 'video' ? 'mp4' : 'jpg');

const sharesDir = (project: ProjectRef) => path.join(project.dir, '.renders', 'shares');
