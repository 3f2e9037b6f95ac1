import { useDeferredValue, useState } from 'react';
import { isAccountSearchReady } from '@reelforge/model/acting-as';
import { useApi } from '@reelforge/session';
import { TextField } from '@reelforge/ui';
import { queryError, useServerQuery, adminKeys } from '@reelforge/ui/server-state';

/**
 * Finds an account by its name (docs/reference.md §5, §6): the search starts after more than
 * one character (GET /account/search?q=, admins only); each account found has a button,
 * named by `action`, that picks it.
 */
export function AccountSearch({
  label,
  action,
  disabled,
  onPick,
}: {
  label: string;
  action: (username: string) => string;
  disabled?: boolean;
  onPick: (username: string) => void;
}) {
  const api = useApi();
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const ready = isAccountSearchReady(query);
  const search = useServerQuery(adminKeys.accountSearch(query), () => api.accounts.search(query), {
    enabled: ready,
    keepPrevious: false,
  });
  const problem = queryError(search);
  return (
    <div className="rf-account-search">
      <TextField
        label={label}
        value={text}
        onChange={setText}
        placeholder="Username, at least 2 characters"
        autoComplete="off"
      />
      {!ready ? (
        <p className="rf-empty">Type at least 2 characters of a username to search.</p>
      ) : problem ? (
        <p className="rf-form-error" role="alert">
          The account search failed: {problem} Change the search or try again.
        </p>
      ) : !search.data ? (
        <p className="rf-empty">Searching…</p>
      ) : search.data.length === 0 ? (
        <p className="rf-empty">No account matches “{query}”.</p>
      ) : (
        <ul className="rf-admin-results" aria-label={`${label}: accounts found`}>
          {search.data.map((account) => (
            <li key={account.username}>
              <span>{account.username}</span>
              <button type="button" disabled={disabled} onClick={() => onPick(account.username)}>
                {action(account.username)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
