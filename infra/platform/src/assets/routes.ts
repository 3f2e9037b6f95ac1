import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  assetListSchema,
  assetSchema,
  baseVideoBody,
  baseVideoProgressParams,
  baseVideoProgressSchema,
  baseVideoQuery,
  dataQuery,
  deletedResponse,
  fileParams,
  listPageQuery,
  prjuidParams,
  thumbnailParams,
} from '@reelforge/contract';
import { parseBoolean } from '@reelforge/model';
import { notFound } from '../lib/http-errors.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { assetNotFound } from './asset-service.ts';
import { pageRequestOf } from '../projects/list-pages.ts';
import { serveData, serveThumbnail } from './content-handlers.ts';
import { projectRef } from '../projects/project-ref.ts';

export interface AssetRoutesOptions {
  region: string;
}

/**
 * Assets of the region API host (docs/reference.md §7): list, read, delete, thumbnails and the
 * generated base video. Uploads are in asset-upload.ts and datasources.ts.
 */
const assetRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: AssetRoutesOptions }> = async (app, { region }) => {
  app.get(
    '/v1/list/data/:prjuid',
    {
      onRequest: app.requireUser,
      schema: { params: prjuidParams, querystring: listPageQuery, response: { 200: assetListSchema } },
    },
    async (request, reply) => {
      const project = await projectRef(app, request, region, request.params.prjuid);
      const list = await app.assets.page(project, pageRequestOf(request.query));
      // The list is built field by field to the schema already; for 10,000 assets the
      // native JSON.stringify is several times faster than the schema serializer.
      return reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send(list);
    },
  );

  // No response schema: the answer is the file itself, or JSON with ?processed=1.
  app.get(
    '/v1/data/:prjuid/:name',
    { onRequest: app.requireMediaReader, schema: { params: fileParams, querystring: dataQuery } },
    async (request, reply) =>
      serveData(app, request, reply, region, request.params.prjuid, request.params.name, request.query),
  );

  app.delete(
    '/v1/data/:prjuid/:name',
    { onRequest: app.requireUser, schema: { params: fileParams, response: { 200: deletedResponse } } },
    async (request) => {
      const { prjuid, name } = request.params;
      const project = await projectRef(app, request, region, prjuid);
      if (!(await app.assets.remove(project, name))) throw assetNotFound(name);
      return { Deleted: name };
    },
  );

  app.get(
    '/v1/thumbnail/:prjuid/:file',
    { onRequest: app.requireMediaReader, schema: { params: thumbnailParams } },
    async (request, reply) => serveThumbnail(app, request, reply, region, request.params.prjuid, request.params.file),
  );

  app.post(
    '/v1/basevideo/:prjuid',
    {
      onRequest: app.requireUser,
      schema: {
        params: prjuidParams,
        querystring: baseVideoQuery,
        body: baseVideoBody,
        response: { 201: assetSchema },
      },
    },
    async (request, reply) => {
      const project = await projectRef(app, request, region, request.params.prjuid);
      const { progress } = request.query;
      const followedBy = progress ? { ownerId: sessionOf(request).user.id, id: progress } : undefined;
      const row = await app.baseVideos.create(project, request.body, parseBoolean(request.query.replace), followedBy);
      return reply.code(201).send(app.assets.toAsset(project, row));
    },
  );

  app.get(
    '/v1/basevideo/:prjuid/progress/:id',
    {
      onRequest: app.requireUser,
      schema: { params: baseVideoProgressParams, response: { 200: baseVideoProgressSchema } },
    },
    async (request, reply) => {
      await projectRef(app, request, region, request.params.prjuid);
      const progress = await app.baseVideos.progress(sessionOf(request).user.id, request.params.id);
      if (!progress) throw notFound(`No base video is being made as ${request.params.id}`);
      reply.header('Cache-Control', 'no-store');
      return progress;
    },
  );
};

export default assetRoutes;
