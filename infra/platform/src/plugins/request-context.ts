import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { withLogContext } from '../lib/log-context.ts';
import { REQUEST_ID_HEADER } from '../lib/request-id.ts';

/**
 * Each request's work runs in its log context (log-context.ts): whatever it logs and whatever
 * it queues carries its id (request.id, made by requestIdOf). Entered again once the body is
 * read, since a body's stream events run outside the request's async context. Every answer
 * names the id in x-request-id, so a caller can quote it.
 */
export default fp(
  async (app: FastifyInstance) => {
    const enter = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) =>
      withLogContext({ reqId: request.id }, done);
    app.addHook('onRequest', enter);
    app.addHook('preValidation', enter);
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-context' },
);
