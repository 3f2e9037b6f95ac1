import type { Kysely } from 'kysely';
import { addIndex, notNull } from '../migration-parts.ts';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // The Idempotency-Key of a program's render call (docs/api.md, "Idempotency"): one row per
  // account and key, the key kept only as its SHA-256; the first answer sealed with a key
  // derived from the Idempotency-Key itself, so the table alone gives no render token away.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .$call(notNull({ key_hash: 'text', request_hash: 'text', created_at: 'integer' }))
    // Null while the first request is being answered.
    .addColumn('status', 'integer')
    .addColumn('answer', 'text')
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['owner_id', 'key_hash'])
    .execute();
  // Keys older than a day are removed by their time.
  await addIndex(db, 'idempotency_keys_created', 'idempotency_keys', ['created_at']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
