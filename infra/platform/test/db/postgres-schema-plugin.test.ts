import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { isPostgres } from '../../src/db/dialect.ts';
import { PostgresSchemaPlugin } from '../../src/db/postgres-schema-plugin.ts';

// Compiled only, never run: a dialect without a connection.
const postgres = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const sqlite = new Kysely<any>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});
const migrating = postgres.withPlugin(new PostgresSchemaPlugin());

describe('the PostgreSQL schema plugin', () => {
  it('turns an auto-increment integer key into a 64-bit sequence, and integer, real and blob into their PostgreSQL types', () => {
    const { sql: text } = migrating.schema
      .createTable('things')
      .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'integer', (col) => col.notNull())
      .addColumn('duration', 'real')
      .addColumn('data', 'blob')
      .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
      .compile();
    expect(text).toBe(
      'create table "things" ("id" bigserial primary key, "owner_id" bigint not null references "users" ("id") on delete cascade, ' +
        '"expires_at" bigint not null, "duration" double precision, "data" bytea, "name" text default \'\' not null)',
    );
  });

  it('rewrites added columns too, and leaves indexes, raw SQL and queries as written', () => {
    expect(migrating.schema.alterTable('batch_results').addColumn('tries', 'integer').compile().sql).toBe(
      'alter table "batch_results" add column "tries" bigint',
    );
    expect(
      migrating.schema.createIndex('q').on('t').column('id').where(sql.ref('state'), '=', 'queued').compile().sql,
    ).toBe('create index "q" on "t" ("id") where "state" = \'queued\'');
    expect(sql`select cast(1 as integer)`.compile(migrating).sql).toBe('select cast(1 as integer)');
    expect(migrating.selectFrom('t').select('a').where('a', '=', 1).compile().sql).toBe(
      'select "a" from "t" where "a" = $1',
    );
  });

  it('is what tells the two databases apart', () => {
    expect(isPostgres(postgres)).toBe(true);
    expect(isPostgres(migrating)).toBe(true);
    expect(isPostgres(sqlite)).toBe(false);
  });
});
