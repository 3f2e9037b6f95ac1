import { randomUUID } from 'node:crypto';

/** The header a request id arrives in (from a trusted proxy) and every answer carries. */
export const REQUEST_ID_HEADER = 'x-request-id';

// What an id from a proxy may be: short, and nothing a log reader could mistake for markup or a new line.
const ACCEPTED = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The id of a new request: the one a trusted proxy gave it (`x-request-id`, when the operator
 * named proxies with TRUST_PROXY and the value is a plain short token), else a new UUID.
 * From anyone else the header is ignored: a caller cannot make its lines look like another's.
 */
export function requestIdOf(header: string | string[] | undefined, fromTrustedProxy: boolean): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (fromTrustedProxy && value !== undefined && ACCEPTED.test(value)) return value;
  return randomUUID();
}
