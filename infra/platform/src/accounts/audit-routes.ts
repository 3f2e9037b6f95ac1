import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { auditListQuery, auditListResponse } from '@reelforge/contract';
import { auditPageOf } from '@reelforge/model/admin';
import { badRequest } from '../lib/http-errors.ts';

/** `/account/audit` (docs/admin.md): the admin actions, newest first, for admins only. */
const auditRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/audit',
    { onRequest: app.requireAdmin, schema: { querystring: auditListQuery, response: { 200: auditListResponse } } },
    async (request, reply) => {
      const page = auditPageOf(request.query);
      if ('problem' in page) throw badRequest(page.problem);
      reply.header('Cache-Control', 'no-store');
      return app.audit.page(page);
    },
  );
};

export default auditRoutes;
