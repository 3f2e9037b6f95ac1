import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { ACL_OPTIONS, DEFAULT_ACL, substituteColumns, type Destination } from '@reelforge/model';
import { DeliveryError, firstLine, reasonOf } from './errors.ts';
import type { DeliverKind } from './kind.ts';
import { flag, map, text } from './params.ts';

type Acl = (typeof ACL_OPTIONS)[number];

/** PutObject to AWS S3 or any S3-compatible store (s3host), streaming the file from disk. */
export const deliverS3: DeliverKind = async (destination, input, context) => {
  const bucket = text(destination, 'bucket');
  if (!bucket) throw new DeliveryError('S3 destination needs a bucket.');
  const key = input.filename.replace(/^\/+/, '');
  const fail = (reason: string) => new DeliveryError(`S3 upload to s3://${bucket}/${key} failed: ${reason}`);
  const acl = text(destination, 'acl') || DEFAULT_ACL;
  if (!(ACL_OPTIONS as readonly string[]).includes(acl)) {
    throw new DeliveryError(`S3 ACL "${acl}" is not one of ${ACL_OPTIONS.join(', ')}.`);
  }
  const endpoint = endpointOf(destination);
  const client = new S3Client({ ...endpoint.config, ...credentialsOf(destination) });
  try {
    const { size } = await stat(input.file).catch((error: unknown) => {
      throw fail(reasonOf(error));
    });
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: createReadStream(input.file),
        ContentLength: size,
        ContentType: input.contentType,
        ACL: acl as Acl,
        ContentDisposition: optional(substituteColumns(text(destination, 'contentdisposition'), input.row)),
        CacheControl: optional(text(destination, 'cachecontrol')),
        StorageClass: flag(destination, 'reduced_redundancy', false) ? 'REDUCED_REDUNDANCY' : undefined,
        Metadata: metadataOf(destination, input.row),
      }),
      { abortSignal: context.signal },
    );
  } catch (error) {
    throw error instanceof DeliveryError ? error : fail(s3Reason(error));
  } finally {
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

function endpointOf(destination: Destination): Endpoint {
  const common: S3ClientConfig = {
    // Third-party stores (and older S3 clones) do not take the CRC trailers the SDK now
    // adds by default; AWS does not need them for PutObject.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A streamed body cannot be sent twice; the batch run decides about retrying the task.
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 15_000 },
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
        bucket.includes('.') ? `https://s3.amazonaws.com/${bucket}/${encodeKey(key)}` : `https://${bucket}.s3.amazonaws.com/${encodeKey(key)}`,
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
    throw new DeliveryError('S3 destination needs aws_access_key_id and aws_secret_access_key, or aws_use_policy for a bucket that allows anonymous writes.');
  }
  return { credentials: { accessKeyId, secretAccessKey } };
}

/**
 * User metadata (x-amz-meta-*), values with the row's ${column}s. HTTP headers carry ASCII
 * only, so other text goes RFC 2047-encoded, which is what S3 itself suggests.
 */
function metadataOf(destination: Destination, row: Readonly<Record<string, string>>): Record<string, string> | undefined {
  const entries = Object.entries(map(destination, 'metadata')).map(([name, value]) => {
    const resolved = substituteColumns(value, row);
    return [name.toLowerCase(), /^[\x20-\x7e]*$/.test(resolved) ? resolved : `=?UTF-8?B?${Buffer.from(resolved).toString('base64')}?=`];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** "403 InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records." */
function s3Reason(error: unknown): string {
  const err = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = err.$metadata?.httpStatusCode;
  if (!status) return reasonOf(error);
  const message = err.message && err.message !== 'UnknownError' && err.message !== err.name ? `: ${firstLine(err.message)}` : '';
  return `${status} ${err.name ?? 'error'}${message}`;
}
