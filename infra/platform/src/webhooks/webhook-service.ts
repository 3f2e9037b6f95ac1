import { randomBytes } from 'node:crypto';
import type {
  Webhook,
  WebhookChangeRequest,
  WebhookCreateRequest,
  WebhookDeliveries,
  WebhookDelivery,
  WebhookWithSecret,
} from '@reelforge/contract';
import {
  orderedWebhookEvents,
  WEBHOOK_PING,
  WEBHOOK_SECRET_MARK,
  WEBHOOKS_PER_PROJECT,
  webhookEventsProblem,
  webhookUrlProblem,
} from '@reelforge/model';
import type { Clock } from '../lib/clock.ts';
import { badRequest, HttpError, notFound } from '../lib/http-errors.ts';
import { newUid } from '../lib/secrets.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import { payloadOf } from './webhook-events.ts';
import type { WebhookRow, WebhookStore } from './webhook-store.ts';
import { deliveryOf, webhookOf } from './webhook-wire.ts';

/** A page of the delivery log: 50 by default, at most 200. */
export const DELIVERIES_PAGE = 50;
export const DELIVERIES_PAGE_MAX = 200;

const hookNotFound = (id: string) => notFound(`Webhook ${id} not found`);

/** `whsec_` and 32 URL-safe characters (24 random bytes). */
export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_MARK + randomBytes(24).toString('base64url');
}

function checkedUrl(url: string): string {
  const problem = webhookUrlProblem(url);
  if (problem) throw badRequest(problem);
  return url;
}

function checkedEvents(events: readonly string[]): string {
  const problem = webhookEventsProblem(events);
  if (problem) throw badRequest(problem);
  return JSON.stringify(orderedWebhookEvents(events));
}

/**
 * A project's hooks for the region API's calls (routes.ts; the route has found the caller's
 * project, anyone else's being a 404): list, make (its secret answered once), change, delete,
 * rotate the secret, read the delivery log, send a delivery again, send a test event.
 */
export class WebhookService {
  constructor(
    private readonly store: WebhookStore,
    private readonly now: Clock,
    /** Told when a delivery is queued here: this process's sender looks for work at once. */
    private readonly queued: () => void = () => undefined,
  ) {}

  async list(project: ProjectRef): Promise<Webhook[]> {
    return (await this.store.list(project.id)).map(webhookOf);
  }

  async create(project: ProjectRef, request: WebhookCreateRequest): Promise<WebhookWithSecret> {
    const url = checkedUrl(request.Url);
    const events = checkedEvents(request.Events);
    if ((await this.store.count(project.id)) >= WEBHOOKS_PER_PROJECT)
      throw new HttpError(
        409,
        `A project has at most ${WEBHOOKS_PER_PROJECT} webhooks: delete one, or add its events to another`,
      );
    const row: WebhookRow = {
      id: newUid(),
      project_id: project.id,
      url,
      events,
      secret: newWebhookSecret(),
      enabled: request.Enabled === false ? 0 : 1,
      created_at: new Date(this.now()).toISOString(),
    };
    await this.store.insert(row);
    return { Webhook: webhookOf(row), Secret: row.secret };
  }

  async update(project: ProjectRef, id: string, change: WebhookChangeRequest): Promise<Webhook> {
    const row = await this.store.update(project.id, id, {
      ...(change.Url === undefined ? {} : { url: checkedUrl(change.Url) }),
      ...(change.Events === undefined ? {} : { events: checkedEvents(change.Events) }),
      ...(change.Enabled === undefined ? {} : { enabled: change.Enabled ? 1 : 0 }),
    });
    if (!row) throw hookNotFound(id);
    // Deliveries that waited while it was disabled are due now.
    if (change.Enabled) this.queued();
    return webhookOf(row);
  }

  async remove(project: ProjectRef, id: string): Promise<void> {
    if (!(await this.store.remove(project.id, id))) throw hookNotFound(id);
  }

  /** A new secret, answered this once; the old one signs nothing more (deliveries waiting are signed with the new one). */
  async rotateSecret(project: ProjectRef, id: string): Promise<WebhookWithSecret> {
    const secret = newWebhookSecret();
    const row = await this.store.update(project.id, id, { secret });
    if (!row) throw hookNotFound(id);
    return { Webhook: webhookOf(row), Secret: secret };
  }

  async deliveries(
    project: ProjectRef,
    id: string,
    page: { before?: string | undefined; limit?: string | undefined },
  ): Promise<WebhookDeliveries> {
    const hook = await this.hook(project, id);
    const limit = page.limit === undefined ? DELIVERIES_PAGE : Number(page.limit);
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > DELIVERIES_PAGE_MAX)
      throw badRequest(`limit is 1 to ${DELIVERIES_PAGE_MAX}, not ${page.limit}`);
    const before = page.before === undefined ? undefined : Number(page.before);
    const rows = await this.store.deliveries(hook.id, before, limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      Deliveries: shown.map(deliveryOf),
      ...(rows.length > limit && last ? { Next: String(last.seq) } : {}),
    };
  }

  /** Queues the delivery again, with its same body; the next try is signed with a new time. */
  async resend(project: ProjectRef, id: string, deliveryId: string): Promise<WebhookDelivery> {
    const hook = await this.hook(project, id);
    const row = await this.store.requeue(hook.id, deliveryId, this.now());
    if (!row) throw notFound(`Delivery ${deliveryId} not found`);
    this.queued();
    return deliveryOf(row);
  }

  /** A `ping` event to this hook alone, whatever it subscribes to. */
  async ping(project: ProjectRef, id: string): Promise<WebhookDelivery> {
    const hook = await this.hook(project, id);
    if (hook.enabled !== 1) throw new HttpError(409, 'The webhook is disabled: enable it to send it a test event');
    const facts = await this.store.projectFacts(project.id);
    if (!facts) throw notFound(`Project ${project.uid} not found`);
    const created = this.now();
    const eventId = newUid();
    const deliveryId = newUid();
    const payload = payloadOf(eventId, created, facts, { type: WEBHOOK_PING, movie: null, error: null });
    await this.store.queue([
      {
        id: deliveryId,
        webhook_id: hook.id,
        event_id: eventId,
        event_type: WEBHOOK_PING,
        payload: JSON.stringify(payload),
        status: 'pending',
        next_try_at: created,
        created_at: created,
      },
    ]);
    this.queued();
    const row = await this.store.findDelivery(hook.id, deliveryId);
    if (!row) throw hookNotFound(id);
    return deliveryOf(row);
  }

  private async hook(project: ProjectRef, id: string): Promise<WebhookRow> {
    const hook = await this.store.find(project.id, id);
    if (!hook) throw hookNotFound(id);
    return hook;
  }
}
