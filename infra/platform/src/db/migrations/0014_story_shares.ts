import type { Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // A share plays a movie or a story (docs/stories.md "In batch runs and shares"): `movie`
  // holds the name, `kind` says which. Existing shares are movies, their ids unchanged.
  await db.schema
    .alterTable('shares')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('movie'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shares').dropColumn('kind').execute();
}
