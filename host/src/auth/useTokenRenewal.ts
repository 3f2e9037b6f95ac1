import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { TOKEN_RENEW_INTERVAL_MS } from '@reelforge/model';
import { tokenAtom } from '@reelforge/session/host';
import type { Api } from '@reelforge/api';
import { saveTokenCookie } from './cookies.js';

/** Renews the token every 60 s; tells when a renewal failed so the user can sign in again. */
export function useTokenRenewal(api: Api | null): boolean {
  const setToken = useSetAtom(tokenAtom);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!api || failed) return;
    const timer = window.setInterval(() => {
      api.accounts
        .renew()
        .then(({ Token }) => {
          setToken(Token);
          saveTokenCookie(Token);
        })
        .catch(() => setFailed(true));
    }, TOKEN_RENEW_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [api, failed, setToken]);
  return failed;
}
