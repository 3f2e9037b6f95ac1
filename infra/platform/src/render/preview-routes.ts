import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { prjuidParams, previewFileParams, previewRequestBody, previewResponse } from '@reelforge/contract';
import { MovieFormatError, decodePreviewRequest, type PreviewRequest } from '@reelforge/sdl';
import { REGIONS } from '../config/regions.ts';
import { badRequest } from '../lib/http-errors.ts';
import { PREVIEW_BODY_LIMIT_BYTES } from '../lib/json-bounds.ts';
import { sendFile } from '../lib/send-file.ts';
import { sendObject } from '../objects/send-object.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { movieFromJson } from '../bodies/movie-decode.ts';
import type { RenderJob } from './render-service.ts';
import { renderProjectRef } from '../projects/project-ref.ts';
import { requesterSignal } from './requester-gone.ts';
import storyFrameRoutes from './story-frame-routes.ts';

export interface PreviewRoutesOptions {
  region: string;
}

function decode(encoded: string): PreviewRequest {
  const bytes = Buffer.from(encoded.replace(/\s+/g, ''), 'base64');
  try {
    return decodePreviewRequest(bytes);
  } catch (error) {
    if (error instanceof MovieFormatError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * The preview host (docs/reference.md §7): a PreviewRequest message (base64) gives a JPG of one frame,
 * or an HLS stream answered as soon as it is playable. The stream's files are fetched by
 * the preview id, which authorises them like a render token.
 */
const previewRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: PreviewRoutesOptions }> = async (app, { region }) => {
  // A frame of a story's test movie (story-frame-routes.ts).
  await app.register(storyFrameRoutes, { region });
  app.put(
    '/preview/v1/previewrequest/:prjuid',
    {
      onRequest: app.requireUser,
      bodyLimit: PREVIEW_BODY_LIMIT_BYTES,
      schema: {
        params: prjuidParams,
        body: previewRequestBody,
        // HLS answers this; a JPG frame is sent as the image itself.
        response: previewResponse,
      },
    },
    async (request, reply) => {
      const project = await renderProjectRef(app, request, region, request.params.prjuid);
      const preview = decode(request.body.previewrequest);
      if (!preview.movie) throw badRequest('The preview request has no movie');
      const job: RenderJob = {
        project,
        ownerId: sessionOf(request).user.id,
        movie: movieFromJson(preview.movie),
        movieName: '',
        params: preview.params ?? {},
        origin: 'preview',
      };
      const gone = requesterSignal(reply);
      if (preview.format === 'JPG') {
        const bytes = await app.previews.frame(job, preview.frame ?? 0, gone);
        return reply.type('image/jpeg').header('Cache-Control', 'no-store').send(bytes);
      }
      const started = await app.previews.hls(region, job, { start: preview.range_start, end: preview.range_end }, gone);
      const base = REGIONS[region]?.preview ?? '';
      return reply
        .header('Cache-Control', 'no-store')
        .send({ playlist: `${base}/preview/v1/hls/${started.id}/${started.playlist}`, session: started.sessionId });
    },
  );

  app.get(
    '/preview/v1/hls/:id/:file',
    {
      schema: {
        params: previewFileParams,
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const target = await app.previews.file(region, id, file);
      const contentType = file.endsWith('.m3u8')
        ? 'application/vnd.apple.mpegurl'
        : file.endsWith('.ts')
          ? 'video/mp2t'
          : 'video/mp4';
      if (target.object) return sendObject(request, reply, target.object.store, target.object.key, { contentType });
      return sendFile(request, reply, target.file, { contentType });
    },
  );
};

export default previewRoutes;
