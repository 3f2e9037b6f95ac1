import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from '@reelforge/router';
import { useUser } from '@reelforge/session';
import { apiAtom } from '@reelforge/session/host';
import { logout } from '../auth/login.js';
import { isRegistered } from '../federation/remotes.js';

// Fetched when it is opened, not with every first page.
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog.js'));

/**
 * The account dropdown on top: who is signed in, the account's usage, admin tools for admins,
 * one's API keys, changing one's password, and logout.
 */
export function AccountMenu() {
  const user = useUser();
  const api = useAtomValue(apiAtom);
  const [open, setOpen] = useState(false);
  const [changing, setChanging] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => ref.current?.contains(event.target as Node) || setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  // The menu item that opened the dialog is gone: the focus comes back to the menu's button.
  const wasChanging = useRef(false);
  useEffect(() => {
    if (wasChanging.current && !changing) toggle.current?.focus();
    wasChanging.current = changing;
  }, [changing]);

  if (!user) return null;
  return (
    <div className="rf-account" ref={ref} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button ref={toggle} type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
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
              <Link role="menuitem" to="/admin/accounts" onClick={() => setOpen(false)}>
                Accounts
              </Link>
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
          <Link role="menuitem" to="/account/apikeys" onClick={() => setOpen(false)}>
            API keys
          </Link>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              setChanging(true);
            }}
          >
            Change password
          </button>
          <button type="button" role="menuitem" onClick={() => void logout(api?.accounts ?? null)}>
            Log out
          </button>
        </div>
      )}
      {/* Outside the top bar, whose colours it would take. */}
      {changing &&
        createPortal(
          <Suspense fallback={null}>
            <ChangePasswordDialog onClose={() => setChanging(false)} />
          </Suspense>,
          document.body,
        )}
    </div>
  );
}
