import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { copyBody, copyTaskParams, copyTaskSchema, prjuidParams } from '@reelforge/contract';
import { LEGACY_REGION } from '@reelforge/model';
import { notFound } from '../lib/http-errors.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { migrateCalls } from './migrate-routes.ts';
import { projectRef } from '../projects/project-ref.ts';

export interface ProjectCopyRoutesOptions {
  region: string;
}

/**
 * The region API host's copy and migration calls (docs/reference.md §7, docs/project-copy.md)
 * for the caller's projects of this region. The work is project-copy/'s.
 */
const projectCopyRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: ProjectCopyRoutesOptions }> = async (
  app,
  { region },
) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/v1/copy/:prjuid',
    { schema: { params: prjuidParams, body: copyBody, response: { 200: copyTaskSchema } } },
    async (request) => {
      const source = await projectRef(app, request, region, request.params.prjuid);
      const owner = sessionOf(request).user.id;
      return app.projectCopies.start({
        sourceOwnerId: owner,
        source,
        targetOwnerId: owner,
        region: request.body.region,
        name: request.body.name,
      });
    },
  );

  app.get(
    '/v1/copy/task/:task_id',
    { schema: { params: copyTaskParams, response: { 200: copyTaskSchema } } },
    async (request, reply) => {
      const task = await app.projectCopies.task(sessionOf(request).user.id, request.params.task_id);
      if (!task) throw notFound(`Copy task ${request.params.task_id} not found`);
      reply.header('Cache-Control', 'no-store');
      return task;
    },
  );

  // Every destination but the legacy region, which the media host's call serves (docs/reference.md §7).
  migrateCalls(app, region, '/v1/migrate/:prjuid/:destination', (destination) =>
    destination === LEGACY_REGION
      ? `A migration to ${LEGACY_REGION} goes through the media host: PUT ` +
        `{iv}/apps/api/v1/migrate/{prjuid}/${LEGACY_REGION}`
      : undefined,
  );
};

export default projectCopyRoutes;
