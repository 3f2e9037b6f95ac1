import { logContext, type LogContext } from '../lib/log-context.ts';
import { traceCarrier } from '../lib/tracing.ts';

/** Where a job's data carries the log context of the request that queued it, and its trace (traceparent). */
const CARRIED = '_logContext';
const TRACE = '_trace';

/** The job's data as queued: the data, with the current log context (a request id) and trace when there are. */
export function withCarriedContext<Data>(data: Data): Data {
  const context = logContext();
  const trace = traceCarrier();
  if ((!context && !trace) || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return { ...data, ...(context ? { [CARRIED]: context } : {}), ...(trace ? { [TRACE]: trace } : {}) };
}

export interface Carried<Data> {
  data: Data;
  context: LogContext | undefined;
  trace: Record<string, string> | undefined;
}

/** A queued job's data as its work sees it, and the context and trace it was queued in. */
export function carriedContext<Data>(queued: Data): Carried<Data> {
  if (typeof queued !== 'object' || queued === null || !(CARRIED in queued || TRACE in queued))
    return { data: queued, context: undefined, trace: undefined };
  const { [CARRIED]: context, [TRACE]: trace, ...data } = queued as Record<string, unknown>;
  return {
    data: data as Data,
    context: isContext(context) ? context : undefined,
    trace: isCarrier(trace) ? trace : undefined,
  };
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

function isCarrier(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string' && entry.length <= 512)
  );
}
