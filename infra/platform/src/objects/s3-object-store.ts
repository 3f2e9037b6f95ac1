import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  ObjectNotFound,
  ObjectStoreError,
  RangeNotSatisfiable,
  checkedKey,
  checkedPrefix,
  pageLimit,
  type ListOptions,
  type ListPage,
  type ObjectBody,
  type ObjectInfo,
  type ObjectStore,
  type PutOptions,
} from './object-store.ts';
import { listPageOf } from './s3-list-page.ts';
import { redactedUrl, s3Failure } from './s3-failures.ts';

/**
 * AppOptions.objectStore: S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE.
 */
export interface S3Settings {
  /** Empty or absent for AWS itself; any S3-compatible store's URL otherwise. */
  endpoint?: string | undefined;
  bucket: string;
  region?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle?: boolean | undefined;
  /** The address browsers reach the store at, when not `endpoint`: presigned URLs are signed for it. */
  publicEndpoint?: string | undefined;
}

/** Streams are sent in parts of this size (S3's minimum is 5 MiB), two parts in flight. */
export const PART_BYTES = 8 * 1024 * 1024;
const SILENT = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * The scale-out object store: one bucket through AWS SDK v3. Streams go up with
 * lib-storage's Upload (one PutObject up to a part, a multipart upload above, aborted on
 * failure), ranges are ranged GETs, listings ListObjectsV2 pages, URLs presigned GETs.
 * Errors name the bucket and endpoint and the store's reason, never the credentials.
 */
export class S3ObjectStore implements ObjectStore {
  readonly description: string;

  private constructor(
    private readonly client: S3Client,
    readonly bucket: string,
    private readonly secret: string,
    endpoint: string | undefined,
    /** The client presigned URLs are made with: `client`, or one for the public endpoint (it sends nothing). */
    private readonly signer: S3Client = client,
  ) {
    this.description = `s3 bucket ${bucket} at ${endpoint ? redactedUrl(endpoint) : 'AWS'}`;
  }

  /** Opens the store and checks the bucket answers with these credentials (one HeadBucket). */
  static async open(settings: S3Settings): Promise<S3ObjectStore> {
    const store = S3ObjectStore.create(settings);
    await store.reach();
    return store;
  }

  /** One HeadBucket: the bucket answers with these credentials. */
  async reach(signal?: AbortSignal): Promise<void> {
    const head = new HeadBucketCommand({ Bucket: this.bucket });
    await this.call('reach the bucket', () => this.client.send(head, signal ? { abortSignal: signal } : {}));
  }

  /** The store without a first call (for tests of a store that cannot be reached). */
  static create(settings: S3Settings): S3ObjectStore {
    const clientFor = (endpoint: string | undefined) =>
      new S3Client({
        ...(endpoint ? { endpoint } : {}),
        region: settings.region || 'us-east-1',
        forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
        ...(settings.accessKeyId && settings.secretAccessKey
          ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
          : {}),
        // S3-compatible stores do not all take the CRC trailers the SDK now adds by default.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        logger: SILENT,
      });
    const client = clientFor(settings.endpoint);
    const signer =
      settings.publicEndpoint && settings.publicEndpoint !== settings.endpoint
        ? clientFor(settings.publicEndpoint)
        : client;
    return new S3ObjectStore(client, settings.bucket, settings.secretAccessKey ?? '', settings.endpoint, signer);
  }

  async put(key: string, body: Buffer | string | Readable, options: PutOptions = {}): Promise<ObjectInfo> {
    checkedKey(key);
    const contentType = options.contentType ?? 'application/octet-stream';
    await this.call(`store ${key}`, async () => {
      const upload = new Upload({
        client: this.client,
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
        params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
      });
      await upload.done();
    });
    const info = await this.head(key);
    if (!info) throw new ObjectStoreError(`${this.description}: ${key} was stored but is not there`);
    return info;
  }

