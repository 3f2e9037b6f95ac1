import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { UserfsDirectory, UserfsFileMetadata, UserfsListing, UserfsUsage } from '@reelforge/contract';
import { assetTypeOf, mimetypeOf, userfsFolder, userfsSegments } from '@reelforge/model';
import { HttpError, badRequest, notFound } from '../lib/http-errors.ts';
import { cacheNameOf, localCopy, type LocalCopy } from '../objects/local-copy.ts';
import type { ObjectInfo, ObjectStore } from '../objects/object-store.ts';
import { hasThumbnail, type FileThumbnails, type ThumbnailRequest } from '../media-tools/file-thumbnails.ts';
import { inProcess } from '../queue/job-queue.ts';
import { listBucketPage } from './bucket-listing.ts';
import { BucketTree, type Found } from './bucket-tree.ts';
import { PageTokens } from './page-token.ts';
import { SHARED_RECOUNT_MS } from '../lib/quota-ledger.ts';
import { UserQuota, type UploadHold } from './quota.ts';
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
import { pathHash, thumbnailKey, thumbnailPrefix, thumbnailType } from './user-file-thumbnails.ts';
import { UserRoot } from './user-root.ts';
import { sweepTemporary } from './user-files.ts';

/** The bucket's key of the page-token key every API process signs with. */
export const PAGE_TOKEN_KEY = 'userfs/.page-token-key';

const ownerKey = ({ userId, region }: StoreOwner) => `${region}/${userId}`;

/**
 * The per-user file store in the object store (AppOptions.objectStore): a user's files are
 * the objects under `userfs/<region>/<user id>/` at the paths they gave, a folder that holds
 * nothing yet is a marker (`…/<folder>/`). Paths pass the same rule as in the folder store
 * (`userfsPathProblem`); a key is built from the checked segments only, so no path reaches
 * another user's prefix. Uploads are received and checked in a local `.tmp/` as in the folder
 * store, then put into the bucket; thumbnails and the copies the renderer opens are local
 * caches (`.cache/`), made again on any host that needs them.
 */
export class BucketUserFiles implements UserFileStore {
  private readonly roots = new Map<string, Promise<UserRoot>>();
  private readonly tree: BucketTree;
  private readonly thumbnailRunner: UserThumbnailRunner;

  private constructor(
    readonly scratch: string,
    readonly objects: ObjectStore,
    readonly quota: UserQuota,
    private readonly tokens: PageTokens,
    private readonly thumbnails: FileThumbnails,
    thumbnailRunner: UserThumbnailRunner | undefined,
  ) {
    this.tree = new BucketTree(objects);
    this.thumbnailRunner = thumbnailRunner ?? inProcess((job) => this.makeThumbnail(job));
  }

  /** `thumbnailRunner`: where thumbnails are made (a worker process's, with Redis); default here. */
  static async open(
    scratch: string,
    objects: ObjectStore,
    quotaBytes: number,
    thumbnails: FileThumbnails,
    thumbnailRunner?: UserThumbnailRunner,
  ): Promise<BucketUserFiles> {
    await mkdir(scratch, { recursive: true, mode: 0o700 });
    await sweepTemporary(scratch);
    return new BucketUserFiles(
      scratch,
      objects,
      new UserQuota(quotaBytes, SHARED_RECOUNT_MS),
      await PageTokens.inStore(objects, PAGE_TOKEN_KEY),
      thumbnails,
      thumbnailRunner,
    );
  }

  /** The local folder of a user's uploads in the making and caches. */
  async root(owner: StoreOwner): Promise<UserRoot> {
    const key = ownerKey(owner);
    let root = this.roots.get(key);
    if (!root) {
      root = UserRoot.open(this.scratch, owner.region, owner.userId);
      this.roots.set(key, root);
      root.catch(() => this.roots.delete(key));
    }
    return root;
  }

  quotaKey(owner: StoreOwner): string {
    return ownerKey(owner);
  }

