import type { Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // A region a project is published to (its distribution): the copy of its content folders
  // lives under that region's blobs; the project's rows stay the home project's. Gone with
  // the project.
  await db.schema
    .createTable('distributions')
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('region', 'text', (col) => col.notNull())
    // PUBLISHED | PUBLISHING | FAILED: kept here, not in memory, so a copy a restart cut
    // short is told apart from a finished one.
    .addColumn('state', 'text', (col) => col.notNull())
    // What the last finished copy was made from; null until one finished.
    .addColumn('fingerprint', 'text')
    .addColumn('published_at', 'text')
    // Why the last publish failed.
    .addColumn('message', 'text')
    // The distribution's own render speed (docs/reference.md §3), set on its region's render host.
    .addColumn('speed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('distributions_pk', ['project_id', 'region'])
    .execute();

  // The region whose render host issued a token: a published copy's tokens are served
  // there only. Null for tokens issued before, all by the project's own region.
  await db.schema.alterTable('renders').addColumn('region', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('renders').dropColumn('region').execute();
  await db.schema.dropTable('distributions').execute();
}
