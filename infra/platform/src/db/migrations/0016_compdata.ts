import type { Kysely } from 'kysely';
import { addIndex, notNull } from '../migration-parts.ts';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // XML templates (compdata, docs/compdata.md): the row here with what the list shows (size and
  // frame rate read from the template on save), the XML text in the project's compdata/ folder.
  await db.schema
    .createTable('compdata')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('uid', 'text', (col) => col.notNull().unique())
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .$call(notNull({ name: 'text', width: 'integer', height: 'integer' }))
    // "num/den", e.g. "25/1".
    .$call(notNull({ fps: 'text', date_created: 'text', date_modified: 'text' }))
    .execute();
  await addIndex(db, 'compdata_project_name', 'compdata', ['project_id', 'name'], { unique: true });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('compdata').execute();
}