  async list(owner: StoreOwner, request: ListRequest): Promise<UserfsListing> {
    const prefix = userfsFolder(request.prefix);
    const found = prefix ? await this.tree.find(owner, prefix.slice(0, -1)) : { kind: 'folder' as const };
    if (found?.kind === 'file') throw badRequest(`${request.prefix} is a file, not a folder`);
    return listBucketPage(this.objects, this.tokens, {
      owner,
      tokenOwner: ownerKey(owner),
      base: this.tree.prefixOf(owner),
      prefix,
      exists: found !== undefined,
      request,
    });
  }

  async file(owner: StoreOwner, relative: string): Promise<FileToSend> {
    const found = await this.tree.existing(owner, relative);
    if (found.kind === 'folder')
      throw badRequest(`${relative || 'The top folder'} is a folder: list it with /v1/userfs/list/data/`);
    return { name: path.posix.basename(found.key), object: { store: this.objects, key: found.key } };
  }

  async makeFolder(owner: StoreOwner, relative: string): Promise<{ created: boolean; folder: UserfsDirectory }> {
    const segments = userfsSegments(relative);
    if (segments.length === 0) throw badRequest('Name the folder to make');
    await this.tree.refuseFilesOnTheWay(owner, relative);
    const found = await this.tree.find(owner, relative);
    if (found?.kind === 'file') throw new HttpError(409, `${relative} is a file, not a folder`);
    if (!found) await this.tree.markFolders(owner, segments);
    const folder: UserfsDirectory = {
      name: `${segments.at(-1)}/`,
      type: 'dir',
      pathprefix: userfsFolder(segments.slice(0, -1).join('/')),
      region: owner.region,
    };
    return { created: !found, folder };
  }

  /** Removes a file's object in the store's turn: its size read there, so two deletions never both count it. */
  async removeFile(owner: StoreOwner, relative: string): Promise<void> {
    const key = ownerKey(owner);
    await this.quota.change(
      key,
      () => this.usedBytes(owner),
      async () => {
        const found = await this.tree.existing(owner, relative);
        if (found.kind === 'folder') throw badRequest(`${relative} is a folder: delete it with /v1/userfs/directory/`);
        this.quota.takeBack(key, userfsSegments(relative).join('/'));
        await this.objects.delete(found.key);
        return { delta: -found.info.size, result: undefined };
      },
      userfsSegments(relative).join('/'),
    );
    await rm(this.cacheOf(await this.root(owner), relative), { recursive: true, force: true });
    await this.objects.deletePrefix(thumbnailPrefix(owner, relative));
  }

  /** Removes a folder's objects in the store's turn; the store is counted again from the bucket. */
  async removeFolder(owner: StoreOwner, relative: string): Promise<void> {
    if (userfsSegments(relative).length === 0) throw badRequest('The top folder of your file store cannot be deleted');
    const key = ownerKey(owner);
    await this.quota.change(
      key,
      () => this.usedBytes(owner),
      async () => {
        const found = await this.tree.existing(owner, relative);
        if (found.kind === 'file') throw badRequest(`${relative} is a file: delete it with /v1/userfs/data/`);
        this.quota.takeBackUnder(key, userfsSegments(relative).join('/'));
        await this.objects.deletePrefix(`${found.key}/`);
        this.tree.forgetFolder(found.key);
        return { delta: undefined, result: undefined };
      },
    );
    await rm((await this.root(owner)).cache, { recursive: true, force: true });
    // Thumbnails are kept by path: those of the folder's files go with every other (made again when asked).
    await this.objects.deletePrefix(thumbnailPrefix(owner));
  }

  /** Where thumbnails are made: here, or by a worker process through the thumbnail queue. */
  /**
   * A file's thumbnail, kept in the bucket by the object's version (user-file-thumbnails.ts), made
   * by `thumbnailRunner` if not yet.
   */
  async thumbnail(owner: StoreOwner, relative: string, request: ThumbnailRequest): Promise<FileToSend> {
    const { found, version } = await this.thumbnailSource(owner, relative);
    const name = path.posix.basename(found.key);
    if (!hasThumbnail({ name })) throw notFound(`${name} has no thumbnail`);
    const key = thumbnailKey({ owner, path: relative, version, request });
    if (!(await this.objects.head(key))) await this.thumbnailRunner.run({ owner, path: relative, version, request });
    return { name: path.posix.basename(key), object: { store: this.objects, key } };
  }

