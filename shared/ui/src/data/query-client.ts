import { QueryClient } from '@tanstack/react-query';

/**
 * The console's one cache of server state. The host makes it once and provides it at the
 * root; @tanstack/react-query is a federation singleton, so every remote reads and
 * invalidates the same cache. The defaults keep the console's behaviour: a failed read is
 * shown at once (no silent retries), and pages read again when they open or when a change
 * invalidates what they show, not when the window regains focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
