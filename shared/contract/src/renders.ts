import type { FromSchema } from 'json-schema-to-ts';
import { storySchema } from './stories.js';

/** Render parameters: variable values by key (numbers and booleans are taken as text). */
export const renderParamsSchema = {
  type: 'object',
  additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
} as const;

/**
 * A movie sent inline, in its JSON form (movie.proto field names). The contract does not
 * know the scene description: a caller names its Movie type (see RenderRequest).
 */
export const inlineMovieSchema = { type: 'object', $comment: 'a movie in its JSON form' } as const;

/**
 * POST and PUT /v2/render/{prjuid}: a render of a stored movie or story by name, of one
 * given inline, or of a stored XML template by name (`compdata`, docs/compdata.md). Exactly
 * one of `movie`, `story` and `compdata` is given (the route says so when not).
 */
export const renderRequestSchema = {
  type: 'object',
  properties: {
    movie: { anyOf: [{ type: 'string', minLength: 1 }, inlineMovieSchema] },
    // A story of the project's stories.json by name, or a story in its JSON form (docs/stories.md).
    story: { anyOf: [{ type: 'string', minLength: 1 }, storySchema] },
    // An XML template of the project by name, read and converted to a movie (docs/xml-templates.md).
    compdata: { type: 'string', minLength: 1 },
    params: renderParamsSchema,
    // With a format the render starts at once; an unknown one is refused with the list of formats.
    format: { type: 'string' },
    // A movie's thumbnail made by the console: the token renders still frames only, and they
    // are system work, not renders the analytics count (docs/analytics.md "What counts").
    purpose: { enum: ['thumbnail'] },
    // Batch destinations come with the batch issue: accepted, not used yet.
    upload: {},
  },
} as const;

/** The body of a render call, with `Movie` the type an inline movie has for the caller. */
export type RenderRequest<Movie = { [key: string]: unknown }> = FromSchema<
  typeof renderRequestSchema,
  { deserialize: [{ pattern: typeof inlineMovieSchema; output: Movie }] }
>;

/** POST /v2/render: the token that fetches the render in any format. */
export const renderTokenResponse = {
  type: 'object',
  properties: { token: { type: 'string' } },
  required: ['token'],
  additionalProperties: false,
} as const;
export type RenderToken = FromSchema<typeof renderTokenResponse>;

/** PUT /v2/render and PUT /iv/apps/api/v1/sdl/rendermovie: the token and where the result will be. */
export const renderTokenUrlResponse = {
  type: 'object',
  properties: { token: { type: 'string' }, url: { type: 'string' } },
  required: ['token', 'url'],
  additionalProperties: false,
} as const;
export type RenderTokenUrl = FromSchema<typeof renderTokenUrlResponse>;

/** GET /v2/render/{token}/status: what the export's progress bar shows. */
export const renderStatusSchema = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: ['queued', 'rendering', 'done', 'failed'] },
    progress: { type: 'number', minimum: 0, maximum: 1 },
    session: { type: 'string' },
    error: { type: 'string' },
  },
  required: ['state', 'progress'],
  additionalProperties: false,
} as const;
export type RenderStatusReply = FromSchema<typeof renderStatusSchema>;

export const renderTokenParams = {
  type: 'object',
  properties: { token: { type: 'string' } },
  required: ['token'],
} as const;

/** GET /v2/render/{token}.{ext} (and /v2/get/...): the render's file. */
export const renderFileParams = {
  type: 'object',
  properties: { file: { type: 'string' } },
  required: ['file'],
} as const;

/** ?frame= of a still format, ?download=1 for an attachment. */
export const renderFileQuery = {
  type: 'object',
  properties: { frame: { type: 'string' }, download: { type: 'string' } },
} as const;
export type RenderFileQuery = FromSchema<typeof renderFileQuery>;

/** DELETE /v2/render/session/{session}: stops a render of the caller's in progress. */
export const renderSessionParams = {
  type: 'object',
  properties: { session: { type: 'string' } },
  required: ['session'],
} as const;

export const renderCancelledResponse = {
  type: 'object',
  properties: { cancelled: { type: 'string' } },
  required: ['cancelled'],
  additionalProperties: false,
} as const;

/** GET render/{prjuid}/{movie}.{ext} of eu-original-1: the older render call, values in the query. */
export const legacyRenderParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' }, file: { type: 'string' } },
  required: ['prjuid', 'file'],
} as const;

export const legacyRenderQuery = { type: 'object', additionalProperties: { type: 'string' } } as const;
