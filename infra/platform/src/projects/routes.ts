import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { notFound } from '../lib/http-errors.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import {
  deletedResponse,
  noInput,
  projectDetailSchema,
  projectListResponse,
  projectNameParams,
  projectSchema,
  projectUidParams,
} from '@reelforge/contract';

export interface RegionRoutesOptions {
  region: string;
}

const projectNotFound = (uid: string) => notFound(`Project ${uid} not found`);

/** Projects of the region API host (docs/reference.md §7), scoped to the caller's own projects. */
const projectRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: RegionRoutesOptions }> = async (app, { region }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/v1/list/project/',
    {
      schema: { ...noInput, response: { 200: projectListResponse } },
    },
    async (request) => {
      const projects = await app.projects.list(sessionOf(request).user, region);
      return { Projects: projects, Metadata: { Count: projects.length, Region: region } };
    },
  );

  app.put(
    '/v1/project/:name',
    {
      schema: {
        params: projectNameParams,
        response: { 201: projectSchema },
      },
    },
    async (request, reply) => {
      const project = await app.projects.create(sessionOf(request).user, region, request.params.name);
      return reply.code(201).header('Project-UID', project.uid).send(project);
    },
  );

  app.get(
    '/v1/project/:uid',
    {
      schema: {
        params: projectUidParams,
        response: { 200: projectDetailSchema },
      },
    },
    async (request) => {
      const project = await app.projects.get(sessionOf(request).user, region, request.params.uid);
      if (!project) throw projectNotFound(request.params.uid);
      // What its files hold against its storage quota (docs/project-quota.md).
      return { ...project, Metadata: { ...project.Metadata, ...(await app.projectQuota.usage(project)) } };
    },
  );

  app.delete(
    '/v1/project/:uid',
    {
      schema: {
        params: projectUidParams,
        response: { 200: deletedResponse },
      },
    },
    async (request) => {
      const { uid } = request.params;
      if (!(await app.projects.delete(sessionOf(request).user, region, uid))) throw projectNotFound(uid);
      return { Deleted: uid };
    },
  );
};

export default projectRoutes;
