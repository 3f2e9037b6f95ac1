import { useEffect, useRef, useState } from 'react';
import type { AccountManagementClient, ManagedAccount } from '@reelforge/api/account-management';
import { Dialog, useSubmit } from '@reelforge/ui';
import { ShownOncePassword } from './ShownOncePassword.js';

/**
 * Asks before resetting an account's password, then shows the generated one once, in the same
 * dialog (docs/admin-console.md, "Accounts").
 */
export function ResetPasswordDialog({
  client,
  account,
  onClose,
}: {
  client: AccountManagementClient;
  account: ManagedAccount;
  onClose: () => void;
}) {
  const [password, setPassword] = useState<string | null>(null);
  const { busy, error, submit } = useSubmit();
  const done = useRef<HTMLButtonElement>(null);
  const name = account.Username;

  useEffect(() => {
    if (password) done.current?.focus();
  }, [password]);

  if (password) {
    return (
      <Dialog
        title={`New password for ${name}`}
        onClose={onClose}
        actions={
          <button ref={done} type="button" className="rf-primary" onClick={onClose}>
            Done
          </button>
        }
      >
        <ShownOncePassword username={name} password={password} />
      </Dialog>
    );
  }
  return (
    <Dialog
      title={`Reset the password of ${name}?`}
      role="alertdialog"
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <button type="button" onClick={onClose} disabled={busy} autoFocus>
            Cancel
          </button>
          <button
            type="button"
            className="rf-danger"
            disabled={busy}
            onClick={() => void submit(async () => setPassword(await client.resetPassword(account.Id)))}
          >
            {busy ? 'Resetting…' : 'Reset password'}
          </button>
        </>
      }
    >
      <p>
        A new password is made and shown to you once. {name}’s current password stops working and they are signed out
        everywhere.
      </p>
      {error && (
        <p className="rf-form-error" role="alert">
          The password was not reset: {error}
        </p>
      )}
    </Dialog>
  );
}
