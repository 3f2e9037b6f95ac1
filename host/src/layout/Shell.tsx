import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { ACTING_AS_KEY } from '@reelforge/model/acting-as-key';
import { NavLink, Outlet } from '@reelforge/router';
import { useFxType, useLoading, useRebranding } from '@reelforge/session';
import { stateChangeErrorAtom, userErrorAtom } from '@reelforge/session/host';
import { Progress } from '@reelforge/ui';
import { AccountMenu } from './AccountMenu.js';
import { useRememberLocation } from './location-history.js';

// The error dialogs are fetched when there is an error to show, not with every first page.
const StateChangeErrorDialog = lazy(() =>
  import('../dialogs/StateChangeErrorDialog.js').then((m) => ({ default: m.StateChangeErrorDialog })),
);
const UserErrorDialog = lazy(() =>
  import('../dialogs/UserErrorDialog.js').then((m) => ({ default: m.UserErrorDialog })),
);

// The acting-as banner is fetched only while an admin's own session is kept (docs/admin-console.md).
const ActingAsBanner = lazy(() => import('./ActingAsBanner.js'));

/** What is fetched only when there is something to show: the acting-as banner and the error dialogs. */
function OnDemand() {
  const stateChangeError = useAtomValue(stateChangeErrorAtom);
  const userError = useAtomValue(userErrorAtom);
  const kept = sessionStorage.getItem(ACTING_AS_KEY);
  return (
    <Suspense fallback={null}>
      {/* Placed above the top bar by its style (order). */}
      {kept && <ActingAsBanner stored={kept} />}
      {stateChangeError && <StateChangeErrorDialog />}
      {userError && <UserErrorDialog />}
    </Suspense>
  );
}

/** What every page has: the top bar with the account dropdown, the loading flag, the dialogs. */
export function Shell() {
  const rebranding = useRebranding();
  const fxType = useFxType();
  const loading = useLoading();
  useRememberLocation();
  return (
    <div className="rf-app">
      <header className="rf-topbar">
        <NavLink to="/projects" className="rf-brand">
          {rebranding?.company_name}
        </NavLink>
        <nav aria-label="Main" className="rf-mainnav">
          <NavLink to="/projects" end>
            Projects
          </NavLink>
          <NavLink to="/byregion">By region</NavLink>
        </nav>
        {fxType && (
          <span className="rf-badge" aria-label={`Beta mode ${fxType}`}>
            {fxType}
          </span>
        )}
        <AccountMenu />
      </header>
      <div className="rf-loading-slot" aria-live="polite">
        {loading && <Progress label="Loading" bare />}
      </div>
      <main className="rf-main">
        <Outlet />
      </main>
      <OnDemand />
    </div>
  );
}
