/** Shapes many calls share: how a project and a file of it are addressed, and the delete answer. */
import { integer, object, string } from './schema.js';

export const prjuidParams = object({ prjuid: string() }, ['prjuid'], { open: true });

/** A stored file by name: any name it was stored under, so an old bad name can still be deleted. */
export const fileParams = object({ prjuid: string(), name: string() }, ['prjuid', 'name'], { open: true });

/** ?replace=1 (read with parseBoolean): an upload may overwrite a file of the same name. */
export const replaceQuery = object({ replace: string() }, [], { open: true });

/** The answer of a delete: what was deleted. */
export const deletedResponse = object({ Deleted: string() }, ['Deleted']);

/** `Metadata` of a list answer. */
export const countMetadata = object({ Count: integer() }, ['Count']);

/** A call that takes no query parameters (and, for POST, no body). */
export const noInput = { querystring: { type: 'object' } } as const;

/** What every stored file of a project (an asset, a movie) is known by. */
export const storedFileFields = {
  name: string(),
  uid: string(),
  prjuid: string(),
  region: string(),
  awsregion: string(),
} as const;

/** When a stored file was created and last changed (ISO dates). */
export const fileDates = { date_created: string(), date_modified: string() } as const;
