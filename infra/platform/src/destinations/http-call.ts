import { openAsBlob } from 'node:fs';
import { access } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import { DeliveryError, isTransientError, isTransientStatus, marked, reasonOf } from './errors.ts';
import type { ResolvedOptions } from './options.ts';
import { parseRetryAfter } from './retry.ts';
import type { CallInit } from './transport.ts';

/**
 * One HTTP call of a delivery, over the guarded transport (see transport.ts: no redirects
 * are followed). A network failure becomes a DeliveryError through `fail`, marked as worth
 * another try when it is a passing one.
 */
export async function send(
  options: ResolvedOptions,
  url: string | URL,
  init: CallInit,
  fail: (reason: string) => DeliveryError,
): Promise<Response> {
  try {
    return await options.call(url, init);
  } catch (error) {
    throw marked(fail(reasonOf(error)), isTransientError(error));
  }
}

/** Like `send`, and any answer outside 2xx fails with its status, in our words. */
export async function sendOk(
  options: ResolvedOptions,
  url: string | URL,
  init: CallInit,
  fail: (reason: string) => DeliveryError,
): Promise<Response> {
  const response = await send(options, url, init, fail);
  if (!response.ok) throw await answerFailure(response, fail);
  return response;
}

/** The failure for an answer outside 2xx: its status in our words, marked transient for 5xx, 408 and 429. */
export async function answerFailure(
  response: Response,
  fail: (reason: string) => DeliveryError,
): Promise<DeliveryError> {
  await response.body?.cancel().catch(() => undefined);
  return marked(
    fail(answerOf(response)),
    isTransientStatus(response.status),
    parseRetryAfter(response.headers.get('retry-after')),
  );
}

/**
 * Error codes services put in a header, said in our words. The answer's body is never shown:
 * it is the remote's text, and a destination pointed somewhere it should not be could use it
 * to read what is there.
 */
const SERVICE_CODES: Record<string, string> = {
  ContainerNotFound: 'the container does not exist',
  BlobNotFound: 'the blob does not exist',
  AuthenticationFailed: 'the account key was not accepted',
  AuthorizationFailure: 'the account key was not accepted',
  InsufficientAccountPermissions: 'the account may not write there',
  RequestBodyTooLarge: 'the file is too large for the destination',
  ServerBusy: 'the service is busy',
};

/** "the destination answered 404 (Not Found): the container does not exist" */
export function answerOf(response: Response): string {
  const code = response.headers.get('x-ms-error-code') ?? '';
  return statusWords(response.status, SERVICE_CODES[code]);
}

export function statusWords(status: number, detail?: string): string {
  const phrase = STATUS_CODES[status];
  const words = detail ?? (status === 401 ? 'the credentials were not accepted' : undefined);
  return `the destination answered ${status}${phrase ? ` (${phrase})` : ''}${words ? `: ${words}` : ''}`;
}

/** A JSON answer, or a failure saying it was not one (without the remote's text). */
export async function jsonOf<T>(response: Response, fail: (reason: string) => DeliveryError): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw fail(`the destination's answer (${response.status}) is not JSON`);
  }
}

/** The rendered file as a Blob read from disk on demand: sent with its length, never buffered. */
export async function fileBlob(file: string, type: string, fail: (reason: string) => DeliveryError): Promise<Blob> {
  try {
    // openAsBlob's own error does not say why ("Unable to open file as blob").
    await access(file);
    return await openAsBlob(file, { type });
  } catch (error) {
    throw fail(reasonOf(error));
  }
}

/** A URL as shown in messages: no user name or password, no query (it may carry a key). */
export function shownUrl(url: URL): string {
  return `${url.origin}${url.pathname}`;
}
