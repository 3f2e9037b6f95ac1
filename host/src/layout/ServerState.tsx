import { Outlet } from '@reelforge/router';
import { createQueryClient, QueryClientProvider, type QueryClient } from '@reelforge/ui/server-state';

/**
 * Where the console keeps its one cache of server state: made once per console (App), the first time a page that reads
 * opens.
 */
export interface ServerStateHolder {
  client?: QueryClient;
}

/**
 * Provides the console's one cache of server state to the pages under it (every area, the
 * project pages). @tanstack/react-query is a federation singleton, so the remotes' hooks find
 * this provider. Loaded with the first such page, so a page that reads nothing does not pay for it.
 */
export default function ServerState({ holder }: { holder: ServerStateHolder }) {
  holder.client ??= createQueryClient();
  return (
    <QueryClientProvider client={holder.client}>
      <Outlet />
    </QueryClientProvider>
  );
}
