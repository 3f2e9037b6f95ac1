import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';

/** Runs a function while holding a lock other processes can see; `name` says what is locked. */
export type LockRunner = <T>(name: string, work: () => Promise<T>) => Promise<T>;

/**
 * A lock every process on one PostgreSQL database shares: the work runs inside a transaction
 * holding `pg_advisory_xact_lock` on the name's hash, released when the transaction ends
 * (also when the process dies). Two names with the same hash merely wait for each other.
 * On SQLite there is one process only: the work runs as it is.
 */
export function databaseLock(db: Kysely<any>): LockRunner {
  if (!isPostgres(db)) return (_name, work) => work();
  return (name, work) =>
    db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
      return work();
    });
}
