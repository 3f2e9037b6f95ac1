import { MOVIE_LIMITS } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { renderParamsSchema } from './renders.js';
import { integer, object, string } from './schema.js';
import { storySchema } from './stories.js';

/** PUT /preview/v1/previewrequest/{prjuid}: a PreviewRequest message of movie.proto, as base64. */
export const previewRequestBody = object({ previewrequest: string({ minLength: 1 }) }, ['previewrequest'], {
  open: true,
});
export type PreviewRequestBody = FromSchema<typeof previewRequestBody>;

/** An HLS preview's answer once it is playable; a JPG frame is answered as the image itself. */
export const previewStreamSchema = object({ playlist: string(), session: string() }, ['playlist', 'session']);
export type PreviewStream = FromSchema<typeof previewStreamSchema>;

export const previewResponse = {
  200: {
    content: {
      'application/json': { schema: previewStreamSchema },
      'image/jpeg': { schema: {} },
    },
  },
} as const;

/** GET /preview/v1/hls/{id}/{file}: a file of a preview stream, authorised by the preview id. */
export const previewFileParams = object({ id: string(), file: string() }, ['id', 'file'], { open: true });

/**
 * PUT /preview/v1/storyframe/{prjuid}: one frame of a story in its JSON form, as its test movie (an mp4 render with
 * these values) shows it, answered as a JPG (docs/stories.md "A frame of a story"). The frame is at most the frames
 * of the longest story the limits allow.
 */
export const storyFrameBody = object(
  {
    story: storySchema,
    params: renderParamsSchema,
    frame: integer({ minimum: 0, maximum: MOVIE_LIMITS.maxSeconds * MOVIE_LIMITS.maxFps }),
  },
  ['story', 'frame'],
);
export type StoryFrameRequest = FromSchema<typeof storyFrameBody>;
