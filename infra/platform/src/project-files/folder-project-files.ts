import { rename } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { FolderObjectStore, type FolderPresign } from '../objects/folder-object-store.ts';
import type { ListOptions, ListPage, ObjectInfo, PutOptions } from '../objects/object-store.ts';
import { PlacedFiles } from './placed-files.ts';
import type { ProjectFileStore, ProjectPlace } from './project-file-store.ts';
import { checkedProjectKey, checkedProjectPrefix, placePrefix, projectKeyError, workingKey } from './project-keys.ts';

/**
 * The embedded project file store: a key is the file at that path in the project's folder
 * (`<blobs>/<region>/<uid>/<key>`, the layout of BlobStore.projectDir). It is a
 * FolderObjectStore on the blobs folder with keys `<region>/<uid>/<key>`: keys checked, no
 * link followed, puts written aside (`<blobs>/.partial/`) and renamed into place. The
 * project's working folders (`.tmp/`, `.cache/`, renders in the making) are never listed.
 */
export class FolderProjectFiles extends PlacedFiles implements ProjectFileStore {
  readonly shared = false;
  readonly description: string;

  private constructor(private readonly folder: FolderObjectStore) {
    super(folder);
    this.description = folder.description;
  }

  /** `blobsRoot` is BlobStore.root. */
  static async open(blobsRoot: string, presign?: FolderPresign): Promise<FolderProjectFiles> {
    return new FolderProjectFiles(await FolderObjectStore.open(blobsRoot, presign));
  }

  /** The file of a key (whether there is one or not): checked, inside the project's folder. */
  pathOf(project: ProjectPlace, key: string): string {
    return this.folder.fileOf(placePrefix(project) + checkedProjectKey(key));
  }

  protected baseOf(project: ProjectPlace): string {
    return placePrefix(project);
  }

  async put(
    project: ProjectPlace,
    key: string,
    body: Buffer | string | Readable,
    options?: PutOptions,
  ): Promise<ObjectInfo> {
    return this.named(key, await this.folder.put(this.keyOf(project, key), body, options));
  }

  /** A rename: `file` is on the same file system (the project's `.tmp/`). */
  async putFile(project: ProjectPlace, key: string, file: string, options?: PutOptions): Promise<ObjectInfo> {
    const full = this.keyOf(project, key);
    // The folder of the file as a folder marker: made as needed, no link on the way.
    await this.folder.put(full.slice(0, full.lastIndexOf('/') + 1), Buffer.alloc(0), options);
    await rename(file, this.folder.fileOf(full));
    return (await this.head(project, key))!;
  }

  list(project: ProjectPlace, prefix: string, options: ListOptions = {}): Promise<ListPage> {
    return this.listShown(project, prefix, options, (key) => !workingKey(key));
  }

  async delete(project: ProjectPlace, key: string): Promise<void> {
    await this.folder.delete(this.keyOf(project, key));
  }

  /** With '' the whole project folder goes, working files with it. */
  async deletePrefix(project: ProjectPlace, prefix: string): Promise<number> {
    checkedProjectPrefix(prefix);
    return this.folder.deletePrefix(placePrefix(project) + prefix);
  }

  async copy(from: ProjectPlace, fromKey: string, to: ProjectPlace, toKey: string): Promise<ObjectInfo> {
    try {
      return this.named(toKey, await this.folder.copy(this.keyOf(from, fromKey), this.keyOf(to, toKey)));
    } catch (error) {
      throw projectKeyError(error, fromKey);
    }
  }

  async localFile(project: ProjectPlace, key: string): Promise<string | undefined> {
    return (await this.head(project, key)) ? this.pathOf(project, key) : undefined;
  }
}
