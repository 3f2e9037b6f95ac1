import type { Destination } from '@reelforge/model';

/** A delivery failure whose message is meant for the user: readable, and free of secrets. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  /** A passing problem (the network, a busy service): another try may succeed. */
  transient = false;
  /** How long the service asked us to wait (Retry-After), in ms. */
  retryAfterMs?: number;
  /** How many tries the delivery took before it failed for good. */
  attempts?: number;
}

/** The error, marked as worth another try or not. */
export function marked(error: DeliveryError, transient: boolean, retryAfterMs?: number): DeliveryError {
  error.transient = transient;
  if (retryAfterMs !== undefined) error.retryAfterMs = retryAfterMs;
  return error;
}

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
  UND_ERR_HEADERS_TIMEOUT: 'no answer in time',
  UND_ERR_SOCKET: 'connection closed by the server',
  ECONNRESET: 'connection reset by the server',
  EPIPE: 'connection closed by the server',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOENT: 'the rendered file is missing',
  ECONNABORTED: 'connection aborted',
};

/** Network failures that are worth another try. */
const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
]);

/** Whether a thrown error (not an answer) is a passing network problem. A refused internal address never is. */
export function isTransientError(error: unknown): boolean {
  const err = error as { name?: string; code?: string; cause?: { code?: string } } | undefined;
  if (!err || err.code === 'E_OUTBOUND_REFUSED' || err.name === 'AbortError') return false;
  if (err.name === 'TimeoutError') return true;
  const code = err.code ?? err.cause?.code ?? '';
  return TRANSIENT_CODES.has(code) || code.startsWith('UND_ERR_');
}

/** Answers worth another try: the service is busy or failed on its side, or the request timed out. */
export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** Why a call failed, in words: a network error by name, otherwise the error's first line. */
export function reasonOf(error: unknown): string {
  if (error instanceof DeliveryError) return error.message;
  const err = error as
    | { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } }
    | undefined;
  if (err?.name === 'AbortError' || err?.code === 'ABORT_ERR') return 'cancelled';
  // Libraries add their own words around it (basic-ftp: "(control socket)"): ours is the reason.
  if (err?.code === 'E_OUTBOUND_REFUSED' && err.message)
    return /[^:]*\(refused\)/.exec(err.message)?.[0]?.trim() ?? err.message;
  if (err?.name === 'TimeoutError') return 'timed out';
  const code = err?.code ?? err?.cause?.code;
  if (code && NETWORK_REASONS[code]) return `${NETWORK_REASONS[code]} (${code})`;
  if (code && (code.startsWith('ERR_TLS') || /CERT|SSL/.test(code))) return `TLS certificate problem (${code})`;
  // fetch reports every network failure as "fetch failed" and keeps the real one as its cause.
  const message = err?.message === 'fetch failed' && err.cause?.message ? err.cause.message : err?.message;
  return firstLine(message || String(error));
}

export function firstLine(text: string, limit = 300): string {
  const line = text.trim().split(/\r?\n/, 1)[0] ?? '';
  return line.length > limit ? `${line.slice(0, limit)}…` : line;
}

/** Parameters that hold credentials; their values never appear in a message. */
const SECRET_PARAMS = [
  'aws_secret_access_key',
  'key',
  'password',
  'oauth_access_token',
  'auth_secret',
  'api_key',
  'api_password',
  'access_token',
];

/** Every secret a destination carries, in the forms it could show up in (as given, encoded). */
export function secretsOf(destination: Destination): string[] {
  const secrets: string[] = [];
  for (const param of SECRET_PARAMS) {
    const value = destination[param];
    if (typeof value === 'string' || typeof value === 'number') secrets.push(String(value));
  }
  // Header values are where users put API keys and bearer tokens of their HTTP endpoints;
  // "Bearer abc" also counts without its scheme word.
  const headers = destination.headers;
  if (headers && typeof headers === 'object') {
    for (const value of Object.values(headers)) secrets.push(value, ...value.split(/\s+/).slice(1));
  }
  if (destination.type === 'http' && (destination.user !== undefined || destination.password !== undefined)) {
    secrets.push(Buffer.from(`${destination.user ?? ''}:${destination.password ?? ''}`).toString('base64'));
  }
  // The JW Player key holds "site:secret": its halves count on their own.
  if (typeof destination.api_key === 'string') secrets.push(...destination.api_key.split(':').slice(1));
  const forms = secrets.flatMap((secret) => [secret, encodeURIComponent(secret)]);
  // Very short values (a one-letter password) would blank out ordinary words; the messages
  // are built not to carry secrets in the first place, this is the safety net.
  return [...new Set(forms)].filter((secret) => secret.length >= 4).sort((a, b) => b.length - a.length);
}

export function redact(message: string, secrets: readonly string[]): string {
  let out = message;
  for (const secret of secrets) out = out.split(secret).join('***');
  return out;
}
