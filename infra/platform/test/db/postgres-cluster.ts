import { inject } from 'vitest';
// @ts-expect-error -- a plain ES module of the repository's scripts, without types.
import { start } from '../../../../scripts/engines/postgres.mjs';

/**
 * The PostgreSQL these tests run on: the run's cluster when the platform-postgres project
 * provides one, otherwise one of their own for the file (started in about a second).
 */
export async function testCluster(): Promise<{ url: string; stop: () => Promise<void> }> {
  const provided = inject('postgresUrl');
  if (provided) return { url: provided, stop: async () => {} };
  return (await start()) as { url: string; stop: () => Promise<void> };
}
