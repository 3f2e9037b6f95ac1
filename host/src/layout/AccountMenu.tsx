import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@reelforge/router';
import { useUser } from '@reelforge/session';
import { apiAtom } from '@reelforge/session/host';
import { logout } from '../auth/login.js';
import { isRegistered } from '../federation/remotes.js';

/** The account dropdown on top: who is signed in, the account's usage, admin tools for admins, and logout. */
export function AccountMenu() {
  const user = useUser();
  const api = useAtomValue(apiAtom);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => ref.current?.contains(event.target as Node) || setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  if (!user) return null;
  return (
    <div className="rf-account" ref={ref} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">●</span> {user.username}
      </button>
      {open && (
        <div role="menu" aria-label="Account" className="rf-account-menu">
          {/* The account pages live in the analytics area: offered only where it is deployed. */}
          {isRegistered('analytics') && (
            <Link role="menuitem" to="/account/usage" onClick={() => setOpen(false)}>
              Usage
            </Link>
          )}
          {user.admin && isRegistered('analytics') && (
            <Link role="menuitem" to="/account/client-errors" onClick={() => setOpen(false)}>
              Client errors
            </Link>
          )}
          {user.admin && (
            <>
              <Link role="menuitem" to="/assume" onClick={() => setOpen(false)}>
                Act as another account
              </Link>
              <Link role="menuitem" to="/assumebyproject" onClick={() => setOpen(false)}>
                Find account by project
              </Link>
              <Link role="menuitem" to="/copyproject" onClick={() => setOpen(false)}>
                Copy a project
              </Link>
            </>
          )}
          <button type="button" role="menuitem" onClick={() => void logout(api?.accounts ?? null)}>
            Log out
          </button>
        </div>
      )}
    </div>
  );
}
