import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { redactUrl } from './dialect.ts';
import type { Database } from './schema.ts';

/** Connections one process keeps at most, unless the URL says `?pool_size=N`. */
export const DEFAULT_POOL_SIZE = 10;
const MAX_POOL_SIZE = 1000;

// The SQLite file gives numbers back as JavaScript numbers; so does PostgreSQL here. int8
// (bigint columns, count(*)) and numeric (sum of bigints) would otherwise come back as
// strings. Epoch milliseconds and counts stay far below 2^53.
const INT8 = 20;
const NUMERIC = 1700;
const parsers: Record<number, (value: string) => unknown> = {
  [INT8]: (value) => Number(value),
  [NUMERIC]: (value) => Number(value),
};
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    parsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export interface PostgresConnection {
  /** The URL pg connects with: without this project's own parameters. */
  connectionString: string;
  poolSize: number;
}

/** Reads `pool_size` off the URL (a setting of this project, not of PostgreSQL). */
export function readConnection(url: string): PostgresConnection {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('DATABASE_URL is not a URL; expected postgres://user:password@host:port/database');
  }
  const raw = parsed.searchParams.get('pool_size');
  parsed.searchParams.delete('pool_size');
  const poolSize = raw === null ? DEFAULT_POOL_SIZE : Number(raw);
  if (!Number.isInteger(poolSize) || poolSize < 1 || poolSize > MAX_POOL_SIZE) {
    throw new Error(`DATABASE_URL's pool_size must be a whole number from 1 to ${MAX_POOL_SIZE}`);
  }
  return { connectionString: parsed.toString(), poolSize };
}

/**
 * A pool of connections to PostgreSQL behind Kysely's Postgres dialect. Connects once
 * before returning, so a wrong URL or an unreachable server stops the start with one
 * line that names the server without its password.
 */
export async function openPostgres(url: string): Promise<Kysely<Database>> {
  const { connectionString, poolSize } = readConnection(url);
  const pool = new pg.Pool({ connectionString, max: poolSize, types, connectionTimeoutMillis: 10_000 });
  // An idle connection the server closed (a restart, a failover) must not crash the process:
  // the pool drops it and the next query opens another.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`Could not connect to PostgreSQL at ${redactUrl(url)}: ${reasonOf(error, url)}`);
  }
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** The driver's reason on one line, with anything of the URL's secret taken out. */
function reasonOf(error: unknown, url: string): string {
  const err = error as { message?: string; code?: string; errors?: Array<{ message?: string }> };
  // A host that resolves to several addresses fails with an AggregateError and no message of its own.
  let message = err.message || err.errors?.map((e) => e.message).join('; ') || err.code || String(error);
  let password = '';
  try {
    password = decodeURIComponent(new URL(url).password);
  } catch {
    password = '';
  }
  if (password) message = message.split(password).join('***');
  return message.replace(/\s+/g, ' ').trim();
}
