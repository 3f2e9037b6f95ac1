import type { FromSchema } from 'json-schema-to-ts';

const shareRecordProperties = {
  id: { type: 'string', minLength: 1, maxLength: 64 },
  username: { type: 'string', minLength: 1 },
  region: { type: 'string', minLength: 1 },
  prjuid: { type: 'string', minLength: 1 },
  movie: { type: 'string', minLength: 1 },
  story: { type: 'string', minLength: 1 },
} as const;

/** A movie share names its movie, a story share its story: exactly one of the two. */
const movieOrStory = [
  { type: 'object', required: ['movie'] },
  { type: 'object', required: ['story'] },
] as const;

/**
 * A share record (docs/reference.md §3): which movie or story of whose project a share id
 * stands for.
 */
export const shareRecordSchema = {
  type: 'object',
  properties: shareRecordProperties,
  required: ['id', 'username', 'region', 'prjuid'],
  oneOf: movieOrStory,
} as const;

/** POST /share-api/create: the record and where its public player is, origin-relative. */
export const shareCreatedResponse = {
  type: 'object',
  properties: { ...shareRecordProperties, url: { type: 'string' } },
  required: [...shareRecordSchema.required, 'url'],
  oneOf: movieOrStory,
  additionalProperties: false,
} as const;
export type ShareCreated = FromSchema<typeof shareCreatedResponse>;

/** GET /share-api/exists?id=. */
export const shareExistsQuery = {
  type: 'object',
  properties: { id: { type: 'string' } },
  required: ['id'],
} as const;

export const shareExistsResponse = {
  type: 'object',
  properties: { exists: { type: 'boolean' } },
  required: ['exists'],
  additionalProperties: false,
} as const;
export type ShareExists = FromSchema<typeof shareExistsResponse>;

/** POST /share-api/delete: the console sends the whole record; only the id matters. */
export const shareDeleteBody = {
  type: 'object',
  properties: { id: { type: 'string' } },
  required: ['id'],
} as const;

/** GET /share-api/video/{id}.mp4 and /poster/{id}.jpg: public, like the player page. */
export const shareFileParams = {
  type: 'object',
  properties: { file: { type: 'string' } },
  required: ['file'],
} as const;
