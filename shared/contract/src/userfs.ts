import { ASSET_TYPES } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';

/**
 * The per-user file store (UserFS, docs/reference.md §3, §7; docs/userfs.md). Paths travel
 * in the URL after the call's prefix (`/v1/userfs/data/logos/acme.png`) and are checked by
 * `userfsPathProblem` of @reelforge/model on the platform, so the schemas take the rest
 * of the URL as one string.
 */

/** Every call with a path: the rest of the URL (Fastify's wildcard). */
export const userfsPathParams = {
  type: 'object',
  properties: { '*': { type: 'string' } },
  required: ['*'],
} as const;

/** GET /v1/userfs/list/data/{prefix}: flags read with parseBoolean; pagesize 1 or more, at most 200 used. */
export const userfsListQuery = {
  type: 'object',
  properties: {
    pagetoken: { type: 'string', maxLength: 2048 },
    metadata: { type: 'string' },
    use_directories: { type: 'string' },
    pagesize: { type: 'string', pattern: '^[0-9]{1,9}$' },
  },
  additionalProperties: false,
} as const;
export type UserfsListQuery = FromSchema<typeof userfsListQuery>;

/** What ?metadata=1 adds to a file: its size, dates (ISO) and content type. */
export const userfsFileMetadata = {
  type: 'object',
  properties: {
    size: { type: 'integer' },
    date_created: { type: 'string' },
    date_modified: { type: 'string' },
    mimetype: { type: 'string' },
  },
  required: ['size', 'date_created', 'date_modified', 'mimetype'],
  additionalProperties: false,
} as const;
export type UserfsFileMetadata = FromSchema<typeof userfsFileMetadata>;

/** A file of the store: its name within `pathprefix` (the folder listed), its type by extension. */
export const userfsFileSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    type: { type: 'string', enum: ASSET_TYPES },
    pathprefix: { type: 'string' },
    region: { type: 'string' },
    metadata: userfsFileMetadata,
  },
  required: ['name', 'type', 'pathprefix', 'region'],
  additionalProperties: false,
} as const;
export type UserfsFile = FromSchema<typeof userfsFileSchema>;

/** A folder of the store: its name ends with a slash. */
export const userfsDirectorySchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    type: { type: 'string', const: 'dir' },
    pathprefix: { type: 'string' },
    region: { type: 'string' },
  },
  required: ['name', 'type', 'pathprefix', 'region'],
  additionalProperties: false,
} as const;
export type UserfsDirectory = FromSchema<typeof userfsDirectorySchema>;

/**
 * A page of a folder: its folders (with use_directories=1) and files, in name order, and
 * `PageToken` when more follow (opaque: send it back as ?pagetoken= for the next page).
 */
export const userfsListSchema = {
  type: 'object',
  properties: {
    Directories: { type: 'array', items: userfsDirectorySchema },
    Data: { type: 'array', items: userfsFileSchema },
    Metadata: {
      type: 'object',
      properties: { Count: { type: 'integer' }, PageSize: { type: 'integer' } },
      required: ['Count', 'PageSize'],
      additionalProperties: false,
    },
    PageToken: { type: 'string' },
  },
  required: ['Directories', 'Data', 'Metadata'],
  additionalProperties: false,
} as const;
export type UserfsListing = FromSchema<typeof userfsListSchema>;

/** The answer of a delete: the path deleted. */
export const userfsDeletedSchema = {
  type: 'object',
  properties: { Deleted: { type: 'string' } },
  required: ['Deleted'],
  additionalProperties: false,
} as const;

/** How much of the store is used and how much it may hold (bytes), in every upload answer's headers too. */
export const userfsUsageSchema = {
  type: 'object',
  properties: { Used: { type: 'integer' }, Quota: { type: 'integer' } },
  required: ['Used', 'Quota'],
  additionalProperties: false,
} as const;
export type UserfsUsage = FromSchema<typeof userfsUsageSchema>;
