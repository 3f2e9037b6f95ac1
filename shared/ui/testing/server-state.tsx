// The server-state cache of a component test: a fresh one per render, so no test sees another's reads.
import { useState, type ReactNode } from 'react';
import { createQueryClient, QueryClientProvider } from '../src/data/index.js';

function testQueryClient() {
  const client = createQueryClient();
  // Nothing is collected while a test runs, so no timer outlives it.
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, gcTime: Infinity },
  });
  return client;
}

/** Provides a new query cache, as the host provides its one cache to every area. */
export function TestServerState({ children }: { children: ReactNode }) {
  const [client] = useState(testQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
