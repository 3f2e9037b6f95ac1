import { createHmac } from 'node:crypto';

export interface SignedRequest {
  method: string;
  url: URL;
  /** Every header that will be sent, except Authorization and Content-Length. */
  headers: Readonly<Record<string, string>>;
  contentLength: number;
}

const STANDARD_HEADERS = [
  'content-encoding',
  'content-language',
  'content-length',
  'content-md5',
  'content-type',
  'date',
  'if-modified-since',
  'if-match',
  'if-none-match',
  'if-unmodified-since',
  'range',
];

/**
 * The Shared Key string-to-sign of the Blob service (versions 2015-02-21 and later): the verb,
 * the standard headers in their fixed order (a zero Content-Length as empty), the x-ms-*
 * headers sorted, then the canonicalized resource `/account/path` plus sorted query params.
 */
export function stringToSign(request: SignedRequest, account: string): string {
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  headers['content-length'] = request.contentLength ? String(request.contentLength) : '';
  const standard = STANDARD_HEADERS.map((name) => headers[name] ?? '');
  const msHeaders = Object.keys(headers)
    .filter((name) => name.startsWith('x-ms-'))
    .sort()
    .map((name) => `${name}:${(headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const params = new Map<string, string[]>();
  for (const [name, value] of request.url.searchParams) {
    const key = name.toLowerCase();
    params.set(key, [...(params.get(key) ?? []), value]);
  }
  const query = [...params.keys()]
    .sort()
    .map((name) => `\n${name}:${(params.get(name) ?? []).sort().join(',')}`)
    .join('');
  return (
    [request.method.toUpperCase(), ...standard].join('\n') +
    '\n' +
    msHeaders +
    `/${account}${request.url.pathname}` +
    query
  );
}

/** The Authorization header value: HMAC-SHA256 of the string-to-sign with the base64 account key. */
export function sharedKeyAuthorization(request: SignedRequest, account: string, key: Buffer): string {
  const signature = createHmac('sha256', key).update(stringToSign(request, account), 'utf8').digest('base64');
  return `SharedKey ${account}:${signature}`;
}
