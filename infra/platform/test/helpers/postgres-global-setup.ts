import type { TestProject } from 'vitest/node';
// @ts-expect-error -- a plain ES module of the repository's scripts, without types.
import { start } from '../../../../scripts/engines/postgres.mjs';
import { createTemplateDatabase } from './postgres-databases.ts';

/** One throwaway PostgreSQL cluster for the whole run of the platform-postgres project. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = (await start()) as { url: string; stop: () => Promise<void> };
  try {
    await createTemplateDatabase(cluster.url);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
