import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  adminCopyBody,
  copyTaskParams,
  copyTaskSchema,
  prjuidParams,
  userByProjectQuery,
  userByProjectResponse,
} from '@reelforge/contract';
import { projectSearchText } from '@reelforge/model/admin';
import { anyCopyTask, copyBetweenUsers } from './copy-between-users.ts';
import { projectOwners } from './project-owners.ts';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { signInSessionOf } from '../accounts/auth-plugin.ts';

export interface AdminRoutesOptions {
  region: string;
}

/**
 * The region API host's admin calls (docs/admin.md, docs/reference.md §6, §7): 401 without a
 * token, 403 for any account that is not an admin (an assumed session is its account's).
 * The work is admin/'s.
 */
const adminRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: AdminRoutesOptions }> = async (app, { region }) => {
  app.addHook('onRequest', app.requireAdmin);
  const deps = { db: app.db, users: app.users, projects: app.projects, copies: app.projectCopies, audit: app.audit };

  app.get(
    '/v1/internal/userbyproject',
    { schema: { querystring: userByProjectQuery, response: { 200: userByProjectResponse } } },
    async (request, reply) => {
      const text = projectSearchText(request.query.q);
      if (typeof text !== 'string') throw badRequest(text.problem);
      reply.header('Cache-Control', 'no-store');
      return { Projects: await projectOwners(app.db, region, text) };
    },
  );

  app.post(
    '/v1/internal/copy/:prjuid',
    { schema: { params: prjuidParams, body: adminCopyBody, response: { 200: copyTaskSchema } } },
    async (request) => copyBetweenUsers(deps, signInSessionOf(request), region, request.params.prjuid, request.body),
  );

  app.get(
    '/v1/internal/copy/task/:task_id',
    { schema: { params: copyTaskParams, response: { 200: copyTaskSchema } } },
    async (request, reply) => {
      const task = await anyCopyTask(deps, request.params.task_id);
      if (!task) throw notFound(`Copy task ${request.params.task_id} not found`);
      reply.header('Cache-Control', 'no-store');
      return task;
    },
  );
};

export default adminRoutes;
