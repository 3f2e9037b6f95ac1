import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import {
  createApi,
  createHttp,
  createUploader,
  loadConsoleConfig,
  loadRemotesManifest,
  type Api,
} from '@reelforge/api';
import { areaForPath, messageOf, parseFxType } from '@reelforge/model';
import {
  apiAtom,
  authConfigAtom,
  fxTypeAtom,
  rebrandingAtom,
  regionsAtom,
  tokenAtom,
  userAtom,
} from '@reelforge/session/host';
import { saveTokenCookie } from '../auth/cookies.js';
import { goToLogin } from '../auth/login.js';
import { takeToken } from '../auth/token-source.js';
import { loadAreaList } from '../federation/area-list.js';
import { allowAdminArea, isRegistered, loadArea } from '../federation/remotes.js';
import { applyRebranding } from './rebranding.js';

/** How long start-up waits for the opening area's code, which it fetched in parallel. */
const AREA_WAIT_MS = 2_000;

export type BootState =
  | { phase: 'starting' }
  | { phase: 'redirecting' }
  | { phase: 'ready'; api: Api; baseurl: string }
  | { phase: 'failed'; message: string };

/**
 * The console's start-up: configuration and the remotes manifest, then the token (URL or
 * cookie), its verification and the admin check. Without a valid token the user goes to sign in.
 */
export function useBoot(): BootState {
  const store = useStore();
  const [state, setState] = useState<BootState>({ phase: 'starting' });

  useEffect(() => {
    let cancelled = false;
    const origin = window.location.origin;
    const run = async (): Promise<BootState> => {
      const plain = createHttp({ origin, domainSuffix: '', getToken: () => null });
      // A list of areas that cannot be read is kept as such (area-list.ts): start-up goes on without it.
      const [config] = await Promise.all([loadConsoleConfig(plain), loadAreaList(() => loadRemotesManifest(plain))]);
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
      const session = {
        origin,
        domainSuffix: config.auth.domain_suffix,
        getToken: () => store.get(tokenAtom),
        onUnauthorized: () => goToLogin(baseurl),
      };
      const api = createApi(createHttp(session), createUploader(session), baseurl, config.regions);
      // The area the address opens is fetched while the token is being checked.
      const area = areaForPath(window.location.pathname);
      const areaLoading = area && isRegistered(area) ? loadArea(area).catch(() => undefined) : undefined;

      const [verified, admin] = await Promise.all([
        api.accounts.verify().catch(() => null),
        // Admin tools open only if an account search for "admin" succeeds (docs/reference.md §6).
        api.accounts.search('admin').then(
          () => true,
          () => false,
        ),
      ]);
      if (!verified) {
        goToLogin(baseurl);
        return { phase: 'redirecting' };
      }
      saveTokenCookie(token);
      store.set(userAtom, { username: verified.Username, admin });
      store.set(apiAtom, api);
      if (admin) allowAdminArea();
      // A failed or slow area shows its own panel once the console is up: it never holds start-up long.
      await Promise.race([areaLoading, new Promise((resolve) => window.setTimeout(resolve, AREA_WAIT_MS))]);
      return { phase: 'ready', api, baseurl };
    };
    run()
      .then((next) => !cancelled && setState(next))
      .catch((error: unknown) => {
        if (!cancelled) setState({ phase: 'failed', message: messageOf(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [store]);

  return state;
}
