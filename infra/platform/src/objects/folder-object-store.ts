import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { constants, copyFile, lstat, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { mimetypeOf } from '@reelforge/model';
import { newUid } from '../lib/secrets.ts';
import {
  ObjectNotFound,
  ObjectStoreError,
  RangeNotSatisfiable,
  checkedKey,
  checkedPrefix,
  pageLimit,
  type ListOptions,
  type ListPage,
  type ListedObject,
  type ObjectBody,
  type ObjectInfo,
  type ObjectStore,
  type PutOptions,
} from './object-store.ts';

/** Objects being written, renamed into place once whole; never listed, removed at open. */
const PARTIAL = '.partial';

export interface FolderPresign {
  /** Where `servePresigned` answers, e.g. `http://host/objects`: the key follows it. */
  baseUrl: string;
  /** The HMAC key URLs are signed with. */
  secret: Buffer;
  now?: () => number;
}

/** Key order: the UTF-8 bytes, as S3 orders its keys. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * The embedded object store: each key a file at that relative path under `root` (folders
 * made as needed). A key is checked by `keyProblem` and its path again to stay under the
 * root, and no link on the way is followed. Content types are the file name's (no sidecar).
 */
export class FolderObjectStore implements ObjectStore {
  readonly description: string;

  private constructor(
    readonly root: string,
    private readonly presign: FolderPresign | undefined,
  ) {
    this.description = `folder ${root}`;
  }

  static async open(root: string, presign?: FolderPresign): Promise<FolderObjectStore> {
    const resolved = path.resolve(root);
    await mkdir(resolved, { recursive: true });
    // At open nothing is being written: what is left was cut short.
    await rm(path.join(resolved, PARTIAL), { recursive: true, force: true });
    return new FolderObjectStore(resolved, presign);
  }

  /** The file of a key: checked, and inside the root. */
  fileOf(key: string): string {
    checkedKey(key);
    const file = path.resolve(this.root, ...key.split('/').filter(Boolean));
    if (!file.startsWith(this.root + path.sep) || file.startsWith(path.join(this.root, PARTIAL) + path.sep)) {
      throw new ObjectStoreError(`The key ${JSON.stringify(key)} leaves the store`);
    }
    return file;
  }

  async put(key: string, body: Buffer | string | Readable, _options?: PutOptions): Promise<ObjectInfo> {
    const file = this.fileOf(key);
    if (key.endsWith('/')) {
      await this.refuseLinks(file);
      await mkdir(file, { recursive: true });
      return { key, size: 0, contentType: 'application/x-directory', modified: new Date(), version: '' };
    }
    await this.refuseLinks(path.dirname(file));
    const partial = path.join(this.root, PARTIAL, newUid());
    await mkdir(path.dirname(partial), { recursive: true });
    try {
      if (body instanceof Readable) await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      else await writeFile(partial, body, { flag: 'wx' });
      await mkdir(path.dirname(file), { recursive: true });
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
    return (await this.head(key))!;
  }

  async get(key: string, range?: { start: number; end?: number | undefined }): Promise<ObjectBody> {
    const info = await this.head(key);
    if (!info) throw new ObjectNotFound(key);
    let chosen: { start: number; end: number } | undefined;
    if (range) {
      if (range.start >= info.size) throw new RangeNotSatisfiable(key, info.size);
      chosen = { start: range.start, end: Math.min(range.end ?? info.size - 1, info.size - 1) };
    }
    const stream = createReadStream(this.fileOf(key), chosen ?? {});
    return { ...info, stream, range: chosen };
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    const file = this.fileOf(key);
    if (key.endsWith('/')) return undefined;
    const info = await lstat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    await this.refuseLinks(path.dirname(file));
    return {
      key,
      size: info.size,
      contentType: mimetypeOf(key),
      modified: info.mtime,
      version: `${info.mtimeMs.toString(16)}-${info.size.toString(16)}`,
    };
  }

  async list(prefix: string, options: ListOptions = {}): Promise<ListPage> {
    checkedPrefix(prefix, { folder: false });
    const limit = pageLimit(options.limit);
    const after = options.after ?? '';
    // A prefix is a folder (ending with '/') plus the start of a name in it.
    const folderPart = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    const dir = folderPart ? this.fileOf(folderPart) : this.root;
    const entries = options.delimited ? await this.ownEntries(dir, folderPart) : await this.filesBelow(dir, folderPart);
    const chosen = entries.filter(
      (entry) => entry.key.startsWith(prefix) && entry.key !== prefix && byBytes(entry.key, after) > 0,
    );
    chosen.sort((a, b) => byBytes(a.key, b.key));
    const page = chosen.slice(0, limit);
    const objects: ListedObject[] = [];
    const folders: string[] = [];
    for (const entry of page) {
      if (entry.folder) folders.push(entry.key);
      else {
        const info = await lstat(path.join(this.root, ...entry.key.split('/'))).catch(() => undefined);
        if (info?.isFile())
          objects.push({
            key: entry.key,
            size: info.size,
            modified: info.mtime,
            version: `${info.mtimeMs.toString(16)}-${info.size.toString(16)}`,
          });
      }
    }
    return { objects, folders, ...(chosen.length > limit ? { next: page.at(-1)!.key } : {}) };
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    if (key.endsWith('/')) return;
    const info = await lstat(file).catch(() => undefined);
    if (info?.isFile() || info?.isSymbolicLink()) await rm(file, { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    checkedPrefix(prefix, { folder: true });
    const dir = prefix ? this.fileOf(prefix) : this.root;
    const count = (await this.filesBelow(dir, prefix)).length;
    if (prefix) await rm(dir, { recursive: true, force: true });
    else
      for (const name of await readdir(this.root))
        if (name !== PARTIAL) await rm(path.join(this.root, name), { recursive: true, force: true });
    return count;
  }

  async copy(fromKey: string, toKey: string): Promise<ObjectInfo> {
    const source = this.fileOf(fromKey);
    const target = this.fileOf(toKey);
    if (!(await this.head(fromKey)) || fromKey.endsWith('/')) throw new ObjectNotFound(fromKey);
    if (toKey.endsWith('/')) throw new ObjectStoreError(`A copy's target cannot be a folder: ${JSON.stringify(toKey)}`);
    await this.refuseLinks(path.dirname(target));
    const partial = path.join(this.root, PARTIAL, newUid());
    await mkdir(path.dirname(partial), { recursive: true });
    try {
      // A clone where the file system has them (no bytes copied), a plain copy elsewhere.
      await copyFile(source, partial, constants.COPYFILE_FICLONE | constants.COPYFILE_EXCL);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(partial, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !(await this.head(fromKey)))
        throw new ObjectNotFound(fromKey);
      throw error;
    } finally {
      await rm(partial, { force: true });
    }
    return (await this.head(toKey))!;
  }

  async presignedGet(key: string, seconds: number): Promise<string> {
    if (!this.presign)
      throw new ObjectStoreError(`The ${this.description} serves no URLs: open it with a presign base`);
    checkedKey(key);
    const expires = Math.floor((this.presign.now ?? Date.now)() / 1000) + Math.max(1, Math.floor(seconds));
    const url = new URL(
      `${this.presign.baseUrl.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`,
    );
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('signature', this.signature(key, expires));
    return url.toString();
  }

  /**
   * The key a presigned URL's path and query name, when its signature holds and it has not
   * expired; undefined otherwise (the caller answers 403). `pathname` is the part after the base.
   */
  verifyPresigned(pathname: string, query: URLSearchParams): string | undefined {
    if (!this.presign) return undefined;
    let key: string;
    try {
      key = pathname.replace(/^\/+/, '').split('/').map(decodeURIComponent).join('/');
      checkedKey(key);
    } catch {
      return undefined;
    }
    const expires = Number(query.get('expires'));
    const given = Buffer.from(query.get('signature') ?? '', 'base64url');
    const wanted = Buffer.from(this.signature(key, expires), 'base64url');
    if (!Number.isInteger(expires) || expires * 1000 < (this.presign.now ?? Date.now)()) return undefined;
    return given.length === wanted.length && timingSafeEqual(given, wanted) ? key : undefined;
  }

  async close(): Promise<void> {}

  private signature(key: string, expires: number): string {
    return createHmac('sha256', this.presign!.secret).update(`${expires}\n${key}`).digest('base64url');
  }

  /** Every existing part from the root down to `dir` is a real folder, never a link. */
  private async refuseLinks(dir: string): Promise<void> {
    let at = this.root;
    for (const part of path.relative(this.root, dir).split(path.sep).filter(Boolean)) {
      at = path.join(at, part);
      const info = await lstat(at).catch(() => undefined);
      if (!info) return;
      if (!info.isDirectory())
        throw new ObjectStoreError(`${path.relative(this.root, at)} is not a folder of the store`);
    }
  }

  private async ownEntries(dir: string, prefix: string): Promise<{ key: string; folder: boolean }[]> {
    await this.refuseLinks(dir);
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => !(dir === this.root && entry.name === PARTIAL))
      .flatMap((entry): { key: string; folder: boolean }[] => {
        if (entry.isDirectory()) return [{ key: `${prefix}${entry.name}/`, folder: true }];
        return entry.isFile() ? [{ key: `${prefix}${entry.name}`, folder: false }] : [];
      });
  }

  private async filesBelow(dir: string, prefix: string): Promise<{ key: string; folder: boolean }[]> {
    const own = await this.ownEntries(dir, prefix);
    const nested = await Promise.all(
      own.map(async (entry) =>
        entry.folder ? this.filesBelow(path.join(dir, path.basename(entry.key)), entry.key) : [entry],
      ),
    );
    return nested.flat();
  }
}
