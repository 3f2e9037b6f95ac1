import type { FromSchema } from 'json-schema-to-ts';
import { boolean, number, object, string } from './schema.js';
import { storySchema } from './stories.js';

/** Render parameters: variable values by key (numbers and booleans are taken as text). */
export const renderParamsSchema = {
  type: 'object',
  additionalProperties: { anyOf: [string(), number(), boolean()] },
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
export const renderRequestSchema = object(
  {
    movie: { anyOf: [string({ minLength: 1 }), inlineMovieSchema] },
    // A story of the project's stories.json by name, or a story in its JSON form (docs/stories.md).
    story: { anyOf: [string({ minLength: 1 }), storySchema] },
    // An XML template of the project by name, read and converted to a movie (docs/xml-templates.md).
    compdata: string({ minLength: 1 }),
    params: renderParamsSchema,
    // With a format the render starts at once; an unknown one is refused with the list of formats.
    format: string(),
    // A movie's thumbnail made by the console: the token renders still frames only, and they
    // are system work, not renders the analytics count (docs/analytics.md "What counts").
    purpose: { enum: ['thumbnail'] },
    // Batch destinations come with the batch issue: accepted, not used yet.
    upload: {},
  },
  [],
  { open: true },
);

/** The body of a render call, with `Movie` the type an inline movie has for the caller. */
export type RenderRequest<Movie = { [key: string]: unknown }> = FromSchema<
  typeof renderRequestSchema,
  { deserialize: [{ pattern: typeof inlineMovieSchema; output: Movie }] }
>;

/** POST /v2/render: the token that fetches the render in any format. */
export const renderTokenResponse = object({ token: string() }, ['token']);
export type RenderToken = FromSchema<typeof renderTokenResponse>;

/** PUT /v2/render and PUT /iv/apps/api/v1/sdl/rendermovie: the token and where the result will be. */
export const renderTokenUrlResponse = object({ token: string(), url: string() }, ['token', 'url']);
export type RenderTokenUrl = FromSchema<typeof renderTokenUrlResponse>;

/** GET /v2/render/{token}/status: what the export's progress bar shows. */
export const renderStatusSchema = object(
  {
    state: string({ enum: ['queued', 'rendering', 'done', 'failed'] }),
    progress: number({ minimum: 0, maximum: 1 }),
    session: string(),
    error: string(),
  },
  ['state', 'progress'],
);
export type RenderStatusReply = FromSchema<typeof renderStatusSchema>;

export const renderTokenParams = object({ token: string() }, ['token'], { open: true });

/** GET /v2/render/{token}.{ext} (and /v2/get/...): the render's file. */
export const renderFileParams = object({ file: string() }, ['file'], { open: true });

/** ?frame= of a still format, ?download=1 for an attachment. */
export const renderFileQuery = object({ frame: string(), download: string() }, [], { open: true });
export type RenderFileQuery = FromSchema<typeof renderFileQuery>;

/** DELETE /v2/render/session/{session}: stops a render of the caller's in progress. */
export const renderSessionParams = object({ session: string() }, ['session'], { open: true });

export const renderCancelledResponse = object({ cancelled: string() }, ['cancelled']);

/** GET render/{prjuid}/{movie}.{ext} of eu-original-1: the older render call, values in the query. */
export const legacyRenderParams = object({ prjuid: string(), file: string() }, ['prjuid', 'file'], { open: true });

export const legacyRenderQuery = { type: 'object', additionalProperties: string() } as const;
