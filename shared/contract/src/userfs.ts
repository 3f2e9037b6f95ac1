import { ASSET_TYPES } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, integer, object, string } from './schema.js';

/**
 * The per-user file store (UserFS, docs/reference.md §3, §7; docs/userfs.md). Paths travel
 * in the URL after the call's prefix (`/v1/userfs/data/logos/acme.png`) and are checked by
 * `userfsPathProblem` of @reelforge/model on the platform, so the schemas take the rest
 * of the URL as one string.
 */

/** Every call with a path: the rest of the URL (Fastify's wildcard). */
export const userfsPathParams = object({ '*': string() }, ['*'], { open: true });

/** GET /v1/userfs/list/data/{prefix}: flags read with parseBoolean; pagesize 1 or more, at most 200 used. */
export const userfsListQuery = object({
  pagetoken: string({ maxLength: 2048 }),
  metadata: string(),
  use_directories: string(),
  pagesize: string({ pattern: '^[0-9]{1,9}$' }),
});
export type UserfsListQuery = FromSchema<typeof userfsListQuery>;

/** What ?metadata=1 adds to a file: its size, dates (ISO) and content type. */
export const userfsFileMetadata = object(
  { size: integer(), date_created: string(), date_modified: string(), mimetype: string() },
  ['size', 'date_created', 'date_modified', 'mimetype'],
);
export type UserfsFileMetadata = FromSchema<typeof userfsFileMetadata>;

/** A file of the store: its name within `pathprefix` (the folder listed), its type by extension. */
export const userfsFileSchema = object(
  {
    name: string(),
    type: string({ enum: ASSET_TYPES }),
    pathprefix: string(),
    region: string(),
    metadata: userfsFileMetadata,
  },
  ['name', 'type', 'pathprefix', 'region'],
);
export type UserfsFile = FromSchema<typeof userfsFileSchema>;

/** A folder of the store: its name ends with a slash. */
export const userfsDirectorySchema = object(
  { name: string(), type: string({ const: 'dir' }), pathprefix: string(), region: string() },
  ['name', 'type', 'pathprefix', 'region'],
);
export type UserfsDirectory = FromSchema<typeof userfsDirectorySchema>;

/**
 * A page of a folder: its folders (with use_directories=1) and files, in name order, and
 * `PageToken` when more follow (opaque: send it back as ?pagetoken= for the next page).
 */
export const userfsListSchema = object(
  {
    Directories: arrayOf(userfsDirectorySchema),
    Data: arrayOf(userfsFileSchema),
    Metadata: object({ Count: integer(), PageSize: integer() }, ['Count', 'PageSize']),
    PageToken: string(),
  },
  ['Directories', 'Data', 'Metadata'],
);
export type UserfsListing = FromSchema<typeof userfsListSchema>;

/** The answer of a delete: the path deleted. */
export const userfsDeletedSchema = object({ Deleted: string() }, ['Deleted']);

/** How much of the store is used and how much it may hold (bytes), in every upload answer's headers too. */
export const userfsUsageSchema = object({ Used: integer(), Quota: integer() }, ['Used', 'Quota']);
export type UserfsUsage = FromSchema<typeof userfsUsageSchema>;
