import type { UserfsDirectory, UserfsFileMetadata, UserfsListing, UserfsUsage } from '@reelforge/contract';
import type { AssetType } from '@reelforge/model';
import type { ObjectStore } from '../objects/object-store.ts';
import type { ThumbnailRequest } from '../media-tools/file-thumbnails.ts';
import type { JobRunner } from '../queue/job-queue.ts';
import type { UploadHold, UserQuota } from './quota.ts';
import type { UserRoot } from './user-root.ts';

/** Who a store belongs to: a user in a region (each region keeps its own store of a user). */
export interface StoreOwner {
  userId: number;
  region: string;
}

export interface ListRequest {
  prefix: string;
  directories: boolean;
  metadata: boolean;
  pageSize: number;
  pageToken?: string | undefined;
}

/** A stored file as the renderer needs it (a movie's `userfs:` source): a local file. */
export interface StoredUserFile {
  file: string;
  type: AssetType;
}

/** One thumbnail of a user's file: whose store, the path, the file's version it was asked for, the size. */
export interface UserFileThumbnail {
  owner: StoreOwner;
  path: string;
  /** The file's version when asked (its time and size on disk, a hash of its ETag in the bucket). */
  version: string;
  request: ThumbnailRequest;
}

/**
 * Where thumbnails of users' files are made (docs/scale-out.md): in this process, or by a
 * worker process through the thumbnail queue (an api process with Redis:
 * media/thumbnail-queue.ts). Either way the thumbnail ends up where the store keeps it
 * (its cache folder, or the bucket), or the caller gets the same refusal.
 */
export type UserThumbnailRunner = JobRunner<UserFileThumbnail, void>;

/** A stored file to send: a local file, or an object of the bucket (sent with ranges from there). */
export type FileToSend =
  | { name: string; file: string; object?: undefined }
  | { name: string; object: { store: ObjectStore; key: string }; file?: undefined };

/** Where an upload goes, looked at before it is read. */
export interface UploadTarget {
  /** The size of the file it replaces, if any (lent to the upload while that file is there). */
  replacing: number;
}

/**
 * The per-user file store (docs/userfs.md), as the routes, uploads and the renderer use it:
 * files in a folder (`UserFiles`, the embedded mode) or in the bucket (`BucketUserFiles`,
 * with AppOptions.objectStore). Both keep uploads being received and thumbnails in a local
 * folder per user (`root`: its `temporary` and `cache`).
 */
export interface UserFileStore {
  /** What the store holds against its quota; every change below runs in the store's turn (lib/quota-ledger.ts). */
  readonly quota: UserQuota;
  root(owner: StoreOwner): Promise<UserRoot>;
  quotaKey(owner: StoreOwner): string;
  /** Bytes the store holds, counted from where the files are. */
  usedBytes(owner: StoreOwner): Promise<number>;
  list(owner: StoreOwner, request: ListRequest): Promise<UserfsListing>;
  file(owner: StoreOwner, relative: string): Promise<FileToSend>;
  makeFolder(owner: StoreOwner, relative: string): Promise<{ created: boolean; folder: UserfsDirectory }>;
  removeFile(owner: StoreOwner, relative: string): Promise<void>;
  removeFolder(owner: StoreOwner, relative: string): Promise<void>;
  /**
   * A file's thumbnail, made by the store's thumbnail runner (given when it opens: here by
   * default, or by a worker process) if not made yet: a file of the local cache, or an object
   * of the bucket.
   */
  thumbnail(owner: StoreOwner, relative: string, request: ThumbnailRequest): Promise<FileToSend>;
  /**
   * Makes the thumbnail in this process, where `thumbnail` finds it; a file replaced since it was
   * asked for is a 404.
   */
  makeThumbnail(job: UserFileThumbnail): Promise<void>;
  source(owner: StoreOwner, relative: string): Promise<StoredUserFile | undefined>;
  usage(owner: StoreOwner): Promise<UserfsUsage>;
  /** An upload's target: a refused path is a 400, a folder there or a file on the way a 409. */
  target(owner: StoreOwner, relative: string): Promise<UploadTarget>;
  /**
   * A received and checked upload put in place, in the store's turn: the file it replaces is
   * read there, a loan of it to another upload taken back, and the difference counted.
   */
  place(
    owner: StoreOwner,
    relative: string,
    partial: string,
    hold: UploadHold,
  ): Promise<{ metadata: UserfsFileMetadata | undefined }>;
}
