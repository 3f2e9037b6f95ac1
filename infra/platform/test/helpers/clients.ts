import { accountsClient, createApi, createHttp, loadConsoleConfig, uploaderOverHttp, type Api } from '@reelforge/api';
import { AUTH_CONFIG } from '../../src/config/branding.ts';
import { REGIONS } from '../../src/config/regions.ts';
import type { TestServer } from './server.ts';

export interface SignedIn {
  api: Api;
  token: string;
}

/**
 * The console's own clients (@reelforge/api) against a test server, signed in as the
 * console does it: the accounts service's login, then the served configuration.
 */
/** The console's clients for a token the test already has, with the configuration the server serves. */
export function apiFor(server: TestServer, token: string): Api {
  const http = createHttp({ origin: server.url, domainSuffix: '', getToken: () => token });
  return createApi(http, uploaderOverHttp(http), AUTH_CONFIG.baseurl, REGIONS);
}

export async function signIn(server: TestServer, username: string, password = username): Promise<SignedIn> {
  let token: string | null = null;
  const http = createHttp({ origin: server.url, domainSuffix: '', getToken: () => token });
  const config = await loadConsoleConfig(http);
  token = (await accountsClient(http, config.auth.baseurl).login(username, password)).Token;
  return { api: createApi(http, uploaderOverHttp(http), config.auth.baseurl, config.regions), token };
}
