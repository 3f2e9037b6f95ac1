import { useSubmit } from '@reelforge/ui';
import { AccountSearch } from '../account-search/AccountSearch.js';
import { AuditLog } from '../audit/AuditLog.js';
import { useActAs } from './useActAs.js';

/**
 * /assume (docs/reference.md §2, §6): an account search that starts after more than one
 * character (§5), and for each account found a way to act as it; below, the audit log of
 * admin actions.
 */
export function AssumePage() {
  const actAs = useActAs();
  const { busy, error, submit } = useSubmit();
  return (
    <section className="rf-admin-page" aria-label="Act as another account">
      <h2>Act as another account</h2>
      {error && (
        <p className="rf-form-error" role="alert">
          Could not act as that account: {error}
        </p>
      )}
      <AccountSearch
        label="Account"
        action={(username) => `Act as ${username}`}
        disabled={busy}
        onPick={(username) => void submit(() => actAs(username))}
      />
      <AuditLog />
    </section>
  );
}
