import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  deletedResponse,
  prjuidParams,
  publishRegionQuery,
  publishTaskQuery,
  publishTaskSchema,
} from '@reelforge/contract';
import { parseBoolean } from '@reelforge/model';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { projectRef } from '../projects/project-ref.ts';

export interface PublishRoutesOptions {
  region: string;
}

const regionRequired = () => badRequest('Name the region: ?region=<region>');

/**
 * The publish calls of the media host (docs/reference.md §7) for a project of this region: start a
 * copy to another region (or sync it again), follow the task, remove a distribution.
 */
const publishRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: PublishRoutesOptions }> = async (app, { region }) => {
  app.addHook('onRequest', app.requireUser);
  const path = '/apps/api/v2/publish/:prjuid';

  app.put(
    path,
    { schema: { params: prjuidParams, querystring: publishRegionQuery, response: { 200: publishTaskSchema } } },
    async (request) => {
      const project = await projectRef(app, request, region, request.params.prjuid);
      const target = request.query.region?.trim();
      if (!target) throw regionRequired();
      const moving = await app.migrations.publishRefusal(project.uid);
      if (moving) throw badRequest(moving);
      return app.distributions.publish(sessionOf(request).user.id, project, target);
    },
  );

  app.get(
    path,
    { schema: { params: prjuidParams, querystring: publishTaskQuery, response: { 200: publishTaskSchema } } },
    async (request, reply) => {
      const { prjuid } = request.params;
      await projectRef(app, request, region, prjuid);
      const taskId = request.query.taskid?.trim();
      if (!taskId) throw badRequest('Name the task: ?taskid=<task_id>');
      const task = await app.distributions.task(
        sessionOf(request).user.id,
        prjuid,
        taskId,
        parseBoolean(request.query.block),
      );
      if (!task) throw notFound(`Publish task ${taskId} not found`);
      reply.header('Cache-Control', 'no-store');
      return task;
    },
  );

  app.delete(
    path,
    { schema: { params: prjuidParams, querystring: publishRegionQuery, response: { 200: deletedResponse } } },
    async (request) => {
      const project = await projectRef(app, request, region, request.params.prjuid);
      const target = request.query.region?.trim();
      if (!target) throw regionRequired();
      if (!(await app.distributions.depublish(project, target)))
        throw notFound(`Project ${project.uid} is not published to ${target}`);
      return { Deleted: target };
    },
  );
};

export default publishRoutes;
