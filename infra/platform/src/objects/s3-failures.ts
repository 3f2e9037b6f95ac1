import { S3ServiceException } from '@aws-sdk/client-s3';
import { ObjectNotFound, ObjectStoreError } from './object-store.ts';

/** A URL as it may be logged: no user or password, no query. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(an endpoint that is not a URL)';
  }
}

/** A failed call: the store's description, the secret no message may carry, what it was to do. */
export interface FailedCall {
  description: string;
  secret: string;
  /** what the call was to do, as in "could not …" */
  what: string;
  /** the key it named, if any: a missing key is ObjectNotFound */
  key?: string | undefined;
}

/**
 * A store call's failure said in words: a missing key is ObjectNotFound, a range past the end
 * 'range', anything else an ObjectStoreError naming the store and the store's own code, with the
 * secret removed should a message ever carry it.
 */
export function s3Failure(error: unknown, { description, secret, what, key }: FailedCall): 'range' {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const code =
    error instanceof S3ServiceException
      ? error.name
      : ((error as { code?: string; name?: string }).code ?? (error as Error).name);
  if (key !== undefined && (status === 404 || code === 'NoSuchKey' || code === 'NotFound'))
    throw new ObjectNotFound(key);
  if (status === 416 || code === 'InvalidRange') return 'range';
  const message = `${description}: could not ${what}: ${reasonOf(code, status, error)}`;
  throw new ObjectStoreError(secret ? message.split(secret).join('[secret]') : message, { cause: undefined });
}

function reasonOf(code: string | undefined, status: number | undefined, error: unknown): string {
  if (code === 'InvalidAccessKeyId' || code === 'SignatureDoesNotMatch' || status === 403) {
    return `the store refused the credentials (${code ?? 'HTTP 403'}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`;
  }
  if (code === 'NoSuchBucket') return 'there is no such bucket (S3_BUCKET)';
  if (status) return `${code ?? 'error'} (HTTP ${status})`;
  const message = error instanceof Error ? error.message : String(error);
  return `${code ?? 'error'}: ${message}`;
}
