import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { authConfigAtom } from '@reelforge/session/host';
import { ErrorPanel } from '@reelforge/ui';
import { goToLogin } from './auth/login.js';
import { useTokenRenewal } from './auth/useTokenRenewal.js';
import { useBoot } from './boot/useBoot.js';
import type { ServerStateHolder } from './layout/ServerState.js';
import { AppRoutes } from './routes/AppRoutes.js';

// Fetched only when a renewal fails.
const ReauthDialog = lazy(() => import('./auth/ReauthDialog.js').then((m) => ({ default: m.ReauthDialog })));

export function App() {
  const boot = useBoot();
  // The console's one cache of server state, made when the first page that reads opens (layout/ServerState.tsx).
  const [serverState] = useState<ServerStateHolder>(() => ({}));
  const auth = useAtomValue(authConfigAtom);
  const renewalFailed = useTokenRenewal(boot.phase === 'ready' ? boot.api : null);

  if (boot.phase === 'failed') {
    return (
      <ErrorPanel title="The console could not start">
        <p>{boot.message}</p>
        <p>Check that the platform is running, then reload the page.</p>
      </ErrorPanel>
    );
  }
  if (boot.phase !== 'ready')
    return (
      <p className="rf-empty" role="status">
        Signing in…
      </p>
    );
  return (
    <>
      <AppRoutes serverState={serverState} />
      {renewalFailed && auth && (
        <Suspense fallback={null}>
          <ReauthDialog onSignIn={() => goToLogin(auth.baseurl)} />
        </Suspense>
      )}
    </>
  );
}
