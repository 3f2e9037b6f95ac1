import { TOKEN_COOKIE } from '@reelforge/model';
import { readCookie } from './cookies.js';
import { takeSignInState } from './sign-in-state.js';

/**
 * The token comes from the URL only on the return from the accounts sign-in page, which
 * brings back the state this tab sent it (sign-in-state.ts); otherwise from the cookie. A
 * token without that state, as in a link someone sent, is ignored: nobody is signed in to
 * another account silently, and whoever is signed in stays so. Token and state leave the
 * address bar either way, so neither is bookmarked or shared.
 */
export function takeToken(): string | undefined {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  const returnedState = url.searchParams.get('state');
  if (fromUrl !== null || returnedState !== null) {
    url.searchParams.delete('token');
    url.searchParams.delete('state');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  const sentState = takeSignInState();
  if (fromUrl && sentState && returnedState === sentState) return fromUrl;
  return readCookie(TOKEN_COOKIE) || undefined;
}
