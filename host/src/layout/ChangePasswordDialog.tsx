import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { ownPasswordClient } from '@reelforge/api/account-management';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '@reelforge/model/accounts';
import { useApi, useAuthConfig, useUser } from '@reelforge/session';
import { Dialog, TextField, useSubmit } from '@reelforge/ui';

/**
 * Change password, from the account menu (docs/admin-console.md, "Change password"): the
 * current password, the new one twice, the password rule's hint as it is typed, the accounts
 * service's reason when it refuses, and a message once it is changed. Fetched only when it
 * opens, off the host's first page.
 */
export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const auth = useAuthConfig();
  const user = useUser();
  const baseurl = auth?.baseurl ?? '';
  const client = useMemo(() => ownPasswordClient(api.http, baseurl), [api, baseurl]);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [changed, setChanged] = useState(false);
  const { busy, error, setError, submit } = useSubmit();
  const close = useRef<HTMLButtonElement>(null);

  // The rule as typed; whether it is a common password only the accounts service knows.
  const nextProblem = next === '' ? null : (passwordProblem(next, { username: user?.username ?? '' }) ?? null);
  const repeatProblem = repeat !== '' && repeat !== next ? 'The two new passwords differ.' : null;
  const problem = nextProblem ?? repeatProblem;

  useEffect(() => {
    if (changed) close.current?.focus();
  }, [changed]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || problem) return;
    if (!current || !next || !repeat) {
      setError('Fill in your current password and the new one twice.');
      return;
    }
    await submit(async () => {
      await client.change(current, next);
      setChanged(true);
    });
  };

  if (changed) {
    return (
      <Dialog
        title="Password changed"
        onClose={onClose}
        actions={
          <button ref={close} type="button" className="rf-primary" onClick={onClose}>
            Close
          </button>
        }
      >
        <p role="status">
          Your password has been changed. Use the new one from your next sign-in on; anywhere else you were signed in
          has been signed out.
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog title="Change password" onClose={busy ? () => undefined : onClose}>
      <form
        className="rf-form rf-password-form"
        aria-busy={busy || undefined}
        onSubmit={(event) => void send(event)}
        onChange={() => error && setError(null)}
      >
        <fieldset className="rf-form-fields" disabled={busy}>
          {/* What a password manager needs to offer to update the saved entry. */}
          <input type="text" hidden readOnly autoComplete="username" value={user?.username ?? ''} />
          <TextField
            label="Current password"
            type="password"
            value={current}
            onChange={setCurrent}
            autoComplete="current-password"
          />
          <TextField
            label="New password"
            type="password"
            value={next}
            onChange={setNext}
            autoComplete="new-password"
            hint={
              nextProblem ??
              (next
                ? 'Long enough. It must not be a common password either.'
                : `At least ${PASSWORD_MIN_LENGTH} characters, not your name.`)
            }
          />
          <TextField
            label="Repeat the new password"
            type="password"
            value={repeat}
            onChange={setRepeat}
            autoComplete="new-password"
            hint={repeatProblem ?? (repeat && repeat === next ? 'The two match.' : undefined)}
          />
        </fieldset>
        {error && (
          <p className="rf-form-error" role="alert">
            {error}
          </p>
        )}
        <div className="rf-dialog-actions">
          <button type="button" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="rf-primary" disabled={busy || problem !== null}>
            {busy ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
