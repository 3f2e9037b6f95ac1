import { notNull } from '../migration-parts.ts';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // What a session was asked for (docs/analytics.md "What counts"): export, frame, share,
  // batch, or system (previews, thumbnails, posters: work nobody asked for as a render).
  await db.schema
    .alterTable('render_sessions')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('export'))
    .execute();
  // Why a render was stopped on purpose; such a session is neither a success nor a failure.
  await db.schema.alterTable('render_sessions').addColumn('cancelled', 'text').execute();
  await sql`
    UPDATE render_sessions SET kind = CASE
      WHEN origin IN ('preview', 'thumbnail') OR (origin = 'share' AND format IN ('jpg', 'png', 'tif')) THEN 'system'
      WHEN origin = 'batch' THEN 'batch' WHEN origin = 'share' THEN 'share'
      WHEN format IN ('jpg', 'png', 'tif') THEN 'frame' ELSE 'export' END
  `.execute(db);
  // Renders recorded as failed because they were cancelled: cancelled, without an error log.
  await sql`
    UPDATE render_sessions SET cancelled = (
      SELECT replace(min(message), 'Cancelled: ', '') FROM render_errors
      WHERE render_errors.session_id = render_sessions.id AND render_errors.context LIKE 'cancelled %')
    WHERE success = 0 AND EXISTS (
      SELECT 1 FROM render_errors
      WHERE render_errors.session_id = render_sessions.id AND render_errors.context LIKE 'cancelled %')
  `.execute(db);
  await sql`DELETE FROM render_errors WHERE context LIKE 'cancelled %'`.execute(db);
  // The analytics' hits are the counted sessions, newest first: a partial index holds only
  // them, so a deep page skips through the index without reading the rows it passes.
  await sql`CREATE INDEX render_sessions_counted_time ON render_sessions (owner_id, timestamp) WHERE kind <>
'system' AND cancelled IS NULL`.execute(db);

  // The rollup, now by kind too, counting only renders a person asked for that ended.
  await db.schema.dropTable('render_session_seconds').execute();
  await db.schema
    .createTable('render_session_seconds')
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .$call(
      notNull({
        second: 'integer',
        prjuid: 'text',
        movie: 'text',
        region: 'text',
        kind: 'text',
        renders: 'integer',
        failed: 'integer',
        seconds: 'real',
        cost: 'real',
      }),
    )
    .addPrimaryKeyConstraint('render_session_seconds_key', ['owner_id', 'second', 'prjuid', 'movie', 'region', 'kind'])
    .$call((table) => (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  // Cost: seconds weighed by the resolution factor (§9), as renderCost of @reelforge/model.
  await sql`
    INSERT INTO render_session_seconds (owner_id, second, prjuid, movie, region, kind, renders, failed, seconds, cost)
    SELECT owner_id, timestamp / 1000, prjuid, movie, region, kind, count(*),
      sum(CASE WHEN success = 0 THEN 1 ELSE 0 END),
      sum(CASE WHEN success = 1 THEN duration ELSE 0 END),
      sum(CASE WHEN success = 1 THEN duration * (CASE
        WHEN width * height <= 230400 THEN 1 WHEN width * height <= 518400 THEN 1.5
        WHEN width * height <= 921600 THEN 2 WHEN width * height <= 2073600 THEN 4
        WHEN width * height <= 8294400 THEN 8 ELSE 16 END) ELSE 0 END)
    FROM render_sessions WHERE kind <> 'system' AND cancelled IS NULL
    GROUP BY owner_id, timestamp / 1000, prjuid, movie, region, kind
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('render_session_seconds').execute();
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
    .$call((table) => (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema.dropIndex('render_sessions_counted_time').execute();
  await db.schema.alterTable('render_sessions').dropColumn('cancelled').execute();
  await db.schema.alterTable('render_sessions').dropColumn('kind').execute();
}
