import type { Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // How many tries a result's delivery took (retries after passing network failures); null
  // for rows that delivered nothing (a token destination, a failed render) and for rows
  // recorded before.
  await db.schema.alterTable('batch_results').addColumn('tries', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('batch_results').dropColumn('tries').execute();
}
