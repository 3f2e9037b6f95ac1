import type { Kysely } from 'kysely';
import { addIndex, notNull } from '../migration-parts.ts';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // Copies and migrations of projects (project-copy/README.md): kept here, not only in
  // memory, so a task a restart cut short is found at start and cleaned up or finished.
  await db.schema
    .createTable('project_tasks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // copy | migrate
    .addColumn('kind', 'text', (col) => col.notNull())
    // Who asked: only they read the task.
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .$call(notNull({ source_uid: 'text', source_region: 'text', target_region: 'text' }))
    // A copy's new project (its rows exist only once it is complete); a migration's own uid.
    .addColumn('target_uid', 'text', (col) => col.notNull())
    // copy: running | done | error; migrate: pending | copying | done | error.
    .addColumn('status', 'text', (col) => col.notNull())
    // The journal of a migration: copying (nothing changed yet) | committed (rows moved,
    // files to put in place). Null for copies.
    .addColumn('phase', 'text')
    // A copy's items as JSON [{kind, name, status, message?}]; a migration's regions whose copies go.
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo('[]'))
    // The name of the folder the files are made in, beside the target region's projects.
    .addColumn('staging', 'text', (col) => col.notNull())
    .addColumn('message', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await addIndex(db, 'project_tasks_source', 'project_tasks', ['source_uid', 'status']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('project_tasks').execute();
}
