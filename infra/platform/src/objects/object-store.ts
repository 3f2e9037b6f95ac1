import type { Readable } from 'node:stream';

/** What the store knows of one object. */
export interface ObjectInfo {
  key: string;
  size: number;
  contentType: string;
  modified: Date;
  /** Changes whenever the object does (S3's ETag; the file's time and size in a folder). */
  version: string;
}

/** An object's bytes, whole or one range of them. */
export interface ObjectBody extends ObjectInfo {
  stream: Readable;
  /** The bytes sent: `[start, end]` inclusive, or the whole object. */
  range: { start: number; end: number } | undefined;
}

export interface PutOptions {
  contentType?: string | undefined;
}

export interface ListOptions {
  /** Keys after this one in key order (the last key of the page before). */
  after?: string | undefined;
  /** Keys a page, 1 to 1,000; default 1,000. */
  limit?: number | undefined;
  /** Roll keys below the next `/` into `folders` (a folder's own entries). */
  delimited?: boolean | undefined;
}

/** A listed object: a listing does not say content types (S3's does not). */
export type ListedObject = Omit<ObjectInfo, 'contentType'>;

export interface ListPage {
  objects: ListedObject[];
  /** With `delimited`: the folders after the position, each the full prefix ending with `/`. */
  folders: string[];
  /** The position to pass as `after` for the next page; absent when this page is the last. */
  next?: string | undefined;
}

/**
 * The platform's blobs by key (objects/README.md): a folder in the embedded mode, an S3
 * bucket in scale-out. Keys are relative paths: segments separated by `/`, no `.` or `..`,
 * no backslash, no NUL, not absolute (`keyProblem`).
 */
export interface ObjectStore {
  /** 'folder' or 's3', and where (an S3 endpoint without credentials): for logs and errors. */
  readonly description: string;
  /** Stores `body` under `key`, replacing what was there; a large stream goes up in parts. */
  put(key: string, body: Buffer | string | Readable, options?: PutOptions): Promise<ObjectInfo>;
  /**
   * The object's bytes (a range `[start, end]`, end inclusive and clamped), or ObjectNotFound /
   * RangeNotSatisfiable.
   */
  get(key: string, range?: { start: number; end?: number | undefined }): Promise<ObjectBody>;
  /** The object's info, or undefined when there is none. */
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Keys under `prefix` in key order, a page at a time. */
  list(prefix: string, options?: ListOptions): Promise<ListPage>;
  /** Removes one object (nothing when there is none). */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which must end with `/`); how many. */
  deletePrefix(prefix: string): Promise<number>;
  /**
   * Copies one object to another key, replacing what was there (in the store itself: a server-side
   * copy); ObjectNotFound when there is none.
   */
  copy(fromKey: string, toKey: string): Promise<ObjectInfo>;
  /** A URL anyone may GET the object with for `seconds` (plain HTTP, no credentials). */
  presignedGet(key: string, seconds: number): Promise<string>;
  /** One call the store must answer (S3: HeadBucket), for readiness (docs/operations.md); throws why not. */
  reach?(signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

/** The whole of a small object (a key file, a manifest), or undefined when there is none. */
export async function readObject(store: ObjectStore, key: string): Promise<Buffer | undefined> {
  let body: ObjectBody;
  try {
    body = await store.get(key);
  } catch (error) {
    if (error instanceof ObjectNotFound) return undefined;
    throw error;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of body.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** No object under the key. */
export class ObjectNotFound extends Error {
  readonly code = 'ENOENT';
  constructor(readonly key: string) {
    super(`No object ${key}`);
    this.name = 'ObjectNotFound';
  }
}

/** The range asked for starts past the object's end. */
export class RangeNotSatisfiable extends Error {
  constructor(
    readonly key: string,
    readonly size: number,
  ) {
    super(`The range is outside the ${size} bytes of ${key}`);
    this.name = 'RangeNotSatisfiable';
  }
}

/** The store refused or could not be reached: the message names the store, never a secret. */
export class ObjectStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ObjectStoreError';
  }
}

const MAX_KEY = 1024;

/** Why a key is refused (it could leave a folder store's root or mean two things), or undefined. */
export function keyProblem(key: string): string | undefined {
  if (typeof key !== 'string' || key === '') return 'An object key cannot be empty';
  if (Buffer.byteLength(key) > MAX_KEY) return `An object key is at most ${MAX_KEY} bytes`;
  if (key.includes('\0')) return 'An object key cannot hold a NUL character';
  if (key.includes('\\')) return 'An object key cannot hold a backslash';
  if (key.startsWith('/') || /^[A-Za-z]:/.test(key)) return 'An object key cannot be an absolute path';
  const segments = key.split('/');
  // A trailing '/' is a folder marker: its last segment is empty.
  for (const [index, segment] of segments.entries()) {
    if (segment === '' && index !== segments.length - 1) return 'An object key cannot hold an empty segment (//)';
    if (segment === '.' || segment === '..') return `An object key cannot hold a '${segment}' segment`;
  }
  return undefined;
}

/** The key, or an ObjectStoreError saying why it is refused. */
export function checkedKey(key: string): string {
  const problem = keyProblem(key);
  if (problem) throw new ObjectStoreError(`${problem}: ${JSON.stringify(key)}`);
  return key;
}

/** A prefix to list or delete: '' or a key ending with '/'. */
export function checkedPrefix(prefix: string, { folder }: { folder: boolean }): string {
  if (prefix === '') return prefix;
  if (folder && !prefix.endsWith('/'))
    throw new ObjectStoreError(`A prefix to remove must end with '/': ${JSON.stringify(prefix)}`);
  return checkedKey(prefix);
}

/** Page size of a listing: 1 to 1,000 (S3's own ceiling), default 1,000. */
export function pageLimit(limit: number | undefined): number {
  if (limit === undefined) return 1000;
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw new ObjectStoreError(`A listing page holds 1 to 1000 keys, not ${limit}`);
  return limit;
}
