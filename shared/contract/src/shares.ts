import type { FromSchema } from 'json-schema-to-ts';
import { boolean, object, string } from './schema.js';

const shareRecordProperties = {
  id: string({ minLength: 1, maxLength: 64 }),
  username: string({ minLength: 1 }),
  region: string({ minLength: 1 }),
  prjuid: string({ minLength: 1 }),
  movie: string({ minLength: 1 }),
  story: string({ minLength: 1 }),
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
  ...object(shareRecordProperties, ['id', 'username', 'region', 'prjuid'], { open: true }),
  oneOf: movieOrStory,
} as const;

/** POST /share-api/create: the record and where its public player is, origin-relative. */
export const shareCreatedResponse = {
  ...object({ ...shareRecordProperties, url: string() }, [...shareRecordSchema.required, 'url']),
  oneOf: movieOrStory,
} as const;
export type ShareCreated = FromSchema<typeof shareCreatedResponse>;

/** GET /share-api/exists?id=. */
export const shareExistsQuery = object({ id: string() }, ['id'], { open: true });

export const shareExistsResponse = object({ exists: boolean() }, ['exists']);
export type ShareExists = FromSchema<typeof shareExistsResponse>;

/** POST /share-api/delete: the console sends the whole record; only the id matters. */
export const shareDeleteBody = object({ id: string() }, ['id'], { open: true });

/** GET /share-api/video/{id}.mp4 and /poster/{id}.jpg: public, like the player page. */
export const shareFileParams = object({ file: string() }, ['file'], { open: true });
