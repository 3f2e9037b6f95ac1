import type { AccountChange, AccountManagementClient, ManagedAccount } from '@reelforge/api/account-management';
import { Dialog, useSubmit } from '@reelforge/ui';
import { changeQuestion } from './account-text.js';

/**
 * Asks before disabling, enabling or changing the role of an account, then makes the change.
 * A refusal (such as the last active admin's, 409) is shown in the dialog, which stays open
 * (docs/admin-console.md, "Accounts").
 */
export function ChangeAccountDialog({
  client,
  account,
  change,
  self,
  onChanged,
  onClose,
}: {
  client: AccountManagementClient;
  account: ManagedAccount;
  change: AccountChange;
  self: boolean;
  onChanged: (account: ManagedAccount) => Promise<unknown> | void;
  onClose: () => void;
}) {
  const question = changeQuestion(account, change, self);
  const { busy, error, submit } = useSubmit();
  const confirm = () =>
    void submit(async () => {
      const changed = await client.update(account.Id, change);
      await onChanged(changed);
      onClose();
    });
  return (
    <Dialog
      title={question.title}
      role="alertdialog"
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <button type="button" onClick={onClose} disabled={busy} autoFocus>
            Cancel
          </button>
          <button
            type="button"
            className={change.State === 'disabled' ? 'rf-danger' : 'rf-primary'}
            onClick={confirm}
            disabled={busy}
          >
            {busy ? question.busy : question.confirm}
          </button>
        </>
      }
    >
      <p>{question.text}</p>
      {error && (
        <p className="rf-form-error" role="alert">
          Not changed: {error}
        </p>
      )}
    </Dialog>
  );
}
