import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';

/** Opens (creating if needed) the SQLite file. */
export function openSqlite(file: string): Kysely<Database> {
  const sqlite = new SQLite(file);
  // WAL lets readers proceed while a write is in progress; busy_timeout waits out a
  // second process (e.g. a CLI) holding the write lock instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
