/**
 * The states of a batch job's run (docs/reference.md §4) as pure functions over plain data:
 * what the platform writes into the job's run fields from the run it owns, and what the
 * console shows from the run's status, by the same rules.
 */
import { estimateRemainingMs, etaText, PREPARE_POLL_MS, STATUS_POLL_MS } from './batch-rules.js';
import { NO_QUEUE, type BatchJob } from './batch-job.js';

/** What the render host says about a submitted batch (docs/reference.md §7). */
export interface BatchQueueStatus {
  Id: string;
  state: string;
  total: number;
  done: number;
  failed: number;
  remaining: number;
  runid?: string;
  /** While the platform prepares a run started by naming its job: compiling its tasks, then queueing them. */
  phase?: 'computing' | 'uploading';
  /** The records the prepared run's range selects, once known. */
  records?: number;
  /** Of those, the tasks compiled so far. */
  compiled?: number;
  /** Why the run could not start (its state is then cancelled). */
  error?: string;
}

/** "Remaining set huge" at the start: nothing is known yet. */
export const REMAINING_UNKNOWN = Number.MAX_SAFE_INTEGER;

const QUEUE_END_STATES = new Set([
  'done',
  'finished',
  'completed',
  'complete',
  'failed',
  'cancelled',
  'canceled',
  'stopped',
]);

/** Starting: running, remaining huge, counters zero, start set, queue cleared. */
export function startingJob(job: BatchJob, now: Date): BatchJob {
  return {
    ...job,
    running: true,
    status: 'Starting',
    computing: false,
    uploading: false,
    remaining: REMAINING_UNKNOWN,
    done: 0,
    failed: 0,
    numrecords: 0,
    eta: '',
    start: now.toISOString(),
    ...NO_QUEUE,
  };
}

/** Whether the render host has finished with a batch: an end state, or nothing left of what was submitted. */
export function isQueueFinished(status: BatchQueueStatus): boolean {
  if (QUEUE_END_STATES.has(String(status.state).toLowerCase())) return true;
  return status.total > 0 && status.remaining <= 0 && status.done + status.failed >= status.total;
}

/** A start that failed: not running, its queue forgotten, the reason in the status. */
export function startFailedJob(job: BatchJob, message: string): BatchJob {
  return {
    ...job,
    running: false,
    computing: false,
    uploading: false,
    eta: '',
    ...NO_QUEUE,
    status: `Start failed: ${message}`,
  };
}

/** While the platform prepares the run: Computing (with how far), then Uploading with the record count. */
function preparingJob(job: BatchJob, status: BatchQueueStatus & { phase: 'computing' | 'uploading' }): BatchJob {
  if (status.phase === 'uploading')
    return {
      ...job,
      computing: false,
      uploading: true,
      numrecords: status.records ?? job.numrecords,
      status: 'Uploading',
    };
  const compiled = status.compiled ?? 0;
  const progress = compiled > 0 && status.records ? ` (${compiled} of ${status.records})` : '';
  return { ...job, computing: true, uploading: false, status: `Computing${progress}` };
}

/**
 * The job after a status of its run: Computing or Uploading while the platform prepares it;
 * counts and ETA while it runs; not running and finished once done; a start that failed says why.
 */
export function jobWithQueueStatus(job: BatchJob, status: BatchQueueStatus, now: Date): BatchJob {
  if (status.error !== undefined) return startFailedJob(job, status.error);
  if (status.phase !== undefined) return preparingJob(job, { ...status, phase: status.phase });
  const counts = {
    done: status.done,
    failed: status.failed,
    remaining: status.remaining,
    numrecords: status.total || job.numrecords,
    ...(status.runid ? { runid: status.runid } : {}),
  };
  if (isQueueFinished(status)) {
    const state = String(status.state).toLowerCase();
    const word =
      state === 'cancelled' || state === 'canceled' ? 'Cancelled' : state === 'failed' ? 'Failed' : 'Finished';
    return {
      ...job,
      ...counts,
      running: false,
      computing: false,
      uploading: false,
      eta: '',
      status: `${word}: ${status.done} done, ${status.failed} failed`,
    };
  }
  const elapsed = now.getTime() - Date.parse(job.start);
  const eta = etaText(
    estimateRemainingMs(status.done + status.failed, status.remaining, Number.isFinite(elapsed) ? elapsed : 0),
  );
  return { ...job, ...counts, computing: false, uploading: false, eta, status: 'Running' };
}

/** How far the platform has queued the run's tasks, in percent, while it does. */
export function uploadPercent(status: BatchQueueStatus): number | undefined {
  if (status.phase !== 'uploading' || !status.records) return undefined;
  return Math.min(100, (status.total / status.records) * 100);
}

/** When to ask for the run's status again: every 5 s while it runs, every 500 ms while the platform prepares it. */
export function nextPollMs(status: BatchQueueStatus): number {
  return status.phase === undefined ? STATUS_POLL_MS : PREPARE_POLL_MS;
}

/** Paused or stopped by the user: not running (the platform cancels the queue, then clears it). */
export function stoppedJob(job: BatchJob, how: 'Paused' | 'Stopped'): BatchJob {
  return { ...job, running: false, computing: false, uploading: false, eta: '', status: how };
}

/** A failed status poll: the job is marked not running and its queue cleared. */
export function pollFailedJob(job: BatchJob, message: string): BatchJob {
  return {
    ...job,
    running: false,
    computing: false,
    uploading: false,
    ...NO_QUEUE,
    eta: '',
    status: `Status unavailable: ${message}`,
  };
}