  async get(key: string, range?: { start: number; end?: number | undefined }): Promise<ObjectBody> {
    checkedKey(key);
    const header = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
    const reply = await this.call(
      `read ${key}`,
      () => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: header })),
      key,
    );
    if (reply === 'range') throw new RangeNotSatisfiable(key, (await this.head(key))?.size ?? 0);
    const stream = reply.Body as Readable;
    const total = totalOf(reply.ContentRange) ?? reply.ContentLength ?? 0;
    const sent = /^bytes (\d+)-(\d+)\//.exec(reply.ContentRange ?? '');
    return {
      key,
      version: reply.ETag ?? '',
      size: total,
      contentType: reply.ContentType ?? 'application/octet-stream',
      modified: reply.LastModified ?? new Date(0),
      stream,
      range: range && sent ? { start: Number(sent[1]), end: Number(sent[2]) } : undefined,
    };
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    checkedKey(key);
    try {
      const reply = await this.call(
        `look up ${key}`,
        () => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })),
        key,
      );
      if (reply === 'range') return undefined;
      return {
        key,
        size: reply.ContentLength ?? 0,
        contentType: reply.ContentType ?? 'application/octet-stream',
        modified: reply.LastModified ?? new Date(0),
        version: reply.ETag ?? '',
      };
    } catch (error) {
      if (error instanceof ObjectNotFound) return undefined;
      throw error;
    }
  }

  async list(prefix: string, options: ListOptions = {}): Promise<ListPage> {
    checkedPrefix(prefix, { folder: false });
    const limit = pageLimit(options.limit);
    const reply = await this.call(`list ${prefix || 'the bucket'}`, () =>
      this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix || undefined,
          // From the start, after the prefix itself: a folder marker equal to it is no entry of its own.
          StartAfter: options.after || prefix || undefined,
          MaxKeys: limit,
          Delimiter: options.delimited ? '/' : undefined,
        }),
      ),
    );
    if (reply === 'range') throw new ObjectStoreError('unreachable');
    return listPageOf(reply, prefix, options.after ?? '', limit);
  }

  async delete(key: string): Promise<void> {
    checkedKey(key);
    await this.call(`remove ${key}`, () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
    );
  }

  async deletePrefix(prefix: string): Promise<number> {
    checkedPrefix(prefix, { folder: true });
    let removed = 0;
    for (;;) {
      const reply = await this.call(`list ${prefix}`, () =>
        this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, MaxKeys: 1000 })),
      );
      if (reply === 'range') break;
      const keys = (reply.Contents ?? []).flatMap((entry) => (entry.Key ? [{ Key: entry.Key }] : []));
      if (keys.length === 0) break;
      await this.call(`remove ${prefix}`, () =>
        this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } })),
      );
      removed += keys.length;
      if (!reply.IsTruncated) break;
    }
    return removed;
  }

  /** CopyObject: the bytes never leave the store (one call up to 5 GB, S3's limit of a single copy). */
  async copy(fromKey: string, toKey: string): Promise<ObjectInfo> {
    checkedKey(fromKey);
    checkedKey(toKey);
    const source = `${this.bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}`;
    await this.call(
      `copy ${fromKey} to ${toKey}`,
      () => this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: toKey, CopySource: source })),
      fromKey,
    );
    const info = await this.head(toKey);
    if (!info) throw new ObjectStoreError(`${this.description}: ${toKey} was copied but is not there`);
    return info;
  }

  async presignedGet(key: string, seconds: number): Promise<string> {
    checkedKey(key);
    return getSignedUrl(this.signer, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: Math.max(1, Math.floor(seconds)),
    });
  }

  async close(): Promise<void> {
    this.client.destroy();
    if (this.signer !== this.client) this.signer.destroy();
  }

  /** One call to the store, its failure said in words (`s3Failure`): 'range' for a range past the end. */
  private async call<T>(what: string, send: () => Promise<T>, key?: string): Promise<T | 'range'> {
    try {
      return await send();
    } catch (error) {
      return s3Failure(error, { description: this.description, secret: this.secret, what, key });
    }
  }
}

function totalOf(contentRange: string | undefined): number | undefined {
  const total = /\/(\d+)$/.exec(contentRange ?? '')?.[1];
  return total === undefined ? undefined : Number(total);
}
