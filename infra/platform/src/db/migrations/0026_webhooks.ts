import type { Kysely } from 'kysely';
import { addIndex, notNull } from '../migration-parts.ts';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // A project's webhooks (docs/api.md, "Webhooks"): where its events are POSTed, which events
  // (a JSON list), and the secret that signs each delivery. The secret is kept as it is, since
  // every delivery is signed with it, as destinations' credentials are kept (docs/decisions.md).
  // Gone with the project.
  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .$call(notNull({ url: 'text', events: 'text', secret: 'text', enabled: 'integer', created_at: 'text' }))
    .execute();
  await addIndex(db, 'webhooks_project', 'webhooks', ['project_id']);

  // One event for one hook: its body as sent (the same bytes each try and each sending again),
  // pending until a try is answered 2xx (delivered) or the tries are spent (failed). `seq`
  // orders the log; `claimed_until` is the lease of the process sending it now (epoch ms), so
  // one process sends a given delivery at a time; times are epoch ms. An event reaches a hook
  // once (`event_id` unique per hook).
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('seq', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('id', 'text', (col) => col.notNull().unique())
    .addColumn('webhook_id', 'text', (col) => col.notNull().references('webhooks.id').onDelete('cascade'))
    .$call(notNull({ event_id: 'text', event_type: 'text', payload: 'text', status: 'text' }))
    .addColumn('tries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('next_try_at', 'integer')
    .addColumn('claimed_until', 'integer')
    .addColumn('created_at', 'integer', (col) => col.notNull())
    .addColumn('delivered_at', 'integer')
    .addUniqueConstraint('webhook_deliveries_event', ['webhook_id', 'event_id'])
    .execute();
  await addIndex(db, 'webhook_deliveries_due', 'webhook_deliveries', ['status', 'next_try_at']);
  await addIndex(db, 'webhook_deliveries_log', 'webhook_deliveries', ['webhook_id', 'seq']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhooks').execute();
}
