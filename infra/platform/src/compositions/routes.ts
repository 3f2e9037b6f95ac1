import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  COMPDATA_CONTENT_TYPES,
  compdataItemSchema,
  compdataListSchema,
  compdataParams,
  compdataSaveParams,
  deletedResponse,
  listPageQuery,
  prjuidParams,
} from '@reelforge/contract';
import { COMPDATA_MAX_BYTES } from '@reelforge/model';
import { badRequest } from '../lib/http-errors.ts';
import { compdataNotFound } from './compdata-service.ts';
import { pageRequestOf } from '../projects/list-pages.ts';
import { passOr } from '../projects/project-pass.ts';
import { projectRef } from '../projects/project-ref.ts';

export interface CompdataRoutesOptions {
  region: string;
}

/**
 * XML templates of the region API host (docs/reference.md §7, docs/compdata.md):
 * GET /v1/list/compdata/{prjuid}; GET, PUT, DELETE /v1/compdata/{prjuid}/{name}.
 */
const compdataRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: CompdataRoutesOptions }> = async (
  app,
  { region },
) => {
  // Reading also answers a playground token for the example project (docs/playground.md); writing never does.
  const reader = { onRequest: app.requireUserOrPlayground };
  const writer = { onRequest: app.requireUser };
  // The template's text arrives as is (at most 4 MiB, checked before it is read whole).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    [...COMPDATA_CONTENT_TYPES],
    { parseAs: 'string', bodyLimit: COMPDATA_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  // A big template is read on a body worker: reading 4 MB takes a second (docs/request-limits.md).
  const readFormatOffLoop = async (text: string) => {
    const read = await app.bodyWorkers.check({ kind: 'template', bytes: Buffer.from(text) });
    if (read.format) return read.format;
    throw badRequest(read.problem ?? 'The XML template cannot be read');
  };

  app.get(
    '/v1/list/compdata/:prjuid',
    { ...reader, schema: { params: prjuidParams, querystring: listPageQuery, response: { 200: compdataListSchema } } },
    async (request) => {
      const { prjuid } = request.params;
      const project = await passOr(request, region, prjuid, () => projectRef(app, request, region, prjuid));
      return app.compdata.page(project, pageRequestOf(request.query));
    },
  );

  // No response schema: the XML text.
  app.get('/v1/compdata/:prjuid/:name', { ...reader, schema: { params: compdataParams } }, async (request, reply) => {
    const { prjuid, name } = request.params;
    const project = await passOr(request, region, prjuid, () => projectRef(app, request, region, prjuid));
    const text = await app.compdata.text(project, name);
    reply.header('Cache-Control', 'private, no-cache');
    return reply.type('application/xml; charset=utf-8').send(text);
  });

  app.put(
    '/v1/compdata/:prjuid/:name',
    {
      ...writer,
      bodyLimit: COMPDATA_MAX_BYTES,
      schema: { params: compdataSaveParams, response: { 200: compdataItemSchema, 201: compdataItemSchema } },
    },
    async (request, reply) => {
      const { prjuid, name } = request.params;
      const project = await projectRef(app, request, region, prjuid);
      if (typeof request.body !== 'string' || !request.body.trim()) {
        throw badRequest(`Send the XML template's text as ${COMPDATA_CONTENT_TYPES[0]}`);
      }
      const { row, created } = await app.compdata.save(project, name, request.body, readFormatOffLoop);
      return reply.code(created ? 201 : 200).send(app.compdata.toItem(project, row));
    },
  );

  app.delete(
    '/v1/compdata/:prjuid/:name',
    { ...writer, schema: { params: compdataParams, response: { 200: deletedResponse } } },
    async (request) => {
      const { prjuid, name } = request.params;
      const project = await projectRef(app, request, region, prjuid);
      if (!(await app.compdata.remove(project, name))) throw compdataNotFound(name);
      return { Deleted: name };
    },
  );
};

export default compdataRoutes;
