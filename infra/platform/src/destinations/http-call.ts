import { openAsBlob } from 'node:fs';
import { access } from 'node:fs/promises';
import { DeliveryError, firstLine, reasonOf } from './errors.ts';

/**
 * One HTTP call of a delivery. Redirects are not followed: an upload body cannot be sent
 * twice, and a 3xx (YouTube's 308 "resume incomplete") is an answer to read, not to chase.
 * A network failure becomes a DeliveryError through `fail`.
 */
export async function send(url: string | URL, init: RequestInit, fail: (reason: string) => DeliveryError): Promise<Response> {
  try {
    return await fetch(url, { redirect: 'manual', ...init });
  } catch (error) {
    throw fail(reasonOf(error));
  }
}

/** Like `send`, and any answer outside 2xx fails with the status and the server's own words. */
export async function sendOk(url: string | URL, init: RequestInit, fail: (reason: string) => DeliveryError): Promise<Response> {
  const response = await send(url, init, fail);
  if (!response.ok) throw fail(await answerOf(response));
  return response;
}

/** A JSON answer, or a failure naming what was wrong with it. */
export async function jsonOf<T>(response: Response, fail: (reason: string) => DeliveryError): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw fail(`unexpected answer (${response.status}, not JSON): ${firstLine(text, 120)}`);
  }
}

/**
 * "500 Internal Server Error: <the service's message>" from a failed answer. Services put
 * their message in different places: Google and JW Player in error.message, Dropbox in
 * error_summary, Azure and S3 in an XML <Message>.
 */
export async function answerOf(response: Response): Promise<string> {
  let body = '';
  try {
    body = (await response.text()).slice(0, 4000);
  } catch {
    // The status alone still says what happened.
  }
  const detail = detailOf(body);
  // Azure puts its whole error message in the reason phrase as well: say it once.
  const phrase = response.statusText && !detail.includes(response.statusText) ? ` ${response.statusText}` : '';
  if (!detail) return `${response.status}${phrase}`;
  return `${response.status}${phrase}${phrase ? ':' : ''} ${detail}`;
}

function detailOf(body: string): string {
  const trimmed = body.trim();
  if (!trimmed) return '';
  if (trimmed.startsWith('{')) {
    try {
      const json = JSON.parse(trimmed) as Record<string, unknown>;
      const error = json.error as Record<string, unknown> | string | undefined;
      const errors = json.errors as { code?: string; description?: string; message?: string }[] | undefined;
      const candidates = [
        typeof error === 'object' ? error?.message : error,
        json.error_summary,
        errors?.[0]?.description ?? errors?.[0]?.message,
        json.message,
      ];
      const found = candidates.find((value) => typeof value === 'string' && value);
      if (found) return firstLine(found as string);
    } catch {
      // Not JSON after all: fall through to plain text.
    }
  }
  if (trimmed.startsWith('<')) {
    const code = /<Code>([^<]*)<\/Code>/i.exec(trimmed)?.[1];
    const message = /<Message>([^<]*)<\/Message>/i.exec(trimmed)?.[1];
    if (code || message) return firstLine([code, message].filter(Boolean).join(': '));
    return '';
  }
  return firstLine(trimmed, 200);
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
