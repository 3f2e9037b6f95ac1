import type { Kysely } from 'kysely';
import { notNull } from '../migration-parts.ts';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // The admin actions (docs/admin.md): names, not ids, so an entry still reads after an
  // account goes. Read newest first by id.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .$call(notNull({ who: 'text', whom: 'text', what: 'text' }))
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
