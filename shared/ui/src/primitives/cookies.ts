/**
 * The console's cookies (the sign-in token, the last region, the tag menu's state,
 * docs/reference.md §9): read and written in the browser, by the host and the areas alike.
 */

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

/**
 * One Set-Cookie string as the console writes it. The console reads its cookies itself
 * (the token is sent as a header), so they cannot be HttpOnly; over https they are Secure,
 * so a plain-http request to the same host never carries them.
 */
export function cookieString(name: string, value: string, maxAgeSeconds: number, protocol: string): string {
  const secure = protocol === 'https:' ? '; Secure' : '';
  return (
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax` + secure
  );
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = cookieString(name, value, maxAgeSeconds, location.protocol);
}

export function clearCookie(name: string): void {
  document.cookie = cookieString(name, '', 0, location.protocol);
}

/** A year, for what the console remembers between visits (the last region, the tag menu). */
export const COOKIE_YEAR_SECONDS = 365 * 24 * 3600;
