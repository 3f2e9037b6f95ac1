import type { Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // The id of the request that started a run: every log line of its rows names it, wherever
  // they render (docs/operations.md, "Request ids").
  await db.schema.alterTable('batch_runs').addColumn('request_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('batch_runs').dropColumn('request_id').execute();
}
