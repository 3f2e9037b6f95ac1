import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { createDatabase, postgresCluster } from '../helpers/postgres-databases.ts';

let cluster: { url: string; stop: () => Promise<void> };
let database: { url: string; drop: () => Promise<void> };
let db: Kysely<Database>;

beforeAll(async () => {
  cluster = await postgresCluster();
  database = await createDatabase(cluster.url, { empty: true });
  db = await openDatabase({ file: '', databaseUrl: database.url });
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
  await cluster?.stop();
});

const TABLES = [
  'api_keys',
  'assets',
  'audit_log',
  'batch_results',
  'batch_runs',
  'batch_tasks',
  'client_errors',
  'compdata',
  'datasources',
  'distributions',
  'idempotency_keys',
  'movies',
  'project_tasks',
  'projects',
  'render_errors',
  'render_session_seconds',
  'render_sessions',
  'renders',
  'session_credentials',
  'shares',
  'sign_in_sessions',
  'tag_projects',
  'tags',
  'tokens',
  'track_versions',
  'users',
  'webhook_deliveries',
  'webhooks',
];

async function tables(): Promise<string[]> {
  const rows = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%' order by table_name`.execute(db);
  return rows.rows.map((row) => row.name);
}

describe('the migrations on PostgreSQL', () => {
  it('make every table from an empty database, with 64-bit whole numbers', async () => {
    expect(await tables()).toEqual(TABLES);
    const types = await sql<{ column: string; type: string; default_: string | null }>`
      select table_name || '.' || column_name as column, data_type as type, column_default as default_
      from information_schema.columns where table_schema = 'public'
      and (table_name, column_name) in (('users', 'id'), ('tokens', 'expires_at'), ('render_sessions', 'duration'), ('batch_tasks', 'id'))
      order by 1`.execute(db);
    expect(types.rows.map(({ column, type }) => `${column} ${type}`)).toEqual([
      'batch_tasks.id bigint',
      'render_sessions.duration double precision',
      'tokens.expires_at bigint',
      'users.id bigint',
    ]);
    // Keys drawn from sequences.
    expect(
      types.rows.filter((row) => row.column.endsWith('.id')).every((row) => /^nextval\(/.test(row.default_ ?? '')),
    ).toBe(true);
  });

  it('run again change nothing (a second start, or a second process)', async () => {
    const applied = async () =>
      (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map(
        (r) => r.name,
      );
    const before = await applied();
    expect(before.length).toBeGreaterThan(0);
    const [first, second] = await Promise.all([
      openDatabase({ file: '', databaseUrl: database.url }),
      openDatabase({ file: '', databaseUrl: database.url }),
    ]);
    await first.destroy();
    await second.destroy();
    expect(await applied()).toEqual(before);
    expect(await tables()).toEqual(TABLES);
  });

  it('keep tags to their region: moving a project drops its tags (the trigger)', async () => {
    const user = await db
      .insertInto('users')
      .values({ username: 'u', password_hash: 'x', is_admin: 0, created_at: 'now' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const project = await db
      .insertInto('projects')
      .values({ uid: 'p1', region: 'eu', name: 'P', owner_id: user.id, date_created: 'now', speed: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tag = await db
      .insertInto('tags')
      .values({ owner_id: user.id, region: 'eu', path: 'a', created_at: 'now' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('tag_projects').values({ tag_id: tag.id, project_id: project.id, created_at: 'now' }).execute();
    await db.updateTable('projects').set({ name: 'Renamed' }).where('id', '=', project.id).execute();
    expect(await db.selectFrom('tag_projects').selectAll().execute()).toHaveLength(1);
    await db.updateTable('projects').set({ region: 'us' }).where('id', '=', project.id).execute();
    expect(await db.selectFrom('tag_projects').selectAll().execute()).toHaveLength(0);
  });
});

describe('numbers read from PostgreSQL', () => {
  it('come back as JavaScript numbers, as SQLite gives them: bigint columns, counts, sums and reals', async () => {
    const user = await db
      .insertInto('users')
      .values({ username: 'n', password_hash: 'x', is_admin: 1, created_at: 'now' })
      .returning(['id', 'is_admin'])
      .executeTakeFirstOrThrow();
    expect(typeof user.id).toBe('number');
    expect(user.is_admin).toBe(1);
    const expires = Date.UTC(2030, 0, 1, 12, 0, 0, 123);
    await db
      .insertInto('sign_in_sessions')
      .values({ id: 's', user_id: user.id, parent_id: null, started_at: expires - 1, ends_at: expires })
      .execute();
    await db
      .insertInto('tokens')
      .values({ token_hash: 'h', user_id: user.id, expires_at: expires, created_at: expires - 1, session_id: 's' })
      .execute();
    const row = await db.selectFrom('tokens').select(['expires_at']).executeTakeFirstOrThrow();
    expect(row.expires_at).toBe(expires);
    const counted = await db
      .selectFrom('tokens')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('expires_at').as('total')])
      .executeTakeFirstOrThrow();
    expect(counted).toEqual({ n: 1, total: expires });
    const real = await sql<{ x: number }>`select cast(2.5 as double precision) as x`.execute(db);
    expect(real.rows[0]?.x).toBe(2.5);
  });
});
