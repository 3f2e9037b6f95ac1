import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a request that carries the token cookie comes from this site's own pages
 * (docs/sign-in.md "The token cookie"), so the cookie may stand for the person signed in:
 *
 * - `Sec-Fetch-Site` (every current browser sends it): `same-origin`, or `none` (the address
 *   typed, a bookmark). `same-site` (a page on another subdomain) and `cross-site` are refused,
 *   and so is any other value.
 * - Without it: an `Origin` that is not this host (or is `null`, an opaque origin) is refused,
 *   then a `Referer` that is not this host; with neither, the request is no browser's
 *   cross-site request (a browser sends one of the three on every cross-site request that can
 *   carry the cookie, unless it predates Sec-Fetch-Site and the page asked for no referrer), and
 *   it passes.
 *
 * `host` is the host the request was sent to (Host, or X-Forwarded-Host from a trusted proxy).
 * The scheme is not compared: a proxy in front may speak HTTPS to browsers and HTTP here.
 * Returns why the request is refused, or undefined when it passes.
 */
export function crossSiteReason(headers: IncomingHttpHeaders, host: string): string | undefined {
  const fetchSite = single(headers['sec-fetch-site'])?.trim().toLowerCase();
  if (fetchSite !== undefined) {
    return fetchSite === 'same-origin' || fetchSite === 'none'
      ? undefined
      : `the request came from another site (Sec-Fetch-Site: ${fetchSite.slice(0, 20)})`;
  }
  const origin = single(headers.origin)?.trim();
  if (origin !== undefined && !sameHost(origin, host)) return 'the request came from another site (Origin)';
  const referer = single(headers.referer)?.trim();
  if (referer !== undefined && !sameHost(referer, host)) return 'the request came from another site (Referer)';
  return undefined;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

function withoutDefaultPort(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, '');
}

function sameHost(address: string, host: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return host !== '' && withoutDefaultPort(url.host) === withoutDefaultPort(host);
}
