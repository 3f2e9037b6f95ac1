import type { FromSchema } from 'json-schema-to-ts';

/** PUT /preview/v1/previewrequest/{prjuid}: a PreviewRequest message of movie.proto, as base64. */
export const previewRequestBody = {
  type: 'object',
  properties: { previewrequest: { type: 'string', minLength: 1 } },
  required: ['previewrequest'],
} as const;
export type PreviewRequestBody = FromSchema<typeof previewRequestBody>;

/** An HLS preview's answer once it is playable; a JPG frame is answered as the image itself. */
export const previewStreamSchema = {
  type: 'object',
  properties: { playlist: { type: 'string' }, session: { type: 'string' } },
  required: ['playlist', 'session'],
  additionalProperties: false,
} as const;
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
export const previewFileParams = {
  type: 'object',
  properties: { id: { type: 'string' }, file: { type: 'string' } },
  required: ['id', 'file'],
} as const;
