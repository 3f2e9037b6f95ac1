import type { FromSchema } from 'json-schema-to-ts';
import { object, string } from './schema.js';

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
