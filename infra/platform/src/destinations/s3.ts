import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ACL_OPTIONS, DEFAULT_ACL, substituteColumns, type Destination } from '@reelforge/model';
import { DeliveryError, isTransientError, isTransientStatus, marked, reasonOf } from './errors.ts';
import { statusWords } from './http-call.ts';
import type { DeliverKind } from './kind.ts';
import type { ResolvedOptions } from './options.ts';
import { flag, map, text } from './params.ts';

type Acl = (typeof ACL_OPTIONS)[number];

/**
 * Upload to AWS S3 or any S3-compatible store (s3host) with lib-storage: one PutObject for a
 * file up to the part size, a multipart upload above it (no 5 GB ceiling of PutObject; a
 * failed multipart upload is aborted, so no parts are left behind).
 */
export const deliverS3: DeliverKind = async (destination, input, context, options) => {
  const bucket = text(destination, 'bucket');
  if (!bucket) throw new DeliveryError('S3 destination needs a bucket.');
  const key = input.filename.replace(/^\/+/, '');
  const fail = (reason: string) => new DeliveryError(`S3 upload to s3://${bucket}/${key} failed: ${reason}`);
  const acl = text(destination, 'acl') || DEFAULT_ACL;
  if (!(ACL_OPTIONS as readonly string[]).includes(acl)) {
    throw new DeliveryError(`S3 ACL "${acl}" is not one of ${ACL_OPTIONS.join(', ')}.`);
  }
  const endpoint = endpointOf(destination, options);
  const client = new S3Client({ ...endpoint.config, ...credentialsOf(destination) });
  const abort = new AbortController();
  const onAbort = () => abort.abort();
  context.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    // The file's absence said plainly, not as a stream error halfway through.
    await access(input.file).catch((error: unknown) => {
      throw fail(reasonOf(error));
    });
    const upload = new Upload({
      client,
      partSize: options.s3PartBytes,
      // Parts are buffered: this many at once bounds the memory a delivery takes.
      queueSize: 2,
      leavePartsOnError: false,
      abortController: abort,
      params: {
        Bucket: bucket,
        Key: key,
        // A file that fits one part goes as one PutObject with its length.
        Body: createReadStream(input.file),
        ContentType: input.contentType,
        ACL: acl as Acl,
        ContentDisposition: optional(substituteColumns(text(destination, 'contentdisposition'), input.row)),
        CacheControl: optional(text(destination, 'cachecontrol')),
        StorageClass: flag(destination, 'reduced_redundancy', false) ? 'REDUCED_REDUNDANCY' : undefined,
        Metadata: metadataOf(destination, input.row),
      },
    });
    if (context.progress)
      upload.on('httpUploadProgress', ({ loaded, total }) => context.progress?.(loaded ?? 0, total));
    await upload.done();
  } catch (error) {
    if (error instanceof DeliveryError) throw error;
    if (context.signal?.aborted) throw fail('cancelled');
    throw marked(fail(s3Reason(error)), s3Transient(error));
  } finally {
    context.signal?.removeEventListener('abort', onAbort);
    client.destroy();
  }
  return { url: endpoint.objectUrl(bucket, key) };
};

const optional = (value: string) => value || undefined;

interface Endpoint {
  config: S3ClientConfig;
  objectUrl(bucket: string, key: string): string;
}

const SILENT = { debug() {}, info() {}, warn() {}, error() {} };

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