  /** The thumbnail made here from a local copy of the object, then put into the bucket. */
  async makeThumbnail(job: UserFileThumbnail): Promise<void> {
    const { found, version } = await this.thumbnailSource(job.owner, job.path);
    if (version !== job.version) throw notFound(`${job.path} was replaced`);
    const { file, dir } = await this.localCopy(job.owner, job.path, found.info);
    const name = path.posix.basename(found.key);
    const made = await this.thumbnails.ofFile({ name, type: assetTypeOf(name), file }, dir, job.request);
    await this.objects.put(thumbnailKey(job), createReadStream(made), { contentType: thumbnailType(job.request) });
  }

  private async thumbnailSource(
    owner: StoreOwner,
    relative: string,
  ): Promise<{ found: Extract<Found, { kind: 'file' }>; version: string }> {
    const found = await this.tree.existing(owner, relative);
    if (found.kind === 'folder') throw notFound(`${relative} is a folder: it has no thumbnail`);
    const { info } = found;
    return { found, version: pathHash(info.version || `${info.modified.getTime()}-${info.size}`).slice(0, 16) };
  }

  async source(owner: StoreOwner, relative: string): Promise<StoredUserFile | undefined> {
    try {
      const found = await this.tree.existing(owner, relative);
      if (found.kind === 'folder') return undefined;
      return { file: (await this.localCopy(owner, relative, found.info)).file, type: assetTypeOf(found.key) };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return undefined;
      throw error;
    }
  }

  async usage(owner: StoreOwner): Promise<UserfsUsage> {
    return {
      Used: await this.quota.usedBy(ownerKey(owner), () => this.usedBytes(owner)),
      Quota: this.quota.quotaBytes,
    };
  }

  /** The sizes of every object under the user's prefix, page after page. */
  usedBytes(owner: StoreOwner): Promise<number> {
    return this.tree.usedBytes(owner);
  }

  async target(owner: StoreOwner, relative: string): Promise<UploadTarget> {
    await this.tree.refuseFilesOnTheWay(owner, relative);
    const found = await this.tree.find(owner, relative);
    if (found?.kind === 'folder') throw new HttpError(409, `${relative} is a folder`);
    return { replacing: found?.kind === 'file' ? found.info.size : 0 };
  }

  /** Put into the bucket in the store's turn: what it replaces is read there, and the difference counted. */
  async place(
    owner: StoreOwner,
    relative: string,
    partial: string,
    hold: UploadHold,
  ): Promise<{ metadata: UserfsFileMetadata | undefined }> {
    const key = ownerKey(owner);
    const info = await this.quota.change(
      key,
      () => this.usedBytes(owner),
      async () => {
        // A folder may have been made at the path meanwhile (the folders on the way were checked by target()).
        const found = await this.tree.find(owner, relative);
        if (found?.kind === 'folder') throw new HttpError(409, `${relative} is a folder`);
        const replacing = found?.kind === 'file' ? found.info.size : 0;
        await this.tree.markFolders(owner, userfsSegments(relative).slice(0, -1));
        this.quota.takeBack(key, hold.path, hold);
        const put = await this.objects.put(this.tree.keyOf(owner, relative), createReadStream(partial), {
          contentType: mimetypeOf(relative),
        });
        return { delta: put.size - replacing, result: put };
      },
      hold.path,
    );
    await rm(this.cacheOf(await this.root(owner), relative), { recursive: true, force: true });
    await this.objects.deletePrefix(thumbnailPrefix(owner, relative));
    const when = info.modified.toISOString();
    return { metadata: { size: info.size, date_created: when, date_modified: when, mimetype: mimetypeOf(relative) } };
  }

  cacheOf(root: UserRoot, relative: string): string {
    return path.join(root.cache, cacheNameOf(relative));
  }

  /** The object's bytes in the local cache, by its version (objects/local-copy.ts). */
  private async localCopy(owner: StoreOwner, relative: string, info: ObjectInfo): Promise<LocalCopy> {
    return localCopy(this.objects, info, this.cacheOf(await this.root(owner), relative));
  }
}
