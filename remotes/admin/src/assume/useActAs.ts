import { useCallback } from 'react';
import { TOKEN_COOKIE, TOKEN_LIFETIME_SECONDS } from '@reelforge/model';
import { ACTING_AS_KEY, parseKeptAdminSession, sessionToKeep } from '@reelforge/model/acting-as';
import { useApi, useToken, useUser } from '@reelforge/session';
import { writeCookie } from '@reelforge/ui';

/**
 * Acting as another account (docs/reference.md §6): POST /auth/assume gives that account's
 * token; the admin's own session is kept in the tab's session storage (for the banner's way
 * back), the token cookie the console starts from becomes the assumed one, and the console
 * starts again as that account.
 */
export function useActAs(): (username: string) => Promise<void> {
  const api = useApi();
  const user = useUser();
  const token = useToken();
  return useCallback(
    async (username: string) => {
      if (!user || !token) throw new Error('Sign in again before acting as another account.');
      const assumed = await api.accounts.assume(username);
      const kept = sessionToKeep(parseKeptAdminSession(window.sessionStorage.getItem(ACTING_AS_KEY)), {
        admin: user.username,
        token,
      });
      window.sessionStorage.setItem(ACTING_AS_KEY, JSON.stringify(kept));
      writeCookie(TOKEN_COOKIE, assumed.Token, TOKEN_LIFETIME_SECONDS);
      window.location.assign('/projects');
    },
    [api, user, token],
  );
}
