import type { WebhookPayload } from '@reelforge/contract';
import type { NewWebhookEvent } from '../webhooks/webhook-events.ts';
import type { RunPlan } from './plan.ts';

/** A job's notifications as the run keeps them: the addresses typed, separated by commas. */
export interface RunNotifications {
  onsuccess: string[];
  onerror: string[];
}

/** "a@x.org, https://hooks.example/x ,," → the addresses, trimmed, none empty. */
export function notificationList(text: string): string[] {
  return text
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

/** The job's notifications for its run's plan; undefined when it names none. */
export function runNotifications(notifications: { onsuccess: string; onerror: string }): RunNotifications | undefined {
  const onsuccess = notificationList(notifications.onsuccess);
  const onerror = notificationList(notifications.onerror);
  return onsuccess.length || onerror.length ? { onsuccess, onerror } : undefined;
}

/** What every batch event says of its run. */
interface RunNames {
  /** The queue id. */
  id: string;
  run_id: string | null;
}

/** The movie a run renders, by name (a story's for a story job); null when it names none. */
const movieOf = (plan: RunPlan | undefined): string | null => plan?.story?.name || plan?.movieName || null;

function batchOf(run: RunNames, plan: RunPlan | undefined): NonNullable<WebhookPayload['batch']> {
  return {
    run: run.run_id ?? '',
    queue: run.id,
    job: { id: plan?.jobId ?? '', name: plan?.jobName ?? '' },
  };
}

/** A row's end: `batch.row.succeeded` with its result's URL, or `batch.row.failed` with why. */
export function rowEvent(
  run: RunNames,
  plan: RunPlan,
  task: { seq: number; record: number; key: string },
  outcome: { url: string } | { error: string },
): NewWebhookEvent {
  const failed = 'error' in outcome;
  return {
    type: failed ? 'batch.row.failed' : 'batch.row.succeeded',
    key: `${run.id}:${task.seq}`,
    movie: movieOf(plan),
    batch: {
      ...batchOf(run, plan),
      row: task.record,
      key: task.key,
      url: failed ? null : outcome.url,
      error: failed ? outcome.error : null,
    },
    error: failed ? outcome.error : null,
  };
}

/** How a run ended: done, or cancelled (a pause, stop or cancel, or a start that failed: then `error`). */
export interface RunEnd {
  state: 'done' | 'cancelled';
  total: number;
  done: number;
  failed: number;
  error?: string | undefined;
}

/**
 * The events of a run's end: `batch.run.finished` always; and, when the job names notifications
 * for it, `batch.job.onsuccess` for a run done without a failed row, `batch.job.onerror` for a run
 * done with failed rows or one that could not start. A run a person paused, stopped or cancelled
 * tells neither: it did not fail, nor did it finish its rows.
 */
export function runEndEvents(run: RunNames, plan: RunPlan | undefined, end: RunEnd): NewWebhookEvent[] {
  const counts = { state: end.state, total: end.total, done: end.done, failed: end.failed };
  const error = end.error ?? null;
  const events: NewWebhookEvent[] = [
    {
      type: 'batch.run.finished',
      key: run.id,
      movie: movieOf(plan),
      batch: { ...batchOf(run, plan), ...counts, error },
      error,
    },
  ];
  const notify = plan?.notifications;
  const succeeded = end.state === 'done' && end.failed === 0;
  const failed = (end.state === 'done' && end.failed > 0) || end.error !== undefined;
  const which = succeeded ? 'onsuccess' : failed ? 'onerror' : undefined;
  const addresses = which && notify ? notify[which] : [];
  if (which && addresses.length > 0) {
    const failure = error ?? (end.failed > 0 ? `${end.failed} of ${end.total} rows failed` : null);
    events.push({
      type: which === 'onsuccess' ? 'batch.job.onsuccess' : 'batch.job.onerror',
      key: run.id,
      movie: movieOf(plan),
      batch: { ...batchOf(run, plan), ...counts, error: failure, notify: addresses },
      error: failure,
    });
  }
  return events;
}
