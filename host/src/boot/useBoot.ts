import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { createApi, createHttp, loadConsoleConfig, loadRemotesManifest, type Api } from '@reelforge/api';
import { parseFxType } from '@reelforge/model';
import { apiAtom, authConfigAtom, fxTypeAtom, rebrandingAtom, regionsAtom, tokenAtom, userAtom } from '@reelforge/session';
import { saveTokenCookie } from '../auth/cookies.js';
import { goToLogin } from '../auth/login.js';
import { takeToken } from '../auth/token-source.js';
import { registerAreaRemotes } from '../federation/remotes.js';
import { applyRebranding } from './rebranding.js';

export type BootState =
  | { phase: 'starting' }
  | { phase: 'redirecting' }
  | { phase: 'ready'; api: Api; baseurl: string }
  | { phase: 'failed'; message: string };

/**
 * The console's start-up: configuration, then the token (URL or cookie), its verification,
 * the admin check, and the remotes manifest. Without a valid token the user goes to sign in.
 */
export function useBoot(): BootState {
  const store = useStore();
  const [state, setState] = useState<BootState>({ phase: 'starting' });

  useEffect(() => {
    let cancelled = false;
    const origin = window.location.origin;
    const run = async (): Promise<BootState> => {
      const config = await loadConsoleConfig(createHttp({ origin, domainSuffix: '', getToken: () => null }));
      store.set(authConfigAtom, config.auth);
      store.set(regionsAtom, config.regions);
      store.set(rebrandingAtom, config.rebranding);
      applyRebranding(config.rebranding);
      store.set(fxTypeAtom, parseFxType(new URLSearchParams(window.location.search).get('fxtype')));

      const baseurl = config.auth.baseurl;
      const token = takeToken();
      if (!token) {
        goToLogin(baseurl);
        return { phase: 'redirecting' };
      }
      store.set(tokenAtom, token);
      const http = createHttp({
        origin,
        domainSuffix: config.auth.domain_suffix,
        getToken: () => store.get(tokenAtom),
        onUnauthorized: () => goToLogin(baseurl),
      });
      const api = createApi(http, baseurl, config.regions);
      const verified = await api.accounts.verify().catch(() => null);
      if (!verified) {
        goToLogin(baseurl);
        return { phase: 'redirecting' };
      }
      saveTokenCookie(token);
      // Admin tools open only if an account search for "admin" succeeds (SPEC §6).
      const admin = await api.accounts.search('admin').then(
        () => true,
        () => false,
      );
      store.set(userAtom, { username: verified.Username, admin });
      store.set(apiAtom, api);
      const manifest = await loadRemotesManifest(http).catch(() => ({}));
      registerAreaRemotes(manifest, admin);
      return { phase: 'ready', api, baseurl };
    };
    run()
      .then((next) => !cancelled && setState(next))
      .catch((error: unknown) => {
        if (!cancelled) setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [store]);

  return state;
}
