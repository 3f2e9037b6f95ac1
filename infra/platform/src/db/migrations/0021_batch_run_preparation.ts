import type { Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // A run started by naming its job is prepared by the platform (batch/README.md): while its
  // tasks are compiled and queued its queue says so (`phase` computing or uploading, how many
  // records the range selects and how many are compiled), and a start that failed says why.
  await db.schema.alterTable('batch_runs').addColumn('phase', 'text').execute();
  await db.schema.alterTable('batch_runs').addColumn('records', 'integer').execute();
  await db.schema
    .alterTable('batch_runs')
    .addColumn('compiled', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('batch_runs').addColumn('error', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['error', 'compiled', 'records', 'phase'])
    await db.schema.alterTable('batch_runs').dropColumn(column).execute();
}
