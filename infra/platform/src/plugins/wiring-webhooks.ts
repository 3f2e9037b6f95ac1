import type { FastifyInstance } from 'fastify';
import { guardedCall } from '../destinations/transport.ts';
import type { Clock } from '../lib/clock.ts';
import { guardedAgents } from '../net/guarded-agents.ts';
import { OutboundGuard } from '../net/outbound-guard.ts';
import { WebhookEvents, type WebhookEventSink } from '../webhooks/webhook-events.ts';
import { TRY_TIMEOUT_MS, WebhookSender } from '../webhooks/webhook-sender.ts';
import { WebhookService } from '../webhooks/webhook-service.ts';
import { WebhookStore } from '../webhooks/webhook-store.ts';
import type { AppOptions } from './app-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A project's hooks for the region API's calls (webhooks/README.md). */
    webhooks: WebhookService;
    /** Where renders and batch runs tell their events. */
    webhookEvents: WebhookEventSink;
    /** Sends the deliveries that are due; the sweeper runs it (sweeper.ts). */
    webhookSender: WebhookSender;
  }
}

/**
 * A project's webhooks: their store, the events renders and batch runs tell, the calls, and
 * the sender of every process, whose connections go through the outbound guard with the
 * deliveries' allow-list (OUTBOUND_ALLOW_HOSTS, docs/deliveries.md).
 */
export function wireWebhooks(app: FastifyInstance, options: AppOptions, { now }: { now: Clock }): void {
  const store = new WebhookStore(app.db);
  const guard = new OutboundGuard({ allow: options.outboundAllowHosts });
  const call = guardedCall(guardedAgents(guard), TRY_TIMEOUT_MS);
  const sender = new WebhookSender(store, call, now, app.log, {
    ...(options.webhookAttempts === undefined ? {} : { attempts: options.webhookAttempts }),
    ...(options.webhookRetryPausesMs === undefined ? {} : { pauses: options.webhookRetryPausesMs }),
  });
  const queued = () => void sender.sweep();
  app.decorate('webhooks', new WebhookService(store, now, queued));
  app.decorate('webhookEvents', new WebhookEvents(store, now, app.log, queued));
  app.decorate('webhookSender', sender);
}
