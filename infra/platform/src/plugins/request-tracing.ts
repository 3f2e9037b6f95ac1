import { context, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { contextOf, tracer, tracingOn } from '../lib/tracing.ts';

const spans = new WeakMap<FastifyRequest, { span: Span; context: Context }>();

/**
 * A server span per request when tracing is on (lib/tracing.ts): named by method and route
 * pattern (never the raw URL: it holds ids), continuing a caller's traceparent, with the
 * request id and the answer's status; a 5xx marks it failed. The request's work runs in the
 * span's context, so what it queues continues the trace. Off, it adds no hook at all.
 */
export default fp(
  async (app: FastifyInstance) => {
    if (!tracingOn()) return;
    app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const parent = contextOf(request.headers as Record<string, unknown>);
      const span = tracer().startSpan(
        `${request.method} ${route}`,
        {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': request.method,
            'http.route': route,
            'reelforge.request_id': request.id,
          },
        },
        parent,
      );
      const spanContext = trace.setSpan(parent, span);
      spans.set(request, { span, context: spanContext });
      context.with(spanContext, done);
    });
    // Entered again once the body is read: its stream events run outside the request's context.
    app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const held = spans.get(request);
      if (held) context.with(held.context, done);
      else done();
    });
    const end = async (request: FastifyRequest, reply: FastifyReply) => {
      const held = spans.get(request);
      if (!held) return;
      spans.delete(request);
      held.span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) held.span.setStatus({ code: SpanStatusCode.ERROR });
      held.span.end();
    };
    app.addHook('onResponse', end);
    app.addHook('onRequestAbort', async (request) => {
      const held = spans.get(request);
      if (!held) return;
      spans.delete(request);
      held.span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client left' });
      held.span.end();
    });
  },
  { name: 'request-tracing' },
);
