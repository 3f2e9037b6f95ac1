import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { distributionListSchema, prjuidParams } from '@reelforge/contract';
import { projectRef } from '../projects/project-ref.ts';

export interface DistributionRoutesOptions {
  region: string;
}

/** The region API host's list of a project's distributions (docs/reference.md §7), for its own region's projects. */
const distributionRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: DistributionRoutesOptions }> = async (
  app,
  { region },
) => {
  app.get(
    '/v1/internal/publish/:prjuid',
    { onRequest: app.requireUser, schema: { params: prjuidParams, response: { 200: distributionListSchema } } },
    async (request, reply) => {
      const project = await projectRef(app, request, region, request.params.prjuid);
      reply.header('Cache-Control', 'no-store');
      return { Distributions: await app.distributions.list(project) };
    },
  );
};

export default distributionRoutes;
