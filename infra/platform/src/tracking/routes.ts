import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  trackAgainBody,
  trackAgainParams,
  trackFrameParams,
  trackProgressParams,
  trackProgressSchema,
  trackQuery,
  trackStartBody,
  trackStartedSchema,
  trackStartParams,
} from '@reelforge/contract';
import { parseBoolean } from '@reelforge/model';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { notFound } from '../lib/http-errors.ts';
import { projectRef } from '../projects/project-ref.ts';

export interface TrackingRoutesOptions {
  region: string;
}

/**
 * The tracker we ship (docs/tracking.md "The tracker"): POST /v1/trackversion/{prjuid}/{video}
 * starts a new version from a rectangle, POST …/{video}/{id} tracks a version again from a
 * frame, GET /v1/trackversion/{prjuid}/progress/{progress} tells how far it is, and
 * GET /v1/trackframe/{prjuid}/{video}/{frame} is a frame as the tracker reads it (a JPG, for an
 * <img>: the token may come as the media cookie). The video by name, or by uid with ?byuid=1.
 */
const trackingRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: TrackingRoutesOptions }> = async (
  app,
  { region },
) => {
  const videoOf = async (request: FastifyRequest, prjuid: string, video: string, byuid: string | undefined) => {
    const project = await projectRef(app, request, region, prjuid);
    return { project, video: await app.trackVersions.video(project, video, parseBoolean(byuid)) };
  };

  app.post(
    '/v1/trackversion/:prjuid/:video',
    {
      onRequest: app.requireUser,
      schema: {
        params: trackStartParams,
        querystring: trackQuery,
        body: trackStartBody,
        response: { 202: trackStartedSchema },
      },
    },
    async (request, reply) => {
      const { prjuid, video: ref } = request.params;
      const { project, video } = await videoOf(request, prjuid, ref, request.query.byuid);
      const started = await app.tracking.start(project, sessionOf(request).user.id, video, request.body);
      return reply.code(202).send(started);
    },
  );

  app.post(
    '/v1/trackversion/:prjuid/:video/:id',
    {
      onRequest: app.requireUser,
      schema: {
        params: trackAgainParams,
        querystring: trackQuery,
        body: trackAgainBody,
        response: { 202: trackStartedSchema },
      },
    },
    async (request, reply) => {
      const { prjuid, video: ref, id } = request.params;
      const { project, video } = await videoOf(request, prjuid, ref, request.query.byuid);
      const started = await app.tracking.again(project, sessionOf(request).user.id, video, id, request.body);
      return reply.code(202).send(started);
    },
  );

  app.get(
    '/v1/trackversion/:prjuid/progress/:progress',
    {
      onRequest: app.requireUser,
      schema: { params: trackProgressParams, response: { 200: trackProgressSchema } },
    },
    async (request, reply) => {
      await projectRef(app, request, region, request.params.prjuid);
      const progress = await app.tracking.progress(sessionOf(request).user.id, request.params.progress);
      if (!progress) throw notFound(`No tracking is followed as ${request.params.progress}`);
      reply.header('Cache-Control', 'no-store');
      return progress;
    },
  );

  app.get(
    '/v1/trackframe/:prjuid/:video/:frame',
    { onRequest: app.requireMediaReader, schema: { params: trackFrameParams, querystring: trackQuery } },
    async (request, reply) => {
      const { prjuid, video: ref } = request.params;
      const frame = Number(request.params.frame);
      const { project, video } = await videoOf(request, prjuid, ref, request.query.byuid);
      // The same file and frame are the same picture: a second look is a 304 without ffmpeg.
      const etag = `"${video.uid}.${video.revision}.${frame}"`;
      reply.header('Cache-Control', 'private, no-cache').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const jpg = await app.tracking.frame(project, video, frame);
      return reply.type('image/jpeg').send(jpg);
    },
  );
};

export default trackingRoutes;
