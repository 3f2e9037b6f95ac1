import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  deletedResponse,
  trackVersionBody,
  trackVersionParams,
  trackVersionQuery,
  trackVersionWithDataSchema,
  trackVersionWriteParams,
} from '@reelforge/contract';
import { parseBoolean } from '@reelforge/model';
import type { FastifyRequest } from 'fastify';
import { projectRef } from './project-ref.ts';

export interface TrackVersionRoutesOptions {
  region: string;
}

// Tracking data holds points per frame: more than the default 1 MiB body.
const TRACK_DATA_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Motion-tracker versions of a video (docs/reference.md §7):
 * GET, PUT, DELETE /v1/trackdataversion/{prjuid}/{videoname or vuid}/{id}[?byuid=1][&create=1].
 */
const trackVersionRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: TrackVersionRoutesOptions }> = async (
  app,
  { region },
) => {
  app.addHook('onRequest', app.requireUser);

  const videoOf = async (request: FastifyRequest, prjuid: string, video: string, byuid: string | undefined) => {
    const project = await projectRef(app, request, region, prjuid);
    return { project, video: await app.trackVersions.video(project, video, parseBoolean(byuid)) };
  };

  app.get(
    '/v1/trackdataversion/:prjuid/:video/:id',
    { schema: { params: trackVersionParams, querystring: trackVersionQuery, response: { 200: trackVersionWithDataSchema } } },
    async (request) => {
      const { prjuid, video: ref, id } = request.params;
      const { project, video } = await videoOf(request, prjuid, ref, request.query.byuid);
      return app.trackVersions.get(project, video, id);
    },
  );

  app.put(
    '/v1/trackdataversion/:prjuid/:video/:id',
    {
      bodyLimit: TRACK_DATA_LIMIT_BYTES,
      schema: {
        params: trackVersionWriteParams,
        querystring: trackVersionQuery,
        body: trackVersionBody,
        response: { 200: trackVersionWithDataSchema, 201: trackVersionWithDataSchema },
      },
    },
    async (request, reply) => {
      const { prjuid, video: ref, id } = request.params;
      const { project, video } = await videoOf(request, prjuid, ref, request.query.byuid);
      const changes = { name: request.body.name, data: request.body.data };
      if (parseBoolean(request.query.create)) {
        return reply.code(201).send(await app.trackVersions.create(project, video, id, changes));
      }
      return app.trackVersions.update(project, video, id, changes);
    },
  );

  app.delete(
    '/v1/trackdataversion/:prjuid/:video/:id',
    { schema: { params: trackVersionParams, querystring: trackVersionQuery, response: { 200: deletedResponse } } },
    async (request) => {
      const { prjuid, video: ref, id } = request.params;
      const { video } = await videoOf(request, prjuid, ref, request.query.byuid);
      await app.trackVersions.delete(video, id);
      return { Deleted: id };
    },
  );
};

export default trackVersionRoutes;
