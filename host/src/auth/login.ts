import { loginUrl, TOKEN_COOKIE } from '@reelforge/model';
import { clearCookie } from './cookies.js';

/** Sends the user to the accounts sign-in page, returning to where they were. */
export function goToLogin(baseurl: string): void {
  clearCookie(TOKEN_COOKIE);
  window.location.assign(loginUrl(baseurl, window.location.href));
}

/** Logout clears the token and its cookies, then goes to /. */
export function logout(): void {
  clearCookie(TOKEN_COOKIE);
  window.location.assign('/');
}
