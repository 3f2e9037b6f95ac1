import type { Readable } from 'node:stream';
import type { ListOptions, ListPage, ObjectBody, ObjectInfo, PutOptions } from '../objects/object-store.ts';

/** Which project's files: a project's home or its copy in a region it is published to. */
export interface ProjectPlace {
  region: string;
  uid: string;
  /**
   * A published copy's generation in the bucket (ProjectService.inRegion): its assets and
   * movies (`userdata/`, `movies/`) are read from that generation, made whole before the
   * copy switched to it; the folder adapter has none (project-files/README.md).
   */
  generation?: string | undefined;
}

/**
 * The files of projects by key relative to the project (project-files/README.md):
 * `userdata/<name>` (assets), `appdata/<name>`, `movies/<uid>.sdl`, `compdata/<uid>.xml`,
 * `cdn/<run id>/<file>`, `.renders/legacy/<file>`. In the embedded mode a key is the file
 * at that path in the project's folder (`blobs/<region>/<uid>/`, the layout unchanged);
 * with AppOptions.objectStore it is an object of the bucket under `projects/<region>/<uid>/`,
 * seen alike by every process. Keys follow the object store's rule (`keyProblem`).
 * Working files (`.tmp/`, `.cache/`, renders in the making) are not kept here: they stay
 * in the project's local folder (`ProjectRef.dir`) of the process that makes them.
 */
export interface ProjectFileStore {
  /** 'folder' or 's3' and where, for logs and errors (never a secret). */
  readonly description: string;
  /** True when the files are in a bucket other processes share (local paths are then copies). */
  readonly shared: boolean;
  head(project: ProjectPlace, key: string): Promise<ObjectInfo | undefined>;
  /** The bytes, whole or a range `[start, end]`; ObjectNotFound / RangeNotSatisfiable as the object store. */
  get(project: ProjectPlace, key: string, range?: { start: number; end?: number | undefined }): Promise<ObjectBody>;
  /** The whole of a small file, or undefined when there is none. */
  read(project: ProjectPlace, key: string): Promise<Buffer | undefined>;
  /** Stores `body` under `key`, replacing what was there; a reader never sees half of it. */
  put(project: ProjectPlace, key: string, body: Buffer | string | Readable, options?: PutOptions): Promise<ObjectInfo>;
  /**
   * Moves a finished local file (in the project's `.tmp/`) in under `key`: a rename in the
   * embedded mode, an upload then the local file removed with a bucket.
   */
  putFile(project: ProjectPlace, key: string, file: string, options?: PutOptions): Promise<ObjectInfo>;
  /** Keys under `prefix` (relative to the project, '' or ending with '/'), a page at a time. */
  list(project: ProjectPlace, prefix: string, options?: ListOptions): Promise<ListPage>;
  delete(project: ProjectPlace, key: string): Promise<void>;
  /** Removes every file under `prefix` ('' is the whole project); how many. */
  deletePrefix(project: ProjectPlace, prefix: string): Promise<number>;
  /** Copies one file, within a project or between two (a server-side copy with a bucket). */
  copy(from: ProjectPlace, fromKey: string, to: ProjectPlace, toKey: string): Promise<ObjectInfo>;
  /**
   * A path on this machine that ffmpeg (or any reader of files) may open, or undefined when
   * there is no such file: the file itself in the embedded mode; with a bucket a local copy
   * made once per object version (a replaced file is fetched again), in the project's
   * `.cache/` folder.
   */
  localFile(project: ProjectPlace, key: string): Promise<string | undefined>;
  /** A URL anyone may GET the file with for `seconds`. */
  presignedGet(project: ProjectPlace, key: string, seconds: number): Promise<string>;
  /**
   * A 413 naming the project's quota when files of these sizes under these keys cannot fit
   * beside what the project holds (project-quota.ts), before any of them is written; each write
   * is checked again when it is made. Only the store with the quota has it.
   */
  checkRoom?(project: ProjectPlace, files: ReadonlyArray<{ key: string; size: number }>): Promise<void>;
}
