import { createHash } from 'node:crypto';
import { lstat, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { UserfsDirectory, UserfsFile, UserfsFileMetadata, UserfsListing, UserfsUsage } from '@reelforge/contract';
import { USERFS_LIST_LIMIT, assetTypeOf, userfsFolder, userfsSegments } from '@reelforge/model';
import { HttpError, badRequest, notFound } from '../lib/http-errors.ts';
import { hasThumbnail, type FileThumbnails, type ThumbnailRequest } from '../media-tools/file-thumbnails.ts';
import { inProcess } from '../queue/job-queue.ts';
import { listNames, metadataOf } from './listing.ts';
import { PageTokens } from './page-token.ts';
import { UserQuota, sizeOf, type UploadHold } from './quota.ts';
import type {
  FileToSend,
  ListRequest,
  StoreOwner,
  StoredUserFile,
  UploadTarget,
  UserFileStore,
  UserFileThumbnail,
  UserThumbnailRunner,
} from './user-file-store.ts';
import { UserRoot } from './user-root.ts';

export type { ListRequest, StoreOwner, StoredUserFile } from './user-file-store.ts';

const keyOf = ({ userId, region }: StoreOwner) => `${region}/${userId}`;

/**
 * The per-user file store (docs/userfs.md): every user's files per region, apart from
 * projects, under `<data>/userfs/`. Paths are checked by UserRoot; uploads are received
 * by upload.ts; what a store holds is counted against its quota by QuotaLedger.
 */
export class UserFiles implements UserFileStore {
  private readonly roots = new Map<string, Promise<UserRoot>>();

  private readonly thumbnailRunner: UserThumbnailRunner;

  private constructor(
    readonly base: string,
    readonly quota: UserQuota,
    private readonly tokens: PageTokens,
    private readonly thumbnails: FileThumbnails,
    thumbnailRunner: UserThumbnailRunner | undefined,
  ) {
    this.thumbnailRunner = thumbnailRunner ?? inProcess((job) => this.makeThumbnail(job));
  }

  /** Opens the store; uploads a stopped process left in the making are removed first. */
  /** `thumbnailRunner`: where thumbnails are made (a worker process's, with Redis); default here. */
  static async open(
    base: string,
    quotaBytes: number,
    thumbnails: FileThumbnails,
    thumbnailRunner?: UserThumbnailRunner,
  ): Promise<UserFiles> {
    await mkdir(base, { recursive: true, mode: 0o700 });
    const tokens = await PageTokens.open(path.join(base, '.page-token-key'));
    await sweepTemporary(base);
    return new UserFiles(base, new UserQuota(quotaBytes), tokens, thumbnails, thumbnailRunner);
  }

  async root(owner: StoreOwner): Promise<UserRoot> {
    const key = keyOf(owner);
    let root = this.roots.get(key);
    if (!root) {
      root = UserRoot.open(this.base, owner.region, owner.userId);
      this.roots.set(key, root);
      root.catch(() => this.roots.delete(key));
    }
    return root;
  }

  /** The folder's names after the token's position, a page of them, and a token when more follow. */
  async list(owner: StoreOwner, request: ListRequest): Promise<UserfsListing> {
    const root = await this.root(owner);
    const prefix = userfsFolder(request.prefix);
    const dir = await root.existing(prefix).catch((error: unknown) => {
      // An empty store, or a folder not made yet, lists nothing; other refusals stand.
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      throw error;
    });
    if (dir && !dir.isDirectory) throw badRequest(`${request.prefix} is a file, not a folder`);
    const tokenOwner = keyOf(owner);
    const position = { prefix, directories: request.directories };
    const after = request.pageToken ? this.tokens.decode(tokenOwner, request.pageToken, position) : '';
    const limit = Math.min(USERFS_LIST_LIMIT, request.pageSize);
    const page = dir
      ? await listNames(dir.file, { directories: request.directories, after, limit })
      : { names: [], more: false };

    const Directories: UserfsDirectory[] = [];
    const files = page.names.filter((entry) => !entry.dir);
    for (const entry of page.names)
      if (entry.dir) Directories.push({ name: entry.name, type: 'dir', pathprefix: prefix, region: owner.region });
    const metadata = request.metadata
      ? await Promise.all(files.map((entry) => metadataOf(path.join(dir!.file, ...entry.name.split('/')))))
      : [];
    const Data: UserfsFile[] = files.map((entry, index) => {
      const item: UserfsFile = {
        name: entry.name,
        type: assetTypeOf(entry.name),
        pathprefix: prefix,
        region: owner.region,
      };
      const found = metadata[index];
      return found ? { ...item, metadata: found } : item;
    });
    const last = page.names.at(-1);
    return {
      Directories,
      Data,
      Metadata: { Count: page.names.length, PageSize: limit },
      ...(page.more && last ? { PageToken: this.tokens.encode(tokenOwner, { ...position, after: last.name }) } : {}),
    };
  }

  /** A stored file to send: a folder, a link or a missing path is refused. */
  async file(owner: StoreOwner, relative: string): Promise<FileToSend> {
    const root = await this.root(owner);
    const found = await root.existing(relative);
    if (found.isDirectory)
      throw badRequest(`${relative || 'The top folder'} is a folder: list it with /v1/userfs/list/data/`);
    return { file: found.file, name: path.basename(found.file) };
  }

  /** Makes a folder (and those above it); whether it was new. */
  async makeFolder(owner: StoreOwner, relative: string): Promise<{ created: boolean; folder: UserfsDirectory }> {
    const root = await this.root(owner);
    const segments = userfsSegments(relative);
    if (segments.length === 0) throw badRequest('Name the folder to make');
    const target = await root.creatable(relative);
    const info = await stat(target).catch(() => undefined);
    if (info && !info.isDirectory()) throw new HttpError(409, `${relative} is a file, not a folder`);
    if (!info) await mkdir(target, { recursive: true });
    const name = `${segments.at(-1)}/`;
    const pathprefix = userfsFolder(segments.slice(0, -1).join('/'));
    return { created: !info, folder: { name, type: 'dir', pathprefix, region: owner.region } };
  }

  /** Removes a file in the store's turn: its size read there, so two deletions never both count it. */
  async removeFile(owner: StoreOwner, relative: string): Promise<void> {
    const root = await this.root(owner);
    const key = keyOf(owner);
    await this.quota.change(
      key,
      () => sizeOf(root.files),
      async () => {
        const found = await root.existing(relative);
        if (found.isDirectory) throw badRequest(`${relative} is a folder: delete it with /v1/userfs/directory/`);
        this.quota.takeBack(key, userfsSegments(relative).join('/'));
        await rm(found.file, { force: true });
        return { delta: -found.size, result: undefined };
      },
      userfsSegments(relative).join('/'),
    );
    await rm(this.cacheOf(root, relative), { recursive: true, force: true });
  }

  /** Removes a folder and everything in it (the top folder cannot be removed); the store is counted again. */
  async removeFolder(owner: StoreOwner, relative: string): Promise<void> {
    const root = await this.root(owner);
    if (userfsSegments(relative).length === 0) throw badRequest('The top folder of your file store cannot be deleted');
    const key = keyOf(owner);
    await this.quota.change(
      key,
      () => sizeOf(root.files),
      async () => {
        const found = await root.existing(relative);
        if (!found.isDirectory) throw badRequest(`${relative} is a file: delete it with /v1/userfs/data/`);
        this.quota.takeBackUnder(key, userfsSegments(relative).join('/'));
        await rm(found.file, { recursive: true, force: true });
        return { delta: undefined, result: undefined };
      },
    );
    // Thumbnails are kept by path: those of the folder's files go with every other (made again when asked).
    await rm(root.cache, { recursive: true, force: true });
  }

  /** Where thumbnails are made: here, or by a worker process through the thumbnail queue. */
  /**
   * A stored file's thumbnail, kept in the cache folder by the file's time and size (made by
   * `thumbnailRunner` if not yet).
   */
  async thumbnail(owner: StoreOwner, relative: string, request: ThumbnailRequest): Promise<FileToSend> {
    const { name, version } = await this.thumbnailSource(owner, relative);
    if (!hasThumbnail({ name })) throw notFound(`${name} has no thumbnail`);
    const target = await this.thumbnailFile({ owner, path: relative, version, request });
    if (!(await made(target))) await this.thumbnailRunner.run({ owner, path: relative, version, request });
    return { name: path.basename(target), file: target };
  }

  /** The thumbnail made here (the same service and ffmpeg runner as assets' thumbnails). */
  async makeThumbnail(job: UserFileThumbnail): Promise<void> {
    const { name, file, version } = await this.thumbnailSource(job.owner, job.path);
    if (version !== job.version) throw notFound(`${job.path} was replaced`);
    const cacheDir = path.dirname(await this.thumbnailFile(job));
    await this.thumbnails.ofFile({ name, type: assetTypeOf(name), file }, cacheDir, job.request);
  }

  private async thumbnailSource(
    owner: StoreOwner,
    relative: string,
  ): Promise<{ name: string; file: string; version: string }> {
    const found = await (await this.root(owner)).existing(relative);
    if (found.isDirectory) throw notFound(`${relative} is a folder: it has no thumbnail`);
    return { name: path.basename(found.file), file: found.file, version: `${found.mtime.getTime()}-${found.size}` };
  }

  private async thumbnailFile({ owner, path: relative, version, request }: UserFileThumbnail): Promise<string> {
    return path.join(this.cacheOf(await this.root(owner), relative), version, `thumb-w${request.width}.${request.ext}`);
  }

  /**
   * The file a movie names with `userfs:{path}` (docs/userfs.md), in its owner's store of
   * the project's region, or undefined: a refused path, a folder, a link or a missing file
   * is simply not there, as a missing asset is.
   */
  async source(owner: StoreOwner, relative: string): Promise<StoredUserFile | undefined> {
    try {
      const found = await (await this.root(owner)).existing(relative);
      if (found.isDirectory) return undefined;
      return { file: found.file, type: assetTypeOf(found.file) };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return undefined;
      throw error;
    }
  }

  async usage(owner: StoreOwner): Promise<UserfsUsage> {
    const root = await this.root(owner);
    return { Used: await this.quota.usedBy(keyOf(owner), () => sizeOf(root.files)), Quota: this.quota.quotaBytes };
  }

  async usedBytes(owner: StoreOwner): Promise<number> {
    return sizeOf((await this.root(owner)).files);
  }

  async target(owner: StoreOwner, relative: string): Promise<UploadTarget> {
    const existing = await lstat(await (await this.root(owner)).creatable(relative)).catch(() => undefined);
    if (existing?.isDirectory()) throw new HttpError(409, `${relative} is a folder`);
    return { replacing: existing?.isFile() ? existing.size : 0 };
  }

  /** Renamed into place (the same file system as `.tmp/`), in the store's turn. */
  async place(
    owner: StoreOwner,
    relative: string,
    partial: string,
    hold: UploadHold,
  ): Promise<{ metadata: UserfsFileMetadata | undefined }> {
    const root = await this.root(owner);
    const key = keyOf(owner);
    const metadata = await this.quota.change(
      key,
      () => sizeOf(root.files),
      async () => {
        // The folder may have been made, removed or replaced by a link meanwhile: check again.
        const target = await root.creatable(relative);
        await mkdir(path.dirname(target), { recursive: true });
        const replaced = await lstat(target).catch(() => undefined);
        if (replaced?.isDirectory()) throw new HttpError(409, `${relative} is a folder`);
        const { size } = await stat(partial);
        this.quota.takeBack(key, hold.path, hold);
        await rename(partial, target);
        return { delta: size - (replaced?.isFile() ? replaced.size : 0), result: await metadataOf(target) };
      },
      hold.path,
    );
    await rm(this.cacheOf(root, relative), { recursive: true, force: true });
    return { metadata };
  }

  quotaKey(owner: StoreOwner): string {
    return keyOf(owner);
  }

  cacheOf(root: UserRoot, relative: string): string {
    return path.join(root.cache, createHash('sha256').update(relative).digest('hex').slice(0, 32));
  }
}

async function made(file: string): Promise<boolean> {
  return stat(file).then(
    (found) => found.size > 0,
    () => false,
  );
}

/** Every user's `.tmp/` folder: at start nothing is in flight, so what is there was cut short. */
export async function sweepTemporary(base: string): Promise<void> {
  for (const region of await readdir(base).catch(() => [])) {
    if (region.startsWith('.')) continue;
    const users = await readdir(path.join(base, region)).catch(() => []);
    await Promise.all(users.map((user) => rm(path.join(base, region, user, '.tmp'), { recursive: true, force: true })));
  }
}
