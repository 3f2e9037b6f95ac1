import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  noInput,
  tagDeleteReply,
  tagLinkListSchema,
  tagLinkParams,
  tagLinkSchema,
  tagListSchema,
  tagPathParams,
  tagPutQuery,
  tagPutReply,
} from '@reelforge/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/http-errors.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { projectRef } from '../projects/project-ref.ts';

export interface TagRoutesOptions {
  region: string;
}

/**
 * Tags and their links to projects on the region API host (docs/reference.md §7; shapes
 * and refusals in docs/tags.md). Tags are the caller's own and this region's; the logic
 * is in tags/ (the tag service).
 */
/**
 * The tag path at the end of the address. The router forgives a trailing slash on every
 * call; in a tag path it is an empty name, refused like the rule refuses `a//b`.
 */
function tagPathOf(request: FastifyRequest<{ Params: { '*': string } }>): string {
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.endsWith('/')) throw badRequest(`The tag path ends with a slash: a tag name cannot be empty`);
  return request.params['*'];
}

const tagRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: TagRoutesOptions }> = async (app, { region }) => {
  app.addHook('onRequest', app.requireUser);

  app.get('/v1/list/tag', { schema: { ...noInput, response: { 200: tagListSchema } } }, async (request) => {
    const tags = await app.tags.list(sessionOf(request).user, region);
    return { Tags: tags, Metadata: { Count: tags.length } };
  });

  // Create, or with ?from= a move (the rename of docs/reference.md §2).
  app.put(
    '/v1/tag/*',
    { schema: { params: tagPathParams, querystring: tagPutQuery, response: { 200: tagPutReply, 201: tagPutReply } } },
    async (request, reply) => {
      const user = sessionOf(request).user;
      const path = tagPathOf(request);
      const { from, parent } = request.query;
      if (from !== undefined) {
        if (parent !== undefined) throw badRequest('A move takes ?from= alone: the new path says where the tag goes');
        const moved = await app.tags.move(user, region, from, path);
        return reply.code(200).send({ Tag: moved.tag, Count: moved.count, From: from });
      }
      const created = await app.tags.create(user, region, path, parent);
      return reply.code(201).send({ Tag: created.tag, Count: created.count });
    },
  );

  // `/v1/tag/` names no tag at all: a 400 that says so, not a missing route.
  const noName = async () => {
    throw badRequest('A tag needs a name: /v1/tag/{path}');
  };
  app.put('/v1/tag', noName);
  app.delete('/v1/tag', noName);

  app.delete('/v1/tag/*', { schema: { params: tagPathParams, response: { 200: tagDeleteReply } } }, async (request) => {
    const path = tagPathOf(request);
    const count = await app.tags.remove(sessionOf(request).user, region, path);
    return { Deleted: path, Count: count };
  });

  app.get('/v1/list/tagproject', { schema: { ...noInput, response: { 200: tagLinkListSchema } } }, async (request) => {
    const links = await app.tags.links(sessionOf(request).user, region);
    return { TagProjects: links, Metadata: { Count: links.length } };
  });

  app.put(
    '/v1/tagproject/:prjuid/*',
    { schema: { params: tagLinkParams, response: { 201: tagLinkSchema } } },
    async (request, reply) => {
      const { prjuid } = request.params;
      const tag = tagPathOf(request);
      const project = await projectRef(app, request, region, prjuid);
      await app.tags.tagProject(sessionOf(request).user, region, project, tag);
      return reply.code(201).send({ prjuid: project.uid, tag });
    },
  );

  app.delete(
    '/v1/tagproject/:prjuid/*',
    { schema: { params: tagLinkParams, response: { 200: tagLinkSchema } } },
    async (request) => {
      const { prjuid } = request.params;
      const tag = tagPathOf(request);
      const project = await projectRef(app, request, region, prjuid);
      await app.tags.untagProject(sessionOf(request).user, region, project, tag);
      return { prjuid: project.uid, tag };
    },
  );
};

export default tagRoutes;
