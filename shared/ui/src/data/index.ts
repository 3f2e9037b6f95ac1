// The console's data layer (README: "Server state"): the one cache of server state and every
// key in it. Its own entry, apart from the components of '@reelforge/ui', so the host's first
// page (which reads nothing through it) does not load TanStack Query; the host and the areas
// load it when a page that reads opens. The areas reach the cache only through this entry
// (the wall in .oxlintrc.json), so the keys and the cache's defaults have one home.
export { useServerQuery, useInvalidate, queryError, type ServerQueryOptions } from './useServerQuery.js';
export { useServerPages, type ServerPage, type ServerPages } from './useServerPages.js';
export { queryKeys, adminKeys, analyticsKeys } from './query-keys.js';
export { createQueryClient } from './query-client.js';
// What of TanStack Query the console uses beyond the hooks above: changing the cache after a
// write (useQueryClient), reading a list of keys at once (useQueries), and the host's provider.
export {
  QueryClientProvider,
  useQueries,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
