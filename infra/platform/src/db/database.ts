import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrate.ts';
import { openPostgres } from './postgres.ts';
import type { Database } from './schema.ts';
import { openSqlite, type SqliteOptions } from './sqlite.ts';

/** The SQLite file's name in the data folder. */
export const DATABASE_FILE = 'platform.sqlite';

export interface DatabaseOptions extends SqliteOptions {
  /** The SQLite file, used when no databaseUrl is given. */
  file: string;
  /** postgres://… : PostgreSQL instead of the SQLite file (docs/database.md). */
  databaseUrl?: string;
}

/**
 * Opens the platform's database (the SQLite file, or PostgreSQL when a URL is given) and
 * brings its schema up to date with the same migrations for both. A string is a SQLite file.
 */
export async function openDatabase(where: string | DatabaseOptions): Promise<Kysely<Database>> {
  const options = typeof where === 'string' ? { file: where } : where;
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : openSqlite(options.file, options);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
