import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
// @ts-expect-error -- a plain ES module of the repository's scripts, without types.
import { start as startPostgres } from '../../../../scripts/engines/postgres.mjs';
import { openDatabase } from '../../src/db/database.ts';

/** A database migrated once; each test server's database is a copy of it (CREATE DATABASE … TEMPLATE). */
export const TEMPLATE_DATABASE = 'reelforge_template';

export function databaseUrl(clusterUrl: string, database: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onCluster<T>(clusterUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTemplateDatabase(clusterUrl: string): Promise<void> {
  await onCluster(clusterUrl, (client) => client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`));
  const db = await openDatabase({ file: '', databaseUrl: databaseUrl(clusterUrl, TEMPLATE_DATABASE) });
  await db.destroy();
}

/** A fresh, migrated database of its own; drop() removes it (and ends what is still connected). */
export async function createDatabase(
  clusterUrl: string,
  { empty = false } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onCluster(clusterUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${empty ? '' : ` TEMPLATE ${TEMPLATE_DATABASE}`}`),
  );
  return {
    url: databaseUrl(clusterUrl, name),
    drop: () =>
      onCluster(clusterUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/**
 * The PostgreSQL cluster a test file works in: the run's (platform-scale-out project), or
 * else one of its own, started with a migrated template for the file alone and stopped by stop().
 */
export async function postgresCluster(): Promise<{ url: string; stop: () => Promise<void> }> {
  const provided = inject('postgresUrl');
  if (provided) return { url: provided, stop: async () => {} };
  const cluster = (await startPostgres()) as { url: string; stop: () => Promise<void> };
  try {
    await createTemplateDatabase(cluster.url);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
