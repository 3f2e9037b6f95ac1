import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { WebhookDeliveriesTable, WebhooksTable } from '../db/webhook-schema.ts';

export type WebhookRow = Selectable<WebhooksTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;
export type NewDelivery = Insertable<WebhookDeliveriesTable>;

/** A hook that takes an event, with what its events say of the project. */
export interface Subscriber {
  id: string;
  events: string;
  project: { uid: string; name: string; region: string };
}

/** A delivery a process has claimed to send now, with where to and the secret that signs it. */
export interface ClaimedDelivery {
  seq: number;
  id: string;
  webhookId: string;
  eventType: string;
  payload: string;
  /** This try's number (1-based): its outcome is recorded only while the delivery is at it. */
  tries: number;
  url: string;
  secret: string;
}

/** How a try changes its delivery. */
export interface TryRecord {
  status: 'pending' | 'delivered' | 'failed';
  lastStatus: number | null;
  lastError: string | null;
  nextTryAt: number | null;
  deliveredAt: number | null;
}

/**
 * The `webhooks` and `webhook_deliveries` tables of migration 0026: a project's hooks (every
 * query scoped by the project), the deliveries they are due, claimed one at a time by the
 * process that sends them (one UPDATE … RETURNING; on PostgreSQL the row is skipped by claims
 * running beside it), and each hook's log.
 */
export class WebhookStore {
  private readonly postgres: boolean;

  constructor(private readonly db: Kysely<Database>) {
    this.postgres = isPostgres(db);
  }

