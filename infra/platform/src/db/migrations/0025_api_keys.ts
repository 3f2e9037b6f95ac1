import type { Kysely } from 'kysely';
import { addIndex, notNull } from '../migration-parts.ts';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // API keys (docs/api.md, "API keys"): programs call as their owner with `Authorization:
  // Bearer rfk_…`. Only the SHA-256 of the whole key is kept, with the first characters of its
  // random part to tell keys apart in lists. `projects` is null for every project of the owner,
  // else a JSON list of project uids; times are epoch ms (null: never expires, never used, not
  // revoked). Gone with the account.
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .$call(notNull({ name: 'text', prefix: 'text', secret_hash: 'text' }))
    .addColumn('projects', 'text')
    .addColumn('access', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'integer')
    .addColumn('created_at', 'integer', (col) => col.notNull())
    .addColumn('last_used_at', 'integer')
    .addColumn('revoked_at', 'integer')
    .execute();
  await addIndex(db, 'api_keys_secret_hash', 'api_keys', ['secret_hash'], { unique: true });
  await addIndex(db, 'api_keys_user_id', 'api_keys', ['user_id']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
