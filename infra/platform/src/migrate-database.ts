import path from 'node:path';
import { dataDirFromEnv } from './config/data-dir.ts';
import { scaleOutFromEnv } from './config/scale-out.ts';
import { openDatabase } from './db/database.ts';
import { DATABASE_FILE } from './plugins/storage.ts';

/**
 * A deployment's migrate step (infra/deploy: the compose service and the Kubernetes Job):
 * brings the database of DATABASE_URL (or the SQLite file in DATA_DIR) up to date with the
 * same migrations the server runs at start, then exits. Run before a new release's api and
 * worker processes, so they never race each other to migrate.
 */
async function migrate(): Promise<void> {
  const { databaseUrl } = scaleOutFromEnv(process.env);
  const dataDir = dataDirFromEnv(process.env);
  const db = await openDatabase({ file: path.join(dataDir, DATABASE_FILE), databaseUrl });
  await db.destroy();
  console.log('The database is up to date.');
}

migrate().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
