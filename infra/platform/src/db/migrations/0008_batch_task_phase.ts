import type { Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // What a running task is doing, so a run's status can tell rendering from delivering:
  // null while it renders (or is not running), 'delivering' once its result is being sent.
  await db.schema.alterTable('batch_tasks').addColumn('phase', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('batch_tasks').dropColumn('phase').execute();
}
