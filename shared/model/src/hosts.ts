/**
 * Requests to the product's own domain or to localhost carry the istoken header (docs/reference.md §6);
 * other hosts get none, so a token never leaks to third parties.
 */
export function carriesToken(url: string, consoleOrigin: string, domainSuffix: string): boolean {
  let target: URL;
  try {
    target = new URL(url, consoleOrigin);
  } catch {
    return false;
  }
  if (target.origin === new URL(consoleOrigin).origin) return true;
  const host = target.hostname;
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]') return true;
  const suffix = domainSuffix.replace(/^\./, '');
  return suffix !== '' && (host === suffix || host.endsWith(`.${suffix}`));
}

/** The header value for a token. */
export function istoken(token: string): string {
  return `istoken ${token}`;
}

/** Login page address with the return address the user comes back to. */
export function loginUrl(baseurl: string, returnTo: string): string {
  const base = baseurl.replace(/\/+$/, '');
  return `${base}/login?return=${encodeURIComponent(returnTo)}`;
}
