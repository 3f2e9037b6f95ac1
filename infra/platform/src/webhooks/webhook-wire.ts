import type { Webhook, WebhookDelivery } from '@reelforge/contract';
import { orderedWebhookEvents, type WebhookDeliveryState } from '@reelforge/model';
import type { DeliveryRow, WebhookRow } from './webhook-store.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function eventsOf(text: string): string[] {
  try {
    const events: unknown = JSON.parse(text);
    return Array.isArray(events) ? events.filter((event): event is string => typeof event === 'string') : [];
  } catch {
    return [];
  }
}

/** A hook as the calls answer it: never its secret. */
export function webhookOf(row: WebhookRow): Webhook {
  return {
    Id: row.id,
    Url: row.url,
    Events: orderedWebhookEvents(eventsOf(row.events)),
    Enabled: row.enabled === 1,
    Created: row.created_at,
  };
}

/** A delivery as the log shows it. */
export function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    Id: row.id,
    EventId: row.event_id,
    Event: row.event_type as WebhookDelivery['Event'],
    Status: row.status as WebhookDeliveryState,
    Tries: row.tries,
    LastStatus: row.last_status,
    LastError: row.last_error,
    NextTry: row.status === 'pending' ? iso(row.next_try_at) : null,
    Created: new Date(row.created_at).toISOString(),
    Delivered: iso(row.delivered_at),
  };
}
