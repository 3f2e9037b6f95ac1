import type { Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // The asset list pages kind by kind, each in name order (docs/paging.md): one range of this
  // index per kind, so a page costs what it holds, not what the project holds. Movies page
  // on their (project_id, name) index of 0003.
  await db.schema
    .createIndex('assets_project_type_name')
    .on('assets')
    .columns(['project_id', 'type', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('assets_project_type_name').execute();
}
