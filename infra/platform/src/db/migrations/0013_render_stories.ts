import type { Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // A render token may render a story (docs/stories.md): its JSON form as asked for, kept
  // with the token like a movie's; null for a movie's token. movie_name then holds the
  // story's name ('' when sent inline) and movie is empty.
  await db.schema.alterTable('renders').addColumn('story', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('renders').dropColumn('story').execute();
}
