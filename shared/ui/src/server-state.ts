// The console's server state (README: "Server state"): its own entry, apart from the
// components of '@reelforge/ui', so the host's first page (which reads nothing through it)
// does not load TanStack Query; the host and the areas load it when a page that reads opens.
export { useServerQuery, useInvalidate, queryError, type ServerQueryOptions } from './useServerQuery.js';
export { useServerPages, type ServerPage, type ServerPages } from './useServerPages.js';
export { queryKeys } from './query-keys.js';
export { createQueryClient } from './query-client.js';
export { RenderSpeed } from './RenderSpeed.js';
export { FontViewer, type FontViewerProps } from './font/FontViewer.js';