  list(projectId: number): Promise<WebhookRow[]> {
    return this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  find(projectId: number, id: string): Promise<WebhookRow | undefined> {
    return this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async count(projectId: number): Promise<number> {
    const row = await this.db
      .selectFrom('webhooks')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async insert(row: WebhookRow): Promise<void> {
    await this.db.insertInto('webhooks').values(row).execute();
  }

  /** The changed hook, or undefined when the project has no such hook. */
  async update(
    projectId: number,
    id: string,
    change: Pick<Updateable<WebhooksTable>, 'url' | 'events' | 'enabled' | 'secret'>,
  ): Promise<WebhookRow | undefined> {
    if (Object.keys(change).length > 0)
      await this.db
        .updateTable('webhooks')
        .set(change)
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .execute();
    return this.find(projectId, id);
  }

  /** Removes the hook with its deliveries; false when the project has no such hook. */
  async remove(projectId: number, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('webhooks')
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** The project's enabled hooks, with the project's uid, name and home region. */
  enabledHooks(projectId: number): Promise<Subscriber[]> {
    return this.db
      .selectFrom('webhooks')
      .innerJoin('projects', 'projects.id', 'webhooks.project_id')
      .select(['webhooks.id', 'webhooks.events', 'projects.uid', 'projects.name', 'projects.region'])
      .where('webhooks.project_id', '=', projectId)
      .where('webhooks.enabled', '=', 1)
      .execute()
      .then((rows) =>
        rows.map((row) => ({
          id: row.id,
          events: row.events,
          project: { uid: row.uid, name: row.name, region: row.region },
        })),
      );
  }

  /** What an event's body says of the project: its uid, name and home region. */
  projectFacts(projectId: number): Promise<Subscriber['project'] | undefined> {
    return this.db
      .selectFrom('projects')
      .select(['uid', 'name', 'region'])
      .where('id', '=', projectId)
      .executeTakeFirst();
  }

  /** Queues deliveries; an event already queued for a hook is not queued twice. */
  async queue(deliveries: readonly NewDelivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    await this.db
      .insertInto('webhook_deliveries')
      .values([...deliveries])
      .onConflict((conflict) => conflict.columns(['webhook_id', 'event_id']).doNothing())
      .execute();
  }

  /**
   * Claims the delivery due longest (of an enabled hook, no other process holding it) until
   * `leaseUntil`, counting its try; undefined when none is due.
   */
  async claim(now: number, leaseUntil: number): Promise<ClaimedDelivery | undefined> {
    const due = (column: 'claimed_until') =>
      this.db
        .selectFrom('webhook_deliveries')
        .select('seq')
        .where('status', '=', 'pending')
        .where('next_try_at', '<=', now)
        .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<', now)]))
        .where('webhook_id', 'in', (eb) => eb.selectFrom('webhooks').select('id').where('enabled', '=', 1))
        .orderBy('next_try_at')
        .orderBy('seq')
        .limit(1)
        // Claims side by side on PostgreSQL each take a row no other holds. (SQLite has one writer.)
        .$if(this.postgres, (select) => select.forUpdate().skipLocked());
    const row = await this.db
      .updateTable('webhook_deliveries')
      .set((eb) => ({ claimed_until: leaseUntil, tries: eb('tries', '+', 1) }))
      .where('seq', '=', due('claimed_until'))
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .returning(['seq', 'id', 'webhook_id', 'event_type', 'payload', 'tries'])
      .executeTakeFirst();
    if (!row) return undefined;
    const hook = await this.db
      .selectFrom('webhooks')
      .select(['url', 'secret'])
      .where('id', '=', row.webhook_id)
      .executeTakeFirst();
    if (!hook) return undefined; // deleted meanwhile, its deliveries with it
    return {
      seq: row.seq,
      id: row.id,
      webhookId: row.webhook_id,
      eventType: row.event_type,
      payload: row.payload,
      tries: row.tries,
      url: hook.url,
      secret: hook.secret,
    };
  }

  /** Records the try's outcome, if the delivery is still at that try (not sent again meanwhile). */
  async record(claimed: Pick<ClaimedDelivery, 'seq' | 'tries'>, outcome: TryRecord): Promise<boolean> {
    const result = await this.db
      .updateTable('webhook_deliveries')
      .set({
        status: outcome.status,
        last_status: outcome.lastStatus,
        last_error: outcome.lastError,
        next_try_at: outcome.nextTryAt,
        delivered_at: outcome.deliveredAt,
        claimed_until: null,
      })
      .where('seq', '=', claimed.seq)
      .where('tries', '=', claimed.tries)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Gives a claim back uncounted (the process stops mid-try): due again at once. */
  async release(claimed: Pick<ClaimedDelivery, 'seq' | 'tries'>): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set((eb) => ({ claimed_until: null, tries: eb('tries', '-', 1) }))
      .where('seq', '=', claimed.seq)
      .where('tries', '=', claimed.tries)
      .where('status', '=', 'pending')
      .execute();
  }

  /** A page of the hook's log, newest first, from before `before` (a seq). */
  deliveries(webhookId: string, before: number | undefined, limit: number): Promise<DeliveryRow[]> {
    return this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('webhook_id', '=', webhookId)
      .$if(before !== undefined, (select) => select.where('seq', '<', before!))
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute();
  }

  findDelivery(webhookId: string, id: string): Promise<DeliveryRow | undefined> {
    return this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('webhook_id', '=', webhookId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Queues the delivery again, due at `now` with its tries counted from none. */
  async requeue(webhookId: string, id: string, now: number): Promise<DeliveryRow | undefined> {
    await this.db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', tries: 0, next_try_at: now, claimed_until: null, delivered_at: null })
      .where('webhook_id', '=', webhookId)
      .where('id', '=', id)
      .execute();
    return this.findDelivery(webhookId, id);
  }

  /** Removes the hook's finished deliveries beyond its newest `keep`; pending ones stay until they finish. */
  async trim(webhookId: string, keep: number): Promise<void> {
    const kept = this.db
      .selectFrom('webhook_deliveries')
      .select('seq')
      .where('webhook_id', '=', webhookId)
      .where('status', '<>', 'pending')
      .orderBy('seq', 'desc')
      .limit(keep);
    await this.db
      .deleteFrom('webhook_deliveries')
      .where('webhook_id', '=', webhookId)
      .where('status', '<>', 'pending')
      .where('seq', 'not in', kept)
      .execute();
  }

  /** When the earliest pending delivery of an enabled hook is due, if any is. */
  async nextDue(): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.min('next_try_at').as('next'))
      .where('status', '=', 'pending')
      .where('webhook_id', 'in', (eb) => eb.selectFrom('webhooks').select('id').where('enabled', '=', 1))
      .executeTakeFirst();
    const next = row?.next;
    return next === null || next === undefined ? undefined : Number(next);
  }
}
