import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { contextOf, tracer, tracingOn } from '../lib/tracing.ts';

/**
 * Runs a job's work in a consumer span that continues the trace of the request that queued it
 * (its carried traceparent), when tracing is on; otherwise just runs it.
 */
export async function inJobSpan<T>(
  queue: string,
  carrier: Record<string, string> | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!tracingOn()) return work();
  const parent = contextOf(carrier);
  const span = tracer().startSpan(
    `job ${queue}`,
    { kind: SpanKind.CONSUMER, attributes: { 'messaging.destination.name': queue } },
    parent,
  );
  try {
    return await context.with(trace.setSpan(parent, span), work);
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    span.end();
  }
}
