import { addIndex, notNull } from '../migration-parts.ts';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // The batch queue whose row a render was (docs/analytics.md "Token mapping").
  await db.schema.alterTable('render_sessions').addColumn('parent_token', 'text').execute();
  await db.schema
    .createIndex('render_sessions_parent')
    .on('render_sessions')
    .columns(['parent_token', 'timestamp'])
    .where(sql.ref('parent_token'), 'is not', null)
    .execute();
  // Hits of a filtered search, newest first, without reading the table for rows that do not match.
  await addIndex(db, 'render_sessions_owner_prjuid_time', 'render_sessions', ['owner_id', 'prjuid', 'timestamp']);

  // Render sessions counted per second (docs/analytics.md "The rollup"): written in the same
  // transaction as each session, so the histogram, the regions and the totals read a few
  // rows a second instead of every session. `seconds` and `cost` sum successful renders only.
  await db.schema
    .createTable('render_session_seconds')
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .$call(
      notNull({
        second: 'integer',
        prjuid: 'text',
        movie: 'text',
        region: 'text',
        renders: 'integer',
        failed: 'integer',
        seconds: 'real',
        cost: 'real',
      }),
    )
    .addPrimaryKeyConstraint('render_session_seconds_key', ['owner_id', 'second', 'prjuid', 'movie', 'region'])
    // Clustered by the key: a window's rows are read in one run, counts included, no lookups.
    // (SQLite's own table kind; PostgreSQL keeps every table as a heap beside its key.)
    .$call((table) => (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  // Sessions recorded before this migration: cost is seconds weighed by the resolution factor (§9).
  await sql`
    INSERT INTO render_session_seconds (owner_id, second, prjuid, movie, region, renders, failed, seconds, cost)
    SELECT owner_id, timestamp / 1000, prjuid, movie, region, count(*), sum(CASE WHEN success = 0 THEN 1 ELSE 0 END),
      sum(CASE WHEN success = 1 THEN duration ELSE 0 END),
      sum(CASE WHEN success = 1 THEN duration * (CASE
        WHEN width * height <= 230400 THEN 1 WHEN width * height <= 518400 THEN 1.5
        WHEN width * height <= 921600 THEN 2 WHEN width * height <= 2073600 THEN 4
        WHEN width * height <= 8294400 THEN 8 ELSE 16 END) ELSE 0 END)
    FROM render_sessions GROUP BY owner_id, timestamp / 1000, prjuid, movie, region
  `.execute(db);

  // The console's failed state changes (docs/analytics.md "Client errors"), one row per
  // distinct report with how often and when it came.
  await db.schema
    .createTable('client_errors')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .$call(
      notNull({
        from_state: 'text',
        to_state: 'text',
        error: 'text',
        version: 'text',
        count: 'integer',
        first_at: 'text',
        last_at: 'text',
      }),
    )
    .execute();
  await addIndex(db, 'client_errors_report', 'client_errors', ['from_state', 'to_state', 'error', 'version'], {
    unique: true,
  });
  await addIndex(db, 'client_errors_last', 'client_errors', ['last_at']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('client_errors').execute();
  await db.schema.dropTable('render_session_seconds').execute();
  await db.schema.dropIndex('render_sessions_owner_prjuid_time').execute();
  await db.schema.dropIndex('render_sessions_parent').execute();
  await db.schema.alterTable('render_sessions').dropColumn('parent_token').execute();
}
