import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  dataQuery,
  fileParams,
  hlsFileParams,
  prjuidParams,
  thumbnailParams,
  trackVersionListResponse,
  userDataParams,
} from '@reelforge/contract';
import { notFound } from '../lib/http-errors.ts';
import { sendFile } from '../lib/send-file.ts';
import { sendObject } from '../objects/send-object.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { HLS_PLAYLIST } from './hls.ts';
import { serveData, serveThumbnail } from '../assets/content-handlers.ts';
import { projectRef } from '../projects/project-ref.ts';

export interface MediaHostOptions {
  region: string;
}

/**
 * The media host (the region's `iv` base, docs/reference.md §7): asset files for <img>, <video> and
 * downloads, thumbnails, HLS previews, and the list of motion-tracker versions.
 */
const mediaHostRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: MediaHostOptions }> = async (app, { region }) => {
  app.get(
    '/apps/media/data/:user/:prjuid/userdata/:name',
    {
      onRequest: app.requireMediaReader,
      schema: {
        params: userDataParams,
        querystring: dataQuery,
      },
    },
    async (request, reply) => {
      const { user, prjuid, name } = request.params;
      if (user !== sessionOf(request).user.username) throw notFound(`Project ${prjuid} not found`);
      return serveData(app, request, reply, region, prjuid, name, { download: request.query.download });
    },
  );

  app.get(
    '/apps/api/v1/data/:prjuid/:name',
    { onRequest: app.requireMediaReader, schema: { params: fileParams, querystring: dataQuery } },
    async (request, reply) =>
      serveData(app, request, reply, region, request.params.prjuid, request.params.name, request.query),
  );

  app.get(
    '/apps/api/v1/thumbnail/:prjuid/:file',
    { onRequest: app.requireMediaReader, schema: { params: thumbnailParams } },
    async (request, reply) => serveThumbnail(app, request, reply, region, request.params.prjuid, request.params.file),
  );

  app.get(
    '/apps/api/v1/hls/:prjuid/:name/:file',
    {
      onRequest: app.requireMediaReader,
      schema: {
        params: hlsFileParams,
      },
    },
    async (request, reply) => {
      const { prjuid, name, file } = request.params;
      const project = await projectRef(app, request, region, prjuid);
      const asset = await app.assets.require(project, name);
      const target = await app.hls.file(project, asset, file);
      const contentType = file === HLS_PLAYLIST ? 'application/vnd.apple.mpegurl' : 'video/mp2t';
      // Through the platform even for a media element: a playlist's segments are named relative to it.
      if (target.object) return sendObject(request, reply, target.object.store, target.object.key, { contentType });
      return sendFile(request, reply, target.file, { contentType });
    },
  );

  app.get(
    '/apps/api/v1/list/trackdataversion/:prjuid',
    {
      onRequest: app.requireUser,
      schema: {
        params: prjuidParams,
        response: { 200: trackVersionListResponse },
      },
    },
    async (request) => {
      const project = await projectRef(app, request, region, request.params.prjuid);
      return { Versions: await app.trackVersions.list(project) };
    },
  );
};

export default mediaHostRoutes;
