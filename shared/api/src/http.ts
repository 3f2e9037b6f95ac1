import {
  carriesToken,
  istoken,
  rateLimitedMessage,
  retryAfterSeconds,
  TIMEOUT_STATUS,
  TOO_MANY_REQUESTS,
} from '@reelforge/model';

export const CONSOLE_VERSION = '0.1.0';

/** A failed call: status -1 is a timeout, 0 a network failure. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    readonly body?: unknown,
    /** A 429's Retry-After, in seconds, when it came. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The error of a failed answer: its {"Message"} (or the status text); a 429 also says when to
 * try again (the model's rateLimitedMessage), so wherever the person acted reads it.
 */
export function answerError(status: number, statusText: string, headers: Headers, body: unknown): ApiError {
  const message = messageOf(body, statusText || `HTTP ${status}`);
  if (status !== TOO_MANY_REQUESTS) return new ApiError(status, statusText, message, body);
  const wait = retryAfterSeconds(headers.get('retry-after'));
  return new ApiError(
    status,
    statusText,
    rateLimitedMessage(message === statusText ? undefined : message, wait),
    body,
    wait,
  );
}

export interface HttpOptions {
  /** The console's origin; relative configuration URLs resolve against it. */
  origin: string;
  /** auth.json domain_suffix: hosts under it get the token. */
  domainSuffix: string;
  getToken: () => string | null;
  /** Called on a 401 from a host that carries the token. */
  onUnauthorized?: () => void;
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON unless it is a Blob, FormData or ArrayBuffer. */
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Region hosts receive the console-version header. */
  regionHost?: boolean;
  /** The caller handles a 401 itself instead of the session's sign-in redirect. */
  ownUnauthorized?: boolean;
  signal?: AbortSignal;
}

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

export type Http = <T = unknown>(url: string, options?: RequestOptions) => Promise<HttpResponse<T>>;

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof Blob || body instanceof FormData || body instanceof ArrayBuffer || typeof body === 'string')
    return body as BodyInit;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json().catch(() => undefined);
  if (type.startsWith('text/')) return response.text();
  return response.arrayBuffer();
}

function messageOf(body: unknown, fallback: string): string {
  if (
    body &&
    typeof body === 'object' &&
    'Message' in body &&
    typeof (body as { Message: unknown }).Message === 'string'
  ) {
    return (body as { Message: string }).Message;
  }
  return fallback;
}

export function createHttp(options: HttpOptions): Http {
  return async function request<T>(url: string, init: RequestOptions = {}): Promise<HttpResponse<T>> {
    const target = new URL(url, options.origin).toString();
    const headers = new Headers(init.headers);
    const token = options.getToken();
    const authorised = carriesToken(target, options.origin, options.domainSuffix);
    // A token the caller sets (the playground's, docs/playground.md) is kept.
    if (token && authorised && !headers.has('Authorization')) headers.set('Authorization', istoken(token));
    if (init.regionHost) headers.set('X-Console-Version', CONSOLE_VERSION);

    const controller = new AbortController();
    let timedOut = false;
    const timer = init.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, init.timeoutMs)
      : undefined;
    init.signal?.addEventListener('abort', () => controller.abort());

    let response: Response;
    try {
      response = await fetch(target, {
        method: init.method ?? 'GET',
        headers,
        body: encodeBody(init.body, headers),
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new ApiError(TIMEOUT_STATUS, 'Timeout', `Request to ${target} timed out`);
      throw new ApiError(0, '', error instanceof Error ? error.message : 'Network error');
    } finally {
      if (timer) clearTimeout(timer);
    }
    const data = await readBody(response);
    if (!response.ok) {
      if (response.status === 401 && authorised && !init.ownUnauthorized) options.onUnauthorized?.();
      throw answerError(response.status, response.statusText, response.headers, data);
    }
    return { status: response.status, headers: response.headers, data: data as T };
  };
}
