import type { WebhookPayload } from '@reelforge/contract';
import type { WebhookEvent } from '@reelforge/model';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { newUid, sha256Hex } from '../lib/secrets.ts';
import type { Subscriber, WebhookStore } from './webhook-store.ts';

/** What an event is about: its type, what names it once (`key`), and the body's own parts. */
export interface NewWebhookEvent {
  type: WebhookEvent;
  /**
   * Names this event among all of its type (a batch row: its queue and seq; a render: its session):
   * the event's id comes from it, so an event recorded twice (a task's end seen again after a
   * restart) reaches each hook once.
   */
  key: string;
  movie: string | null;
  render?: WebhookPayload['render'];
  batch?: WebhookPayload['batch'];
  error: string | null;
}

/**
 * Where renders and batch runs tell what happened (render/, batch/): each event is queued, as a
 * delivery, for every enabled hook of the project that subscribes to it; the senders take it
 * from there (webhook-sender.ts). Telling never fails the work that tells: a failure is logged.
 */
export interface WebhookEventSink {
  emit(projectId: number, event: NewWebhookEvent): Promise<void>;
  /** Whether an enabled hook of the project subscribes to one of `types` (so a caller need not prepare an event for none). */
  wants(projectId: number, types: readonly WebhookEvent[]): Promise<boolean>;
}

const subscribes = (hook: Subscriber, type: string): boolean => {
  try {
    const events: unknown = JSON.parse(hook.events);
    return Array.isArray(events) && events.includes(type);
  } catch {
    return false;
  }
};

/** An event's id: 32 hex, the same for the same type and key. */
export const eventIdOf = (type: string, key: string): string => sha256Hex(`${type}\n${key}`).slice(0, 32);

/** The delivery body of an event (docs/api.md, "The body"). */
export function payloadOf(
  id: string,
  created: number,
  project: Subscriber['project'],
  event: Omit<NewWebhookEvent, 'key'> | { type: 'ping'; movie: null; error: null },
): WebhookPayload {
  return {
    id,
    type: event.type,
    created: new Date(created).toISOString(),
    project,
    movie: event.movie,
    ...('render' in event && event.render ? { render: event.render } : {}),
    ...('batch' in event && event.batch ? { batch: event.batch } : {}),
    error: event.error,
  };
}

export class WebhookEvents implements WebhookEventSink {
  constructor(
    private readonly store: WebhookStore,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
    /** Told once deliveries are queued: this process's sender looks for work at once. */
    private readonly queued: () => void = () => undefined,
  ) {}

  async emit(projectId: number, event: NewWebhookEvent): Promise<void> {
    try {
      const hooks = (await this.store.enabledHooks(projectId)).filter((hook) => subscribes(hook, event.type));
      const [first] = hooks;
      if (!first) return;
      const created = this.now();
      const id = eventIdOf(event.type, event.key);
      const { key: _key, ...parts } = event;
      const payload = JSON.stringify(payloadOf(id, created, first.project, parts));
      await this.store.queue(
        hooks.map((hook) => ({
          id: newUid(),
          webhook_id: hook.id,
          event_id: id,
          event_type: event.type,
          payload,
          status: 'pending',
          next_try_at: created,
          created_at: created,
        })),
      );
      this.queued();
    } catch (error) {
      this.log.error({ err: error, event: event.type }, 'a webhook event could not be queued');
    }
  }

  async wants(projectId: number, types: readonly WebhookEvent[]): Promise<boolean> {
    try {
      const hooks = await this.store.enabledHooks(projectId);
      return hooks.some((hook) => types.some((type) => subscribes(hook, type)));
    } catch (error) {
      this.log.warn({ err: error }, 'the project’s webhooks could not be read');
      return false;
    }
  }
}
