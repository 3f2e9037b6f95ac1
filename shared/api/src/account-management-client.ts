import type {
  Account,
  AccountChangeRequest,
  AccountCreateReply,
  AccountCreateRequest,
  AccountList,
  AccountReply,
  PasswordChangeRequest,
  PasswordResetReply,
} from '@reelforge/contract';
import type { Http } from './http.js';

export type { AccountRole, AccountState } from '@reelforge/model/accounts';
/** An account as the admin calls answer it (docs/accounts.md); `Account` of the model is a search hit. */
export type ManagedAccount = Account;
export type NewAccountRequest = AccountCreateRequest;
export type AccountChange = AccountChangeRequest;
/** A new account and its generated password, which is shown once and never again. */
export type CreatedAccount = AccountCreateReply;

/** The accounts service's admin calls (admins only; 403 otherwise). */
export interface AccountManagementClient {
  /** Every account, by name. */
  list(): Promise<ManagedAccount[]>;
  create(request: NewAccountRequest): Promise<CreatedAccount>;
  /** A new role or state; refused (409) for the last active admin. Disabling ends the account's sessions. */
  update(id: number, change: AccountChange): Promise<ManagedAccount>;
  /** A generated password in place of the account's own; its sessions end. Shown once. */
  resetPassword(id: number): Promise<string>;
}

/** What everyone signed in may do to their own account. */
export interface OwnPasswordClient {
  /** Refused (400, 403) with the reason as the error's message; the account's other sessions end. */
  change(currentPassword: string, newPassword: string): Promise<void>;
}

const trim = (url: string) => url.replace(/\/+$/, '');

/** `baseurl` is auth.json's accounts service address. */
export function accountManagementClient(http: Http, baseurl: string): AccountManagementClient {
  const base = `${trim(baseurl)}/admin/accounts`;
  const one = (id: number) => `${base}/${encodeURIComponent(String(id))}`;
  return {
    list: async () => (await http<AccountList>(base)).data.Accounts,
    create: async (request) => (await http<AccountCreateReply>(base, { method: 'POST', body: request })).data,
    update: async (id, change) => (await http<AccountReply>(one(id), { method: 'PATCH', body: change })).data.Account,
    resetPassword: async (id) =>
      (await http<PasswordResetReply>(`${one(id)}/password`, { method: 'POST' })).data.Password,
  };
}

/** `baseurl` is auth.json's accounts service address. */
export function ownPasswordClient(http: Http, baseurl: string): OwnPasswordClient {
  const url = `${trim(baseurl)}/auth/password`;
  return {
    change: async (CurrentPassword, NewPassword) => {
      const body: PasswordChangeRequest = { CurrentPassword, NewPassword };
      await http(url, { method: 'POST', body });
    },
  };
}
