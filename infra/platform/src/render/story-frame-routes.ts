import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { prjuidParams, storyFrameBody } from '@reelforge/contract';
import { normaliseStory, type Story } from '@reelforge/model';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { renderParams } from '../bodies/render-params.ts';
import { APP_DATA_BODY_LIMIT_BYTES, APP_DATA_JSON_BOUNDS } from '../lib/json-bounds.ts';
import { renderProjectRef } from '../projects/project-ref.ts';
import type { StoryRenderJob } from './render-service.ts';
import { requesterSignal } from './requester-gone.ts';
import { StoryFrames } from './story-frames.ts';

export interface StoryFrameRoutesOptions {
  region: string;
}

/**
 * The preview host's story frame (docs/stories.md "A frame of a story"): a story in its JSON form (the contract's
 * story schema: a body that is not one is a 400 naming the field), its values and a frame give that frame of its
 * test movie as a JPG. The caller's own project only (anyone else's is a 404); a story past the render limits is a
 * 400 before anything renders; bounded like a stories.json write.
 */
const storyFrameRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: StoryFrameRoutesOptions }> = async (
  app,
  { region },
) => {
  const frames = new StoryFrames(app.renders, app.mediaTools, app.movies, app.assets);
  app.put(
    '/preview/v1/storyframe/:prjuid',
    {
      onRequest: app.requireUser,
      bodyLimit: APP_DATA_BODY_LIMIT_BYTES,
      config: { jsonBounds: APP_DATA_JSON_BOUNDS },
      schema: { params: prjuidParams, body: storyFrameBody },
    },
    async (request, reply) => {
      const project = await renderProjectRef(app, request, region, request.params.prjuid);
      const job: StoryRenderJob = {
        project,
        ownerId: sessionOf(request).user.id,
        story: normaliseStory(request.body.story as Story),
        storyName: '',
        params: renderParams(request.body.params),
        origin: 'preview',
      };
      const bytes = await frames.frame(job, request.body.frame, requesterSignal(reply));
      return reply.type('image/jpeg').header('Cache-Control', 'no-store').send(bytes);
    },
  );
};

export default storyFrameRoutes;
