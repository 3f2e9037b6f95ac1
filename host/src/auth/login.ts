import type { AccountsClient } from '@reelforge/api';
import { loginUrl, TOKEN_COOKIE } from '@reelforge/model';
import { clearCookie } from './cookies.js';
import { newSignInState } from './sign-in-state.js';

/**
 * Drops the token and what the tab keeps of the session: an admin's own session kept while
 * acting as someone (docs/admin-console.md) must not outlive it.
 */
function forgetSession(): void {
  clearCookie(TOKEN_COOKIE);
  sessionStorage.clear();
}

/** Sends the user to the accounts sign-in page, returning to where they were. */
export function goToLogin(baseurl: string): void {
  forgetSession();
  const url = new URL(loginUrl(baseurl, window.location.href), window.location.href);
  url.searchParams.set('state', newSignInState());
  window.location.assign(url.href);
}

/**
 * Logout ends the sign-in on the server, then clears the token and its cookies and goes to /.
 * If the server cannot be told, the token is still dropped here.
 */
export async function logout(accounts: Pick<AccountsClient, 'logout'> | null): Promise<void> {
  try {
    await accounts?.logout();
  } catch {
    // Logged out locally all the same; the token ends on its own within the hour.
  }
  forgetSession();
  window.location.assign('/');
}
