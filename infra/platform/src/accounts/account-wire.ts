import type { Account } from '@reelforge/contract';
import type { AccountRecord } from './user-store.ts';

/** An account as the admin calls answer it (docs/accounts.md): times as ISO 8601. */
export function accountOnWire(account: AccountRecord): Account {
  return {
    Id: account.id,
    Username: account.username,
    Email: account.email,
    Role: account.isAdmin ? 'admin' : 'ordinary',
    State: account.disabledAt === null ? 'active' : 'disabled',
    LastSignIn: account.lastSignInAt === null ? null : new Date(account.lastSignInAt).toISOString(),
    Created: account.createdAt,
    SingleSignOn: account.singleSignOn,
  };
}
