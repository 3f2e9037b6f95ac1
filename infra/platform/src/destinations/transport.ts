import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { GuardedAgents } from '../net/guarded-agents.ts';

export interface CallInit {
  method?: string;
  headers?: Headers | Record<string, string>;
  body?: Blob | FormData | string;
  signal?: AbortSignal;
}

/** One HTTP request of a delivery, answered as a fetch Response. */
export type Call = (url: string | URL, init?: CallInit) => Promise<Response>;

/**
 * HTTP calls over the guarded agents (fetch would open its own sockets, outside the guard).
 * Redirects are never followed: an upload body cannot be sent twice, and a 3xx (YouTube's
 * 308 "resume incomplete") is an answer to read. A connection quiet for `idleTimeoutMs`
 * fails with ETIMEDOUT.
 */
export function guardedCall(agents: GuardedAgents, idleTimeoutMs: number): Call {
  return (input, init = {}) => {
    const url = new URL(input);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return Promise.reject(new TypeError(`${url.protocol} is not an HTTP URL`));
    const headers = new Headers(init.headers);
    let body: Blob | undefined;
    if (init.body instanceof FormData) {
      const form = multipartBody(init.body);
      headers.set('content-type', form.type);
      body = form.body;
    } else if (typeof init.body === 'string') {
      body = new Blob([init.body]);
    } else body = init.body;
    headers.set('content-length', String(body?.size ?? 0));
    const method = (init.method ?? 'GET').toUpperCase();
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise<Response>((resolve, reject) => {
      const request = transport.request(
        url,
        {
          method,
          headers: Object.fromEntries(headers),
          agent: url.protocol === 'https:' ? agents.https : agents.http,
          signal: init.signal,
          timeout: idleTimeoutMs,
        },
        (response) => resolve(toResponse(response, method)),
      );
      request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })));
      request.on('error', reject);
      if (!body) request.end();
      // Failures of the upload surface as the request's error.
      else pipeline(Readable.fromWeb(body.stream() as never), request).catch(() => undefined);
    });
  };
}

const NULL_BODY = new Set([101, 204, 205, 304]);

function toResponse(message: http.IncomingMessage, method: string): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const status = message.statusCode ?? 0;
  const empty = NULL_BODY.has(status) || method === 'HEAD';
  if (empty) message.resume();
  // Response takes 200-599 only; anything else is a server we cannot talk to.
  const shown = status >= 200 && status <= 599 ? status : 502;
  const statusText = /^[\t\x20-\x7e]*$/.test(message.statusMessage ?? '') ? message.statusMessage : '';
  return new Response(empty ? null : (Readable.toWeb(message) as ReadableStream), {
    status: shown,
    statusText,
    headers,
  });
}

/**
 * A FormData as a multipart/form-data body (RFC 7578), kept as a Blob: the file parts stay
 * on disk until sent, and the length is known up front (some upload servers need it).
 */
export function multipartBody(form: FormData): { body: Blob; type: string } {
  const boundary = `----ReelforgeBoundary${randomBytes(12).toString('hex')}`;
  const quote = (value: string) => value.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
  const parts: (string | Blob)[] = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') {
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n`,
        value.replace(/\r?\n|\r/g, '\r\n'),
        '\r\n',
      );
    } else {
      const file = value as File;
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"; ` +
          `filename="${quote(file.name)}"\r\nContent-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
        file,
        '\r\n',
      );
    }
  }
  parts.push(`--${boundary}--\r\n`);
  return { body: new Blob(parts), type: `multipart/form-data; boundary=${boundary}` };
}
