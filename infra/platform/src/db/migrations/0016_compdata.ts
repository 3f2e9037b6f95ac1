import type { Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // XML templates (compdata, docs/compdata.md): the row here with what the list shows (size and
  // frame rate read from the template on save), the XML text in the project's compdata/ folder.
  await db.schema
    .createTable('compdata')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('uid', 'text', (col) => col.notNull().unique())
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    // "num/den", e.g. "25/1".
    .addColumn('fps', 'text', (col) => col.notNull())
    .addColumn('date_created', 'text', (col) => col.notNull())
    .addColumn('date_modified', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('compdata_project_name')
    .on('compdata')
    .columns(['project_id', 'name'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('compdata').execute();
}
