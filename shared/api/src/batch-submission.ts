import { chunks, UPLOAD_CHUNK } from '@reelforge/model';
import type { BatchClient, BatchSubmission } from './batch-client.js';

/** A run to submit: its tasks, and the routing and limit of the queue it gets. */
export interface RunSubmission extends BatchSubmission {
  routing: string;
  limit: number;
}

export interface SubmitOptions {
  /** Stops between calls; what was created stays for the caller to cancel (see onQueue). */
  signal?: AbortSignal;
  /** The queue's Id once the render host gave it, before any task is sent. */
  onQueue?: (queueId: string) => void;
  /** Tasks sent so far, of all of them, after each upload. */
  onSent?: (sent: number, total: number) => void;
}

/**
 * Submits a run of tasks compiled by the caller (docs/reference.md §7, the lower-level calls
 * for API callers; the console starts a job's run by naming it, BatchClient.startJob): asks
 * for a queue, uploads the tasks in chunks of UPLOAD_CHUNK, then starts the run. Resolves
 * with the queue's Id.
 */
export async function submitRun(
  client: Pick<BatchClient, 'createQueue' | 'uploadTasks' | 'startRun'>,
  { routing, limit, ...submission }: RunSubmission,
  { signal, onQueue, onSent }: SubmitOptions = {},
): Promise<string> {
  const queueId = await client.createQueue(routing, limit);
  onQueue?.(queueId);
  let sent = 0;
  for (const tasks of chunks(submission.tasks, UPLOAD_CHUNK)) {
    signal?.throwIfAborted();
    await client.uploadTasks(routing, queueId, { ...submission, tasks });
    sent += tasks.length;
    onSent?.(sent, submission.tasks.length);
  }
  signal?.throwIfAborted();
  await client.startRun(routing, queueId);
  return queueId;
}
