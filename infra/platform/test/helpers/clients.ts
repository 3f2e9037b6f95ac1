import { accountsClient, createApi, createHttp, loadConsoleConfig, uploaderOverHttp, type Api } from '@reelforge/api';
import type { TestServer } from './server.ts';

export interface SignedIn {
  api: Api;
  token: string;
}

/**
 * The console's own clients (@reelforge/api) against a test server, signed in as the
 * console does it: the accounts service's login, then the served configuration.
 */
export async function signIn(server: TestServer, username: string, password = username): Promise<SignedIn> {
  let token: string | null = null;
  const http = createHttp({ origin: server.url, domainSuffix: '', getToken: () => token });
  const config = await loadConsoleConfig(http);
  token = (await accountsClient(http, config.auth.baseurl).login(username, password)).Token;
  return { api: createApi(http, uploaderOverHttp(http), config.auth.baseurl, config.regions), token };
}
