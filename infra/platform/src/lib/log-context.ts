import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What every log line written while some work runs names (docs/operations.md, "Request ids"):
 * the request that asked for it, wherever the work runs, and for a batch task its run and seq.
 */
export interface LogContext {
  /** The request id: the api's request, or the one that queued the job or started the run. */
  reqId?: string;
  /** The batch run (its queue id) and task (its seq in the run) being rendered. */
  batchRun?: string;
  seq?: number;
}

const storage = new AsyncLocalStorage<LogContext>();

/** The context of the work running now, if any. */
export function logContext(): LogContext | undefined {
  return storage.getStore();
}

/** Runs `work` (and everything it starts) with `context` on top of the current one. */
export function withLogContext<T>(context: LogContext, work: () => T): T {
  const current = storage.getStore();
  return storage.run(current ? { ...current, ...context } : context, work);
}

/** Names more of the work running now (the run context of withLogContext is its own object). */
export function addToLogContext(context: LogContext): void {
  const current = storage.getStore();
  if (current) Object.assign(current, context);
}