function endpointOf(destination: Destination, options: ResolvedOptions): Endpoint {
  const common: S3ClientConfig = {
    // Third-party stores (and older S3 clones) do not take the CRC trailers the SDK now
    // adds by default; AWS does not need them for PutObject.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Tries are counted and paced by deliver (index.ts), the same for every destination.
    maxAttempts: 1,
    // Every connection through the outbound guard, and none that lingers after the upload.
    requestHandler: {
      connectionTimeout: 15_000,
      requestTimeout: options.ftpTimeoutMs,
      httpAgent: options.agents.http,
      httpsAgent: options.agents.https,
    },
    // The SDK warns on the console when a streamed request fails; the failure itself is
    // what deliver reports.
    logger: SILENT,
  };
  const host = text(destination, 's3host');
  if (!host) {
    return {
      config: { ...common, region: 'us-east-1', followRegionRedirects: true },
      objectUrl: (bucket, key) =>
        // Dotted bucket names do not match the wildcard certificate of the virtual host.
        bucket.includes('.')
          ? `https://s3.amazonaws.com/${bucket}/${encodeKey(key)}`
          : `https://${bucket}.s3.amazonaws.com/${encodeKey(key)}`,
    };
  }
  const scheme = flag(destination, 'secure', true) ? 'https' : 'http';
  const base = (/^https?:\/\//i.test(host) ? host : `${scheme}://${host}`).replace(/\/+$/, '');
  // AWS regional endpoints sign with their own region; every other store accepts us-east-1.
  const region = /(?:^|[/.])s3[.-]([a-z]{2}-[a-z]+-\d)\.amazonaws\.com/i.exec(base)?.[1] ?? 'us-east-1';
  return {
    config: { ...common, endpoint: base, region, forcePathStyle: true },
    objectUrl: (bucket, key) => `${base}/${bucket}/${encodeKey(key)}`,
  };
}

function credentialsOf(destination: Destination): S3ClientConfig {
  if (flag(destination, 'aws_use_policy', false)) {
    // The bucket's policy lets anyone write: the request goes unsigned.
    return {
      credentials: { accessKeyId: '', secretAccessKey: '' },
      signer: { sign: async (request) => request },
    };
  }
  const accessKeyId = text(destination, 'aws_access_key_id');
  const secretAccessKey = text(destination, 'aws_secret_access_key');
  if (!accessKeyId || !secretAccessKey) {
    throw new DeliveryError(
      'S3 destination needs aws_access_key_id and aws_secret_access_key, or aws_use_policy for a bucket that ' +
        'allows anonymous writes.',
    );
  }
  return { credentials: { accessKeyId, secretAccessKey } };
}

/**
 * User metadata (x-amz-meta-*), values with the row's ${column}s. HTTP headers carry ASCII
 * only, so other text goes RFC 2047-encoded, which is what S3 itself suggests.
 */
function metadataOf(
  destination: Destination,
  row: Readonly<Record<string, string>>,
): Record<string, string> | undefined {
  const entries = Object.entries(map(destination, 'metadata')).map(([name, value]) => {
    const resolved = substituteColumns(value, row);
    return [
      name.toLowerCase(),
      /^[\x20-\x7e]*$/.test(resolved) ? resolved : `=?UTF-8?B?${Buffer.from(resolved).toString('base64')}?=`,
    ];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * S3 error codes in our words. The store's own message is never shown: it is the remote's
 * text (see answerOf in http-call.ts).
 */
const S3_CODES: Record<string, string> = {
  NoSuchBucket: 'the bucket does not exist',
  AccessDenied: 'access denied',
  InvalidAccessKeyId: 'the access key is not known',
  SignatureDoesNotMatch: 'the secret key does not match',
  EntityTooLarge: 'the file is too large for the destination',
  InvalidBucketName: 'the bucket name is not valid',
  AccountProblem: 'the account cannot write now',
  PermanentRedirect: 'the bucket is in another region',
  SlowDown: 'the store asks to slow down',
};

/** "the destination answered 403 (Forbidden): the access key is not known" */
function s3Reason(error: unknown): string {
  const err = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  const status = err.$metadata?.httpStatusCode;
  if (status) return statusWords(status, S3_CODES[err.name ?? '']);
  // Without a status the SDK's message may quote what the store sent: only network
  // failures, timeouts and refusals are said as they are.
  if ((error as { code?: unknown }).code !== undefined || err.name === 'TimeoutError' || err.name === 'AbortError')
    return reasonOf(error);
  return "the store's answer could not be read";
}

function s3Transient(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status ? isTransientStatus(status) : isTransientError(error);
}
