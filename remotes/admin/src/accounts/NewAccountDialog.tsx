import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AccountManagementClient, AccountRole, CreatedAccount } from '@reelforge/api/account-management';
import { Dialog, SelectField, TextField, useSubmit } from '@reelforge/ui';
import { newAccountProblem } from './account-text.js';
import { ShownOncePassword } from './ShownOncePassword.js';

const ROLES = [
  { value: 'ordinary', label: 'Ordinary' },
  { value: 'admin', label: 'Admin' },
];

/**
 * "New account": a name, an optional email and a role; once made, the same dialog shows the
 * generated password once (docs/admin-console.md, "Accounts"). One dialog throughout, so the
 * focus goes back to the New account button when it closes.
 */
export function NewAccountDialog({
  client,
  onCreated,
  onClose,
}: {
  client: AccountManagementClient;
  onCreated: (created: CreatedAccount) => void;
  onClose: () => void;
}) {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AccountRole>('ordinary');
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const { busy, error, setError, submit } = useSubmit();
  const done = useRef<HTMLButtonElement>(null);
  const problem = newAccountProblem(username, email);

  // The submit button that had the focus is gone: the focus goes to Done.
  useEffect(() => {
    if (created) done.current?.focus();
  }, [created]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || problem) return;
    if (username === '') {
      setError('Give the account a name.');
      return;
    }
    await submit(async () => {
      const made = await client.create({
        Username: username,
        Role: role,
        ...(email.trim() ? { Email: email.trim() } : {}),
      });
      setCreated(made);
      onCreated(made);
    });
  };

  if (created) {
    return (
      <Dialog
        title={`Account ${created.Account.Username} created`}
        onClose={onClose}
        actions={
          <button ref={done} type="button" className="rf-primary" onClick={onClose}>
            Done
          </button>
        }
      >
        <ShownOncePassword username={created.Account.Username} password={created.Password} />
      </Dialog>
    );
  }

  const shown = problem ?? error;
  return (
    <Dialog title="New account" onClose={busy ? () => undefined : onClose}>
      <form
        className="rf-form rf-accounts-form"
        aria-busy={busy || undefined}
        onSubmit={(event) => void send(event)}
        onChange={() => error && setError(null)}
      >
        <fieldset className="rf-form-fields" disabled={busy}>
          <TextField label="Name" value={username} onChange={setUsername} autoComplete="off" hint="Used to sign in." />
          <TextField label="Email (optional)" type="email" value={email} onChange={setEmail} autoComplete="off" />
          <SelectField label="Role" value={role} options={ROLES} onChange={(value) => setRole(value as AccountRole)} />
          <p className="rf-hint">A password is made for the account and shown once, for you to give to its owner.</p>
        </fieldset>
        {shown && (
          <p className="rf-form-error" role="alert">
            {shown}
          </p>
        )}
        <div className="rf-dialog-actions">
          <button type="button" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="rf-primary" disabled={busy || problem !== null}>
            {busy ? 'Creating…' : 'Create'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
