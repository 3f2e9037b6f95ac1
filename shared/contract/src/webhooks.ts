import { WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENTS, WEBHOOK_PING } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, boolean, integer, object, string } from './schema.js';

/**
 * A project's webhooks (docs/api.md, "Webhooks"): the calls under `{api}/v1/webhooks/{prjuid}`
 * that list, make, change and delete hooks, rotate a hook's secret, read its delivery log,
 * send a delivery again and send a test event; and the body every delivery POSTs. The rules are
 * `webhooks.ts` of `@reelforge/model`.
 */

const time = string();
const nullable = <T extends string>(type: T) => ({ type: [type, 'null'] }) as const;

/** A hook as the calls answer it: never its secret, which is answered once when made or rotated. */
export const webhookSchema = object(
  {
    Id: string(),
    Url: string(),
    Events: arrayOf(string({ enum: WEBHOOK_EVENTS })),
    Enabled: boolean(),
    /** When it was made (ISO 8601). */
    Created: time,
  },
  ['Id', 'Url', 'Events', 'Enabled', 'Created'],
);
export type Webhook = FromSchema<typeof webhookSchema>;

export const webhookProjectParams = object({ prjuid: string() }, ['prjuid']);
export const webhookParams = object({ prjuid: string(), id: string() }, ['prjuid', 'id']);
export const webhookDeliveryParams = object({ prjuid: string(), id: string(), delivery: string() }, [
  'prjuid',
  'id',
  'delivery',
]);

/** GET {api}/v1/webhooks/{prjuid}: the project's hooks, oldest first. */
export const webhookListResponse = object({ Webhooks: arrayOf(webhookSchema) }, ['Webhooks']);
export type WebhookList = FromSchema<typeof webhookListResponse>;

// Bounded loosely here; the model's rules say what a hook takes, in their own words.
const urlField = string({ maxLength: 8192 });
const eventsField = arrayOf(string({ maxLength: 100 }), { maxItems: 50 });

/** POST {api}/v1/webhooks/{prjuid}: a new hook (enabled unless said otherwise); its secret is answered once. */
export const webhookCreateBody = object({ Url: urlField, Events: eventsField, Enabled: boolean() }, ['Url', 'Events']);
export type WebhookCreateRequest = FromSchema<typeof webhookCreateBody>;

/** The answer of a creation and of a secret's rotation: the hook, and its secret this once. */
export const webhookSecretResponse = object({ Webhook: webhookSchema, Secret: string() }, ['Webhook', 'Secret']);
export type WebhookWithSecret = FromSchema<typeof webhookSecretResponse>;

/** PATCH {api}/v1/webhooks/{prjuid}/{id}: a new address, events, enabled state, or any of them. */
export const webhookChangeBody = object({ Url: urlField, Events: eventsField, Enabled: boolean() });
export type WebhookChangeRequest = FromSchema<typeof webhookChangeBody>;

export const webhookReply = object({ Webhook: webhookSchema }, ['Webhook']);
export type WebhookReply = FromSchema<typeof webhookReply>;

/** One delivery of an event to a hook, as its log shows it. */
export const webhookDeliverySchema = object(
  {
    Id: string(),
    /** The event's id (the body's `id`): the same in each try and each sending again. */
    EventId: string(),
    Event: string({ enum: [...WEBHOOK_EVENTS, WEBHOOK_PING] }),
    Status: string({ enum: WEBHOOK_DELIVERY_STATES }),
    /** Tries made since it was queued (or queued again). */
    Tries: integer(),
    /** The last try's HTTP status; null when none answered. */
    LastStatus: nullable('integer'),
    /** Why the last try failed, in the platform's words; null after a 2xx or before a try. */
    LastError: nullable('string'),
    /** When the next try is due (ISO 8601); null once delivered or failed. */
    NextTry: nullable('string'),
    Created: time,
    Delivered: nullable('string'),
  },
  ['Id', 'EventId', 'Event', 'Status', 'Tries', 'LastStatus', 'LastError', 'NextTry', 'Created', 'Delivered'],
);
export type WebhookDelivery = FromSchema<typeof webhookDeliverySchema>;

/** ?before= (the `Next` of the page before) and ?limit= (1 to 200, default 50). */
export const webhookDeliveriesQuery = object({
  before: string({ pattern: '^[0-9]{1,15}$' }),
  limit: string({ pattern: '^[0-9]{1,3}$' }),
});

/** GET {api}/v1/webhooks/{prjuid}/{id}/deliveries: newest first; `Next` while older ones follow. */
export const webhookDeliveriesResponse = object({ Deliveries: arrayOf(webhookDeliverySchema), Next: string() }, [
  'Deliveries',
]);
export type WebhookDeliveries = FromSchema<typeof webhookDeliveriesResponse>;

/** POST …/deliveries/{delivery}/resend and POST …/{id}/ping (202): the delivery, queued. */
export const webhookDeliveryReply = object({ Delivery: webhookDeliverySchema }, ['Delivery']);
export type WebhookDeliveryReply = FromSchema<typeof webhookDeliveryReply>;

const text = string();
const nullableText = nullable('string');

/** What the body of every delivery says: the event, its project and what it is about. */
export const webhookPayloadSchema = object(
  {
    /** The event's id, 32 hex: the same in every try; a receiver that saw it already can skip it. */
    id: text,
    type: string({ enum: [...WEBHOOK_EVENTS, WEBHOOK_PING] }),
    /** When the event happened (ISO 8601). */
    created: text,
    project: object({ uid: text, name: text, region: text }, ['uid', 'name', 'region']),
    /** The movie's name (a story's for a story); null when the event is about none. */
    movie: nullableText,
    render: object({ token: text, url: text, format: text, frame: integer() }, ['token', 'url', 'format']),
    batch: object(
      {
        run: text,
        queue: text,
        job: object({ id: text, name: text }, ['id', 'name']),
        /** A row's record (0-based) and key; its result's URL or its error. */
        row: integer(),
        key: text,
        url: nullableText,
        error: nullableText,
        /** A run's end: its state and counts. */
        state: text,
        total: integer(),
        done: integer(),
        failed: integer(),
        /** The job's notification addresses (e-mail addresses or URLs), for onsuccess and onerror. */
        notify: arrayOf(text),
      },
      ['run', 'queue', 'job'],
    ),
    /** Why it failed, for the failed events; else null. */
    error: nullableText,
  },
  ['id', 'type', 'created', 'project', 'movie', 'error'],
);
export type WebhookPayload = FromSchema<typeof webhookPayloadSchema>;
