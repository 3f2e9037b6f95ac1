import fp from 'fastify-plugin';
import { countRequest } from './http-metrics.ts';

/**
 * Counts every answered request by method, route pattern (never the raw URL) and status,
 * with its time (docs/operations.md). Registered before the routes, so it sees them all.
 */
export default fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      countRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    });
  },
  { name: 'request-metrics' },
);
