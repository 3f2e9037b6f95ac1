import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  deletedResponse,
  TRACK_VERSION_BODY_LIMIT_BYTES,
  trackVersionParams,
  trackVersionQuery,
  trackVersionWithPointsSchema,
  trackVersionWriteParams,
} from '@reelforge/contract';
import { MAX_TRACK_POINTS, parseBoolean } from '@reelforge/model';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/http-errors.ts';
import { trackPointsJsonBounds } from '../lib/json-bounds.ts';
import type { ReadTrackVersion } from '../bodies/track-version-body.ts';
import { projectRef } from '../projects/project-ref.ts';

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
    {
      schema: {
        params: trackVersionParams,
        querystring: trackVersionQuery,
        response: { 200: trackVersionWithPointsSchema },
      },
    },
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
      // Read and checked against trackVersionBody on a body worker: the points come as their stored text.
      config: { jsonBounds: trackPointsJsonBounds(MAX_TRACK_POINTS), bodyReader: 'track-version' },
      schema: {
        params: trackVersionWriteParams,
        querystring: trackVersionQuery,
        // The answer is spliced text when it carries new points (track-version-service.ts); the
        // schema serialises the others.
        response: { 200: trackVersionWithPointsSchema, 201: trackVersionWithPointsSchema },
      },
    },
    async (request, reply) => {
      // No body at all: refused as Fastify's schema check words it (the reader answers every body sent).
      if (!request.body) throw badRequest('body must be object');
      const changes = request.body as ReadTrackVersion;
      const { prjuid, video: ref, id } = request.params;
      const { project, video } = await videoOf(request, prjuid, ref, request.query.byuid);
      const create = parseBoolean(request.query.create);
      const answer = create
        ? await app.trackVersions.create(project, video, id, changes)
        : await app.trackVersions.update(project, video, id, changes);
      if (!Buffer.isBuffer(answer)) return answer;
      // Already the answer's JSON, in the schema's shape: Fastify sends a Buffer as it is.
      return reply
        .code(create ? 201 : 200)
        .type('application/json; charset=utf-8')
        .send(answer as never);
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
