import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  deletedResponse,
  TRACK_VERSION_BODY_LIMIT_BYTES,
  trackVersionBody,
  trackVersionParams,
  trackVersionQuery,
  trackVersionWithPointsSchema,
  trackVersionWriteParams,
} from '@reelforge/contract';
import { MAX_TRACK_POINTS, parseBoolean } from '@reelforge/model';
import type { FastifyRequest } from 'fastify';
import { trackPointsJsonBounds } from '../../lib/json-bounds.ts';
import { projectRef } from './project-ref.ts';

export interface TrackVersionRoutesOptions {
  region: string;
}

/**
 * Motion-tracker versions of a video (docs/reference.md §7):
 * GET, PUT, DELETE /v1/trackdataversion/{prjuid}/{videoname or vuid}/{id}[?byuid=1][&create=1];
 * a version holds per-frame points (docs/tracking.md).
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
    { schema: { params: trackVersionParams, querystring: trackVersionQuery, response: { 200: trackVersionWithPointsSchema } } },
    async (request) => {
      const { prjuid, video: ref, id } = request.params;
      const { project, video } = await videoOf(request, prjuid, ref, request.query.byuid);
      return app.trackVersions.get(project, video, id);
    },
  );

  app.put(
    '/v1/trackdataversion/:prjuid/:video/:id',
    {
      bodyLimit: TRACK_VERSION_BODY_LIMIT_BYTES,
      config: { jsonBounds: trackPointsJsonBounds(MAX_TRACK_POINTS) },
      schema: {
        params: trackVersionWriteParams,
        querystring: trackVersionQuery,
        body: trackVersionBody,
        response: { 200: trackVersionWithPointsSchema, 201: trackVersionWithPointsSchema },
      },
    },
    async (request, reply) => {
      const { prjuid, video: ref, id } = request.params;
      const { project, video } = await videoOf(request, prjuid, ref, request.query.byuid);
      const changes = request.body;
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
