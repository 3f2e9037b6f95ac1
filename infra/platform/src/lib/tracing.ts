import { hostname } from 'node:os';
import { context, propagation, trace, type Context, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';

/** The tracer of the platform's spans: a no-op one until startTracing ran. */
export const tracer = (): Tracer => trace.getTracer('reelforge');

let started = false;

/** Whether spans are made at all (OTEL_EXPORTER_OTLP_ENDPOINT set): when not, nothing is spent on them. */
export function tracingOn(): boolean {
  return started;
}

export interface TracingSettings {
  /** service.name of every span; OTEL_SERVICE_NAME, default `reelforge`. */
  serviceName: string;
  /** The process's role (api, worker, all), as `reelforge.role`. */
  role: string;
  /** How long spans wait to be sent together (OTEL_BSP_SCHEDULE_DELAY), default 5 s. */
  scheduledDelayMs?: number | undefined;
}

/**
 * Exports spans over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT (its /v1/traces, with
 * OTEL_EXPORTER_OTLP_HEADERS), read by the exporter itself (docs/operations.md, "Traces").
 * Contexts follow async work (AsyncLocalStorage) and cross processes as W3C traceparent headers.
 * Returns the stop that sends what is left.
 */
export function startTracing(settings: TracingSettings): { stop(): Promise<void> } {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': settings.serviceName,
      'service.instance.id': `${hostname()}-${process.pid}`,
      'reelforge.role': settings.role,
    }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter(),
        ...(settings.scheduledDelayMs === undefined ? {} : { scheduledDelayMillis: settings.scheduledDelayMs }),
      }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  started = true;
  return { stop: () => provider.shutdown() };
}

/** The trace context of the work running now, as headers another process can continue (traceparent). */
export function traceCarrier(): Record<string, string> | undefined {
  if (!started) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length > 0 ? carrier : undefined;
}

/** The context a carrier (headers, a job's data) continues. */
export function contextOf(carrier: Record<string, unknown> | undefined): Context {
  return carrier ? propagation.extract(context.active(), carrier) : context.active();
}

/** The id of the trace the work running now is part of, for log lines. */
export function activeTraceId(): string | undefined {
  if (!started) return undefined;
  return trace.getActiveSpan()?.spanContext().traceId;
}
