import { addIndex, notNull } from '../migration-parts.ts';
import { sql, type Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('is_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .$call(notNull({ expires_at: 'integer', created_at: 'integer' }))
    .execute();
  await db.schema.createIndex('tokens_expires_at').on('tokens').column('expires_at').execute();

  await db.schema
    .createTable('session_credentials')
    .addColumn('access_key_id', 'text', (col) => col.primaryKey())
    .$call(notNull({ secret_hash: 'text', session_token_hash: 'text' }))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('session_credentials_expires_at')
    .on('session_credentials')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('uid', 'text', (col) => col.notNull().unique())
    .$call(notNull({ region: 'text', name: 'text' }))
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date_created', 'text', (col) => col.notNull())
    .addColumn('speed', 'integer', (col) => col.notNull().defaultTo(0).check(sql`speed between 0 and 4`))
    .execute();
  await addIndex(db, 'projects_owner_region', 'projects', ['owner_id', 'region']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('projects').execute();
  await db.schema.dropTable('session_credentials').execute();
  await db.schema.dropTable('tokens').execute();
  await db.schema.dropTable('users').execute();
}
