import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { migrateParams, migrateQuery, migrateTaskSchema } from '@reelforge/contract';
import { LEGACY_REGION, parseBoolean } from '@reelforge/model';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { projectRef } from '../projects/project-ref.ts';

type App = Parameters<FastifyPluginAsyncJsonSchemaToTs>[0];

/**
 * PUT {path}: start migrating the caller's project of this region to the destination (with
 * `?async=1` the answer is the task at once, else once it ended); GET {path}?taskid=: the task.
 * The task is read by its owner wherever the project lives by then. `refuse` names destinations
 * this host does not serve.
 */
export function migrateCalls(
  app: App | FastifyInstance,
  region: string,
  path: string,
  refuse: (destination: string) => string | undefined,
): void {
  const typed = app as App;
  typed.put(
    path,
    { schema: { params: migrateParams, querystring: migrateQuery, response: { 200: migrateTaskSchema } } },
    async (request) => {
      const { prjuid, destination } = request.params;
      const project = await projectRef(app as FastifyInstance, request, region, prjuid);
      const refusal = refuse(destination);
      if (refusal) throw badRequest(refusal);
      const owner = sessionOf(request).user.id;
      const task = await typed.migrations.start(owner, project, destination);
      if (parseBoolean(request.query.async)) return task;
      return (await typed.migrations.task(owner, prjuid, task.task_id, true)) ?? task;
    },
  );

  typed.get(
    path,
    { schema: { params: migrateParams, querystring: migrateQuery, response: { 200: migrateTaskSchema } } },
    async (request, reply) => {
      const taskId = request.query.taskid?.trim();
      if (!taskId) throw badRequest('Name the task: ?taskid=<task_id>');
      const task = await typed.migrations.task(sessionOf(request).user.id, request.params.prjuid, taskId);
      if (!task) throw notFound(`Migration task ${taskId} not found`);
      reply.header('Cache-Control', 'no-store');
      return task;
    },
  );
}

export interface MediaMigrateRoutesOptions {
  region: string;
}

/** The media host's migration call (docs/reference.md §7): the destination eu-original-1 only. */
const mediaMigrateRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: MediaMigrateRoutesOptions }> = async (
  app,
  { region },
) => {
  app.addHook('onRequest', app.requireUser);
  migrateCalls(app, region, '/apps/api/v1/migrate/:prjuid/:destination', (destination) =>
    destination === LEGACY_REGION
      ? undefined
      : `The media host migrates to ${LEGACY_REGION} only: PUT {api}/v1/migrate/{prjuid}/${destination}`,
  );
};

export default mediaMigrateRoutes;
