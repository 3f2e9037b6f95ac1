import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { clientErrorListReply, clientErrorReportBody, clientErrorReportReply, noInput } from '@reelforge/contract';

/** A report's body is small: the contract's fields and lengths, with room for JSON escapes. */
const REPORT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * `/account/client-errors` (docs/analytics.md "Client errors"): the console reports a failed
 * change of state (docs/reference.md §8), signed in and rate limited (plugins/rate-limit-routes.ts);
 * admins list the reports grouped with counts. Cleaning and storage: analytics/client-errors.ts.
 */
const clientErrorRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post(
    '/client-errors',
    {
      onRequest: app.requireUser,
      bodyLimit: REPORT_BODY_LIMIT_BYTES,
      schema: { body: clientErrorReportBody, response: { 202: clientErrorReportReply } },
    },
    async (request, reply) => {
      await app.clientErrors.report(request.body);
      return reply.code(202).send({ Accepted: true });
    },
  );

  app.get(
    '/client-errors',
    { onRequest: app.requireAdmin, schema: { ...noInput, response: { 200: clientErrorListReply } } },
    async () => app.clientErrors.list(),
  );
};

export default clientErrorRoutes;
