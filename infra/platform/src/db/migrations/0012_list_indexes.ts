import type { Kysely } from 'kysely';
import { addIndex } from '../migration-parts.ts';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // The asset list pages kind by kind, each in name order (docs/paging.md): one range of this
  // index per kind, so a page costs what it holds, not what the project holds. Movies page
  // on their (project_id, name) index of 0003.
  await addIndex(db, 'assets_project_type_name', 'assets', ['project_id', 'type', 'name']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('assets_project_type_name').execute();
}
