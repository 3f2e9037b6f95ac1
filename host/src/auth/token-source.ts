import { TOKEN_COOKIE } from '@reelforge/model';
import { readCookie } from './cookies.js';

/**
 * The token comes from the URL (after sign-in or assume) or else from the cookie. A token in
 * the URL is removed from the address bar so it is not bookmarked or shared.
 */
export function takeToken(): string | undefined {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return readCookie(TOKEN_COOKIE);
}
