import { useUser } from '@reelforge/session';
import { ErrorPanel } from '@reelforge/ui';
import { RemoteArea } from '../federation/RemoteArea.js';

/** Admin tools (of the admin area unless another is named): rejected unless the admin check succeeded. */
export function AdminRoute({ area, remote = 'admin' }: { area: string; remote?: string }) {
  const user = useUser();
  if (!user?.admin) {
    return (
      <ErrorPanel title="Access denied">
        <p>This page is for administrators. Sign in with an admin account to use it.</p>
      </ErrorPanel>
    );
  }
  return <RemoteArea remote={remote} area={area} />;
}
