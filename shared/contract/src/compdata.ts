import { COMPDATA_NAME_MAX_LENGTH } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { fileDates, fileParams, storedFileFields } from './common.js';
import { pageMetadata } from './list-pages.js';
import { segmentName } from './names.js';
import { arrayOf, integer, object, string } from './schema.js';

/**
 * An XML template stored in a project (docs/reference.md §3: compdata; docs/compdata.md):
 * width, height and fps ("num/den") as the template says them, 640x360 at 25/1 where it is silent.
 */
export const compdataItemSchema = object(
  {
    ...storedFileFields,
    type: string({ const: 'compdata' }),
    width: integer(),
    height: integer(),
    fps: string(),
    ...fileDates,
  },
  ['name', 'uid', 'prjuid', 'region', 'awsregion', 'type', 'width', 'height', 'fps', 'date_created', 'date_modified'],
);
export type CompdataItem = FromSchema<typeof compdataItemSchema>;

/** GET /v1/list/compdata/{prjuid}: one page of the project's templates (at most 1,000, in name order). */
export const compdataListSchema = object({ Compdata: arrayOf(compdataItemSchema), Metadata: pageMetadata }, [
  'Compdata',
  'Metadata',
]);
export type CompdataList = FromSchema<typeof compdataListSchema>;

/** GET and DELETE /v1/compdata/{prjuid}/{name}: any stored name. */
export const compdataParams = fileParams;

/** PUT /v1/compdata/{prjuid}/{name}: the name becomes a file name of the project (the movie name rule). */
export const compdataSaveParams = object(
  { prjuid: string(), name: segmentName(COMPDATA_NAME_MAX_LENGTH) },
  ['prjuid', 'name'],
  { open: true },
);

/** The content types a template's text is sent with (PUT) and, the first, answered with (GET). */
export const COMPDATA_CONTENT_TYPES = ['application/xml', 'text/xml', 'text/plain'] as const;
