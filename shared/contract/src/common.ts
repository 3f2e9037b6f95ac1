/** Shapes many calls share: how a project and a file of it are addressed, and the delete answer. */

export const prjuidParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' } },
  required: ['prjuid'],
} as const;

/** A stored file by name: any name it was stored under, so an old bad name can still be deleted. */
export const fileParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' }, name: { type: 'string' } },
  required: ['prjuid', 'name'],
} as const;

/** ?replace=1 (read with parseBoolean): an upload may overwrite a file of the same name. */
export const replaceQuery = {
  type: 'object',
  properties: { replace: { type: 'string' } },
} as const;

/** The answer of a delete: what was deleted. */
export const deletedResponse = {
  type: 'object',
  properties: { Deleted: { type: 'string' } },
  required: ['Deleted'],
  additionalProperties: false,
} as const;

/** `Metadata` of a list answer. */
export const countMetadata = {
  type: 'object',
  properties: { Count: { type: 'integer' } },
  required: ['Count'],
  additionalProperties: false,
} as const;

/** A call that takes no query parameters (and, for POST, no body). */
export const noInput = { querystring: { type: 'object' } } as const;

/** What every stored file of a project (an asset, a movie) is known by. */
export const storedFileFields = {
  name: { type: 'string' },
  uid: { type: 'string' },
  prjuid: { type: 'string' },
  region: { type: 'string' },
  awsregion: { type: 'string' },
} as const;

/** When a stored file was created and last changed (ISO dates). */
export const fileDates = { date_created: { type: 'string' }, date_modified: { type: 'string' } } as const;
