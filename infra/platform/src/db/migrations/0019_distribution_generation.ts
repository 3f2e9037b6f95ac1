import type { Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // With an object store, the published copy's content (assets, movies) is a generation of
  // keys; the row names the one readers use, switched when a newer one is whole (docs/object-store.md).
  await db.schema.alterTable('distributions').addColumn('generation', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('distributions').dropColumn('generation').execute();
}
