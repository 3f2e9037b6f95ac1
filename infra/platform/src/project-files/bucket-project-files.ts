import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { mimetypeOf } from '@reelforge/model';
import { cacheNameOf, localCopy } from '../objects/local-copy.ts';
import {
  ObjectNotFound,
  type ListOptions,
  type ListPage,
  type ObjectInfo,
  type ObjectStore,
  type PutOptions,
} from '../objects/object-store.ts';
import { PlacedFiles } from './placed-files.ts';
import type { ProjectFileStore, ProjectPlace } from './project-file-store.ts';
import { checkedProjectPrefix, generationPrefix, placePrefix, projectKeyError } from './project-keys.ts';

/** Where the bucket keeps projects' files: `projects/<region>/<uid>/<key>`. */
export const PROJECTS_PREFIX = 'projects/';

/** Under a project's local `.cache/`: the local copies of its files, one folder per key. */
const COPIES = 'files';

/**
 * The scale-out project file store: a project's files are the objects under
 * `projects/<region>/<uid>/` of the bucket (AppOptions.objectStore), seen alike by every
 * process on every machine. Copies are the store's own (CopyObject); a path for readers of
 * files is a local copy per object version in the project's local `.cache/files/`, made on
 * the machine that asks (objects/local-copy.ts).
 */
export class BucketProjectFiles extends PlacedFiles implements ProjectFileStore {
  readonly shared = true;
  readonly description: string;

  /** `blobsRoot` is BlobStore.root: the projects' local folders, for caches only. */
  constructor(
    objects: ObjectStore,
    private readonly blobsRoot: string,
  ) {
    super(objects);
    this.description = objects.description;
  }

  /** The bucket's prefix of a place's key or prefix: a published copy's assets and movies are its generation's. */
  protected baseOf(project: ProjectPlace, key: string): string {
    return PROJECTS_PREFIX + placePrefix(project) + generationPrefix(project, key);
  }

  /** The local folder of one key's copies (removing it forgets every version). */
  private copiesOf(project: ProjectPlace, key?: string): string {
    const dir = path.join(this.blobsRoot, ...placePrefix(project).split('/').filter(Boolean), '.cache', COPIES);
    return key === undefined ? dir : path.join(dir, cacheNameOf(key));
  }

  async put(
    project: ProjectPlace,
    key: string,
    body: Buffer | string | Readable,
    options: PutOptions = {},
  ): Promise<ObjectInfo> {
    const info = await this.objects.put(this.keyOf(project, key), body, {
      contentType: options.contentType ?? mimetypeOf(key),
    });
    await rm(this.copiesOf(project, key), { recursive: true, force: true });
    return this.named(key, info);
  }

  /** An upload of the finished local file, then the local file removed. */
  async putFile(project: ProjectPlace, key: string, file: string, options?: PutOptions): Promise<ObjectInfo> {
    const info = await this.put(project, key, createReadStream(file), options);
    await rm(file, { force: true });
    return info;
  }

  list(project: ProjectPlace, prefix: string, options: ListOptions = {}): Promise<ListPage> {
    return this.listShown(project, prefix, options, () => true);
  }

  async delete(project: ProjectPlace, key: string): Promise<void> {
    await this.objects.delete(this.keyOf(project, key));
    await rm(this.copiesOf(project, key), { recursive: true, force: true });
  }

  /** Every object under the prefix, and this machine's local copies of the project's files. */
  async deletePrefix(project: ProjectPlace, prefix: string): Promise<number> {
    checkedProjectPrefix(prefix);
    const removed = await this.objects.deletePrefix(this.baseOf(project, prefix) + prefix);
    await rm(this.copiesOf(project), { recursive: true, force: true });
    return removed;
  }

  async copy(from: ProjectPlace, fromKey: string, to: ProjectPlace, toKey: string): Promise<ObjectInfo> {
    try {
      const info = await this.objects.copy(this.keyOf(from, fromKey), this.keyOf(to, toKey));
      await rm(this.copiesOf(to, toKey), { recursive: true, force: true });
      return this.named(toKey, info);
    } catch (error) {
      throw projectKeyError(error, fromKey);
    }
  }

  async localFile(project: ProjectPlace, key: string): Promise<string | undefined> {
    const info = await this.objects.head(this.keyOf(project, key));
    if (!info) return undefined;
    try {
      return (await localCopy(this.objects, info, this.copiesOf(project, key))).file;
    } catch (error) {
      // Removed between the look-up and the read.
      if (error instanceof ObjectNotFound) return undefined;
      throw error;
    }
  }
}
