import { renderRequestSchema, type RenderRequest } from '@reelforge/contract';
import { storyLimitProblem, type Story } from '@reelforge/model';
import { renderParams } from './render-params.ts';
import { HttpError } from '../lib/http-errors.ts';
import { storyFromJson } from './story-decode.ts';
import type { JsonBounds } from '../lib/json-bounds.ts';
import { bodyValidator, readSchemaBody, type BodyValidation } from './schema-body.ts';

/**
 * A render call's body (POST and PUT /v2/render) as the route takes it: checked against its
 * schema, an inline movie given back as its JSON text, an inline story (the only subject)
 * read and normalised with its text. Made on a body worker for a big body: the route hands
 * a movie's text on to a render-check worker (render/render-checks.ts) as it is, so the
 * largest movie is never an object on the event loop, and a story is read once.
 */
export interface ReadRenderRequest {
  /** The body as its schema read it, an inline movie taken out. */
  body: RenderRequest;
  /** The inline movie's JSON text. */
  movieJson?: string;
  /**
   * The inline story, checked and normalised (storyFromJson), its JSON text as a token
   * stores it, and what storyLimitProblem answers for the body's values (null: none).
   */
  story?: { story: Story; text: string; limitProblem: string | null };
}

export type RenderRequestReading = { problem: string } | { validation: BodyValidation } | { read: ReadRenderRequest };

let validate: ReturnType<typeof bodyValidator> | undefined;

export function readRenderRequest(bytes: Uint8Array, bounds: JsonBounds): RenderRequestReading {
  const reading = readSchemaBody(bytes, bounds, (validate ??= bodyValidator(renderRequestSchema)));
  if (!('body' in reading)) return reading;
  const sent = reading.body as RenderRequest;
  const { movie, ...rest } = sent;
  if (movie !== undefined && typeof movie !== 'string')
    return { read: { body: rest, movieJson: JSON.stringify(movie) } };
  // A story read here only when it is the one subject: the route refuses a pair as it stands.
  if (movie !== undefined || sent.compdata !== undefined || sent.story === undefined || typeof sent.story === 'string')
    return { read: { body: sent } };
  let story: Story;
  try {
    story = storyFromJson(sent.story);
  } catch (error) {
    if (error instanceof HttpError) return { problem: error.message };
    throw error;
  }
  let params: Record<string, string>;
  try {
    params = renderParams(sent.params);
  } catch (error) {
    // Values that cannot be a variable's: the route refuses them, story and all.
    if (error instanceof HttpError) return { read: { body: sent } };
    throw error;
  }
  return {
    read: {
      body: sent,
      story: { story, text: JSON.stringify(story), limitProblem: storyLimitProblem(story, params) ?? null },
    },
  };
}
