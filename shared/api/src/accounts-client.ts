import type {
  AccountSearchReply,
  RenewReply,
  SessionCredentials,
  SessionReply,
  TokenReply,
  VerifyReply,
} from '@reelforge/contract';
import type { Account } from '@reelforge/model';
import type { Http } from './http.js';

export type { RenewReply, SessionCredentials, TokenReply, VerifyReply } from '@reelforge/contract';

export interface AccountsClient {
  login(username: string, password: string): Promise<TokenReply>;
  verify(): Promise<VerifyReply>;
  renew(): Promise<RenewReply>;
  /** Ends the sign-in on the server: this token and those renewed from it stop working. */
  logout(): Promise<void>;
  session(): Promise<SessionCredentials>;
  assume(username: string): Promise<TokenReply>;
  search(query: string): Promise<Account[]>;
}

const LOGOUT_TIMEOUT_MS = 5_000;

export function accountsClient(http: Http, baseurl: string): AccountsClient {
  const base = baseurl.replace(/\/+$/, '');
  return {
    login: async (Username, Password) =>
      (await http<TokenReply>(`${base}/auth/login`, { method: 'POST', body: { Username, Password } })).data,
    verify: async () => (await http<VerifyReply>(`${base}/auth/verify`)).data,
    // A failed renewal opens the re-authentication dialog rather than leaving the page at once.
    renew: async () => (await http<RenewReply>(`${base}/auth/renew`, { method: 'POST', ownUnauthorized: true })).data,
    // Logging out must not send the user to sign in when the token had already ended, nor wait long.
    logout: async () => {
      await http(`${base}/auth/logout`, { method: 'POST', ownUnauthorized: true, timeoutMs: LOGOUT_TIMEOUT_MS });
    },
    session: async () => (await http<SessionReply>(`${base}/auth/session`, { method: 'POST' })).data.Credentials,
    assume: async (Username) =>
      (await http<TokenReply>(`${base}/auth/assume`, { method: 'POST', body: { Username } })).data,
    search: async (q) =>
      (await http<AccountSearchReply>(`${base}/account/search?q=${encodeURIComponent(q)}`)).data.Accounts,
  };
}
