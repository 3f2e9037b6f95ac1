import type { Webhook, WebhookDelivery } from '@reelforge/api/webhooks';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  webhookEventsProblem,
  webhookUrlProblem,
  type WebhookEvent,
} from '@reelforge/model';

/** How the Webhooks page words a hook's facts and its deliveries (docs/api.md, "Webhooks"). */

/** A moment as a person reads it ("24 Nov 2026, 12:05"), or `none` when there was none. */
export function readableDate(iso: string | null, none = '—', locale?: string, timeZone?: string): string {
  if (iso === null) return none;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** The events of a hook as a short line: every event, or the names. */
export function eventsText(events: readonly string[]): string {
  if (events.length === WEBHOOK_EVENTS.length) return 'Every event';
  return events.join(', ');
}

export const eventLabel = (event: string): string =>
  event === 'ping' ? 'A test event' : (WEBHOOK_EVENT_LABELS[event as WebhookEvent] ?? event);

const STATUS_NAMES: Record<WebhookDelivery['Status'], string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};
export const statusName = (status: WebhookDelivery['Status']): string => STATUS_NAMES[status];

/** The last try's answer: its status code and the platform's words, or that none was tried yet. */
export function lastAnswer(delivery: WebhookDelivery): string {
  if (delivery.LastError) return delivery.LastError;
  if (delivery.LastStatus !== null) return String(delivery.LastStatus);
  return delivery.Tries === 0 ? 'Not tried yet' : 'No answer';
}

/** When it was delivered, when it is tried next, or that it was given up on. */
export function deliveryWhen(delivery: WebhookDelivery): string {
  if (delivery.Status === 'delivered') return `Delivered ${readableDate(delivery.Delivered)}`;
  if (delivery.Status === 'failed') return 'Given up';
  return delivery.NextTry ? `Next try ${readableDate(delivery.NextTry)}` : 'Waiting';
}

/** What is wrong with a hook as the form holds it, or null (the address only once something is typed). */
export function hookFormProblem(url: string, events: readonly string[]): string | null {
  if (url !== '') {
    const problem = webhookUrlProblem(url);
    if (problem) return problem;
  }
  return webhookEventsProblem(events) ?? null;
}

/** A hook's name in buttons and questions: its address. */
export const hookName = (hook: Pick<Webhook, 'Url'>): string => hook.Url;
