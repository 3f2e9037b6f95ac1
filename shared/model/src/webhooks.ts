/**
 * Rules of a project's webhooks (docs/api.md, "Webhooks"): the events a hook may ask for, what its
 * address may be, and how many hooks a project holds. The platform applies them; the console's
 * form shows the same.
 */

/** Every event a hook may subscribe to, in the order the console lists them. */
export const WEBHOOK_EVENTS = [
  'render.succeeded',
  'render.failed',
  'batch.row.succeeded',
  'batch.row.failed',
  'batch.run.finished',
  'batch.job.onsuccess',
  'batch.job.onerror',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The test event: sent when asked for, to one hook, whatever it subscribes to. */
export const WEBHOOK_PING = 'ping';

/** What each event means, as the console's checkboxes say it. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'render.succeeded': 'A render token’s file was made',
  'render.failed': 'A render token’s file could not be made',
  'batch.row.succeeded': 'A batch row was rendered and delivered',
  'batch.row.failed': 'A batch row failed',
  'batch.run.finished': 'A batch run ended (done or cancelled)',
  'batch.job.onsuccess': 'A batch run ended without failures, and its job names success notifications',
  'batch.job.onerror': 'A batch run ended with failures, or could not start, and its job names error notifications',
};

/** A delivery's state: waiting for its (next) try, received with a 2xx, or given up on. */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const WEBHOOK_URL_MAX_LENGTH = 2048;
/** Hooks one project may have. */
export const WEBHOOKS_PER_PROJECT = 10;
/** Finished deliveries each hook keeps in its log, newest first; older ones are removed. */
export const WEBHOOK_DELIVERIES_KEPT = 500;
/** What every secret starts with, then 32 URL-safe characters. */
export const WEBHOOK_SECRET_MARK = 'whsec_';
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9_-]{32}$/;

export function isWebhookEvent(value: string): value is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/**
 * Why `url` cannot be a hook's address, or undefined: an absolute http or https URL with a host, at
 * most 2048 characters, carrying no user name or password. Whether its host may be reached is
 * decided when a delivery connects (docs/deliveries.md, "Internal addresses are refused").
 */
export function webhookUrlProblem(url: string): string | undefined {
  if (url.trim() === '') return 'Give the address the events are sent to.';
  if (url.length > WEBHOOK_URL_MAX_LENGTH)
    return `The address has at most ${WEBHOOK_URL_MAX_LENGTH} characters, not ${url.length}.`;
  if (url !== url.trim()) return 'The address cannot begin or end with spaces.';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The address is not a URL: write it whole, e.g. https://example.com/hooks/reelforge.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return `The address must start with https:// or http://, not ${parsed.protocol}//.`;
  if (!parsed.hostname) return 'The address names no host.';
  if (parsed.username || parsed.password)
    return 'The address cannot carry a user name or password: the receiver checks the signature instead.';
  return undefined;
}

/** Why `events` cannot be what a hook subscribes to, or undefined: one or more of WEBHOOK_EVENTS. */
export function webhookEventsProblem(events: readonly string[]): string | undefined {
  if (events.length === 0) return 'Choose at least one event.';
  const unknown = events.filter((event) => !isWebhookEvent(event));
  if (unknown.length) return `Unknown event ${unknown.join(', ')}: the events are ${WEBHOOK_EVENTS.join(', ')}.`;
  return undefined;
}

/** The events in the order of WEBHOOK_EVENTS, each once. */
export function orderedWebhookEvents(events: readonly string[]): WebhookEvent[] {
  return WEBHOOK_EVENTS.filter((event) => events.includes(event));
}
