import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/**
 * Whether `db` speaks to PostgreSQL rather than the SQLite file. For the few statements
 * whose portable form does not exist (a trigger, a date format, row locks): everything
 * else is written once for both.
 */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A URL with its password (and user) replaced, for messages and logs: a database URL
 * carries its secret, and no line the platform writes may.
 */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    parsed.search = '';
    return parsed.toString();
  } catch {
    return 'the database URL (not a valid URL)';
  }
}
