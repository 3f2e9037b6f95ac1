import type { Kysely } from 'kysely';
import { notNull } from '../migration-parts.ts';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // A sign-in and the tokens renewed from it: logout ends them together, and renewal
  // cannot carry them past ends_at. Gone with the user; an assumed session (parent_id)
  // is gone with the admin's session it was opened from.
  await db.schema
    .createTable('sign_in_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'text', (col) => col.references('sign_in_sessions.id').onDelete('cascade'))
    .$call(notNull({ started_at: 'integer', ends_at: 'integer' }))
    .execute();
  await db.schema.createIndex('sign_in_sessions_ends_at').on('sign_in_sessions').column('ends_at').execute();
  await db.schema.createIndex('sign_in_sessions_parent_id').on('sign_in_sessions').column('parent_id').execute();

  // Tokens issued before belong to no session, so they could be neither revoked nor bounded:
  // they end here (at most an hour early) and their users sign in again.
  await db.deleteFrom('tokens').execute();
  await db.schema
    .alterTable('tokens')
    .addColumn('session_id', 'text', (col) => col.references('sign_in_sessions.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('tokens_session_id').on('tokens').column('session_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // SQLite cannot drop a column that holds a foreign key: the table is made anew as 0001 had it.
  await db.schema.dropTable('tokens').execute();
  await db.schema
    .createTable('tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .$call(notNull({ expires_at: 'integer', created_at: 'integer' }))
    .execute();
  await db.schema.createIndex('tokens_expires_at').on('tokens').column('expires_at').execute();
  await db.schema.dropTable('sign_in_sessions').execute();
}
