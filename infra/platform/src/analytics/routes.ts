import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  analyticsSearchBody,
  analyticsSearchReply,
  analyticsWindowQuery,
  projectStatsParams,
  projectStatsReply,
  sessionErrorsParams,
  sessionErrorsQuery,
  sessionErrorsReply,
  tokenMappingParams,
  tokenMappingReply,
} from '@reelforge/contract';
import { sessionOf } from '../accounts/auth-plugin.ts';

/**
 * The analytics host (docs/reference.md §7 "Analytics host", docs/analytics.md): the
 * signed-in user's own render sessions only. The logic is in analytics/.
 */
export interface AnalyticsRoutesOptions {
  region: string;
}

const analyticsRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: AnalyticsRoutesOptions }> = async (
  app,
  { region },
) => {
  app.addHook('onRequest', app.requireUser);
  const owner = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  app.get(
    '/project/stats/:from/:to',
    { schema: { params: projectStatsParams, response: { 200: projectStatsReply } } },
    async (request) => app.analytics.projectStats(owner(request), region, request.params.from, request.params.to),
  );

  app.post(
    '/search',
    {
      schema: { body: analyticsSearchBody, querystring: analyticsWindowQuery, response: { 200: analyticsSearchReply } },
    },
    async (request) => app.analytics.search(owner(request), request.body, request.query),
  );

  app.get(
    '/session/errors/:prjuid/:sessionid',
    { schema: { params: sessionErrorsParams, querystring: sessionErrorsQuery, response: { 200: sessionErrorsReply } } },
    async (request) =>
      app.analytics.sessionErrors(owner(request), request.params.prjuid, request.params.sessionid, request.query),
  );

  app.get(
    '/token/mapping/:token',
    { schema: { params: tokenMappingParams, querystring: analyticsWindowQuery, response: { 200: tokenMappingReply } } },
    async (request) => app.analytics.tokenMapping(owner(request), request.params.token, request.query),
  );
};

export default analyticsRoutes;
