import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { authConfigAtom } from '@reelforge/session/host';
import { createQueryClient, ErrorPanel } from '@reelforge/ui';
import { goToLogin } from './auth/login.js';
import { ReauthDialog } from './auth/ReauthDialog.js';
import { useTokenRenewal } from './auth/useTokenRenewal.js';
import { useBoot } from './boot/useBoot.js';
import { AppRoutes } from './routes/AppRoutes.js';

/**
 * The console: the one cache of server state every area reads and invalidates (shared with
 * the remotes as a federation singleton), around the console itself.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Console />
    </QueryClientProvider>
  );
}

function Console() {
  const boot = useBoot();
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
  if (boot.phase !== 'ready') return <p className="rf-empty" role="status">Signing in…</p>;
  return (
    <>
      <AppRoutes />
      {renewalFailed && auth && <ReauthDialog onSignIn={() => goToLogin(auth.baseurl)} />}
    </>
  );
}
