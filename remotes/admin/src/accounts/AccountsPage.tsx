import { useMemo, useState } from 'react';
import {
  accountManagementClient,
  type AccountChange,
  type AccountManagementClient,
  type ManagedAccount,
} from '@reelforge/api/account-management';
import { useApi, useAuthConfig, useUser } from '@reelforge/session';
import { DataTable, ListToolbar, RowAction } from '@reelforge/ui/lists';
import { adminKeys, queryError, useInvalidate, useServerQuery } from '@reelforge/ui/server-state';
import { readableDate, roleName, stateName } from './account-text.js';
import { ChangeAccountDialog } from './ChangeAccountDialog.js';
import { NewAccountDialog } from './NewAccountDialog.js';
import { ResetPasswordDialog } from './ResetPasswordDialog.js';
import './accounts.css';

type Open =
  | { kind: 'new' }
  | { kind: 'change'; account: ManagedAccount; change: AccountChange }
  | { kind: 'reset'; account: ManagedAccount };

const HEADS = ['Name', 'Email', 'Role', 'State', 'Last sign-in', 'Sign-in', 'Actions'] as const;

/** One account's row: its facts, then its actions. Each cell names its column for the narrow layout. */
function AccountRow({
  account,
  self,
  onOpen,
}: {
  account: ManagedAccount;
  self: boolean;
  onOpen: (open: Open) => void;
}) {
  const name = account.Username;
  const change = (change: AccountChange) => onOpen({ kind: 'change', account, change });
  return (
    <tr className={account.State === 'disabled' ? 'rf-account-disabled' : undefined}>
      <td data-label="Name" className="rf-account-name">
        {name}
        {self && <span className="rf-hint"> (you)</span>}
      </td>
      <td data-label="Email" className="rf-account-email">
        {account.Email ?? <span className="rf-hint">none</span>}
      </td>
      <td data-label="Role">{roleName(account.Role)}</td>
      <td data-label="State">
        <span className={`rf-account-state rf-account-state-${account.State}`}>{stateName(account.State)}</span>
      </td>
      <td data-label="Last sign-in">
        {account.LastSignIn ? (
          <time dateTime={account.LastSignIn}>{readableDate(account.LastSignIn)}</time>
        ) : (
          readableDate(null)
        )}
      </td>
      <td data-label="Sign-in">{account.SingleSignOn ? <abbr title="Single sign-on">SSO</abbr> : 'Password'}</td>
      <td data-label="Actions">
        <div className="rf-account-actions">
          {account.State === 'active' ? (
            <RowAction verb="Disable" name={name} onClick={() => change({ State: 'disabled' })} />
          ) : (
            <RowAction verb="Enable" name={name} onClick={() => change({ State: 'active' })} />
          )}
          {account.Role === 'admin' ? (
            <RowAction verb="Make ordinary" name={name} onClick={() => change({ Role: 'ordinary' })} />
          ) : (
            <RowAction verb="Make admin" name={name} onClick={() => change({ Role: 'admin' })} />
          )}
          {/* An account of the single sign-on provider has no password of its own to reset. */}
          {!account.SingleSignOn && (
            <RowAction verb="Reset password" name={name} onClick={() => onOpen({ kind: 'reset', account })} />
          )}
        </div>
      </td>
    </tr>
  );
}

function OpenDialog({
  open,
  client,
  self,
  onClose,
}: {
  open: Open;
  client: AccountManagementClient;
  self: string | undefined;
  onClose: () => void;
}) {
  const reread = useInvalidate(adminKeys.accounts());
  if (open.kind === 'new')
    return <NewAccountDialog client={client} onCreated={() => void reread()} onClose={onClose} />;
  if (open.kind === 'reset') return <ResetPasswordDialog client={client} account={open.account} onClose={onClose} />;
  return (
    <ChangeAccountDialog
      client={client}
      account={open.account}
      change={open.change}
      self={open.account.Username === self}
      onChanged={reread}
      onClose={onClose}
    />
  );
}

/**
 * /admin/accounts (docs/admin-console.md, "Accounts"): every account with its email, role,
 * state, last sign-in and how it signs in; a new account with a generated password shown
 * once; disabling, enabling, the role and a password reset per account, each asked first.
 */
export function AccountsPage() {
  const api = useApi();
  const auth = useAuthConfig();
  const user = useUser();
  const baseurl = auth?.baseurl ?? '';
  const client = useMemo(() => accountManagementClient(api.http, baseurl), [api, baseurl]);
  const query = useServerQuery(adminKeys.accounts(), () => client.list(), { enabled: Boolean(auth) });
  const error = queryError(query);
  const [open, setOpen] = useState<Open | null>(null);
  const accounts = query.data;

  return (
    <section className="rf-accounts" aria-label="Accounts">
      <ListToolbar title="Accounts">
        <button type="button" className="rf-primary" onClick={() => setOpen({ kind: 'new' })}>
          New account
        </button>
      </ListToolbar>
      {error && (
        <p className="rf-form-error rf-page-note" role="alert">
          The accounts could not be read: {error} Reload the page to try again.
        </p>
      )}
      {!accounts ? (
        !error && <p className="rf-empty">Loading accounts…</p>
      ) : accounts.length === 0 ? (
        <p className="rf-empty">No accounts yet. Make one with New account.</p>
      ) : (
        <div className="rf-accounts-table">
          <DataTable label="Accounts" heads={HEADS}>
            {accounts.map((account) => (
              <AccountRow
                key={account.Id}
                account={account}
                self={account.Username === user?.username}
                onOpen={setOpen}
              />
            ))}
          </DataTable>
        </div>
      )}
      {open && <OpenDialog open={open} client={client} self={user?.username} onClose={() => setOpen(null)} />}
    </section>
  );
}
