import { logContext, type LogContext } from '../lib/log-context.ts';

/** Where a job's data carries the log context of the request that queued it. */
const CARRIED = '_logContext';

/** The job's data as queued: the data, with the current log context (a request id) when there is one. */
export function withCarriedContext<Data>(data: Data): Data {
  const context = logContext();
  if (!context || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return { ...data, [CARRIED]: context };
}

/** A queued job's data as its work sees it, and the context it was queued in. */
export function carriedContext<Data>(queued: Data): { data: Data; context: LogContext | undefined } {
  if (typeof queued !== 'object' || queued === null || !(CARRIED in queued))
    return { data: queued, context: undefined };
  const { [CARRIED]: context, ...data } = queued as Record<string, unknown>;
  return { data: data as Data, context: isContext(context) ? context : undefined };
}

function isContext(value: unknown): value is LogContext {
  if (typeof value !== 'object' || value === null) return false;
  const { reqId, batchRun, seq } = value as Record<string, unknown>;
  return (
    (reqId === undefined || typeof reqId === 'string') &&
    (batchRun === undefined || typeof batchRun === 'string') &&
    (seq === undefined || typeof seq === 'number')
  );
}
