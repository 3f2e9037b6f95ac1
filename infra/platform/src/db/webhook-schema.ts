import type { Generated } from 'kysely';

// The tables of a project's webhooks (migration 0026; webhooks/README.md).

export interface WebhooksTable {
  /** 32 hex. */
  id: string;
  project_id: number;
  url: string;
  /** JSON list of the events it subscribes to. */
  events: string;
  /** `whsec_` and 32 URL-safe characters; every delivery is signed with it. */
  secret: string;
  enabled: number;
  /** ISO 8601. */
  created_at: string;
}

export interface WebhookDeliveriesTable {
  /** The log's order. */
  seq: Generated<number>;
  /** 32 hex: the `Reelforge-Delivery` header. */
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  /** The body, sent as these bytes in every try. */
  payload: string;
  /** pending | delivered | failed */
  status: string;
  tries: Generated<number>;
  last_status: number | null;
  last_error: string | null;
  /** Epoch milliseconds; null once delivered or failed. */
  next_try_at: number | null;
  /** While a process sends it: until when its claim holds (epoch ms). */
  claimed_until: number | null;
  created_at: number;
  delivered_at: number | null;
}

export interface WebhookTables {
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
