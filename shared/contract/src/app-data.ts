import type { FromSchema } from 'json-schema-to-ts';
import { countMetadata, fileParams } from './common.js';
import { arrayOf, integer, object, string } from './schema.js';

/** The app data files of a project (docs/reference.md §3): JSON lists the console keeps whole. */
export const APP_DATA_FILES = ['jobs.json', 'scripts.json', 'stories.json', 'comps.json'] as const;
export type AppDataName = (typeof APP_DATA_FILES)[number];

/** /v1/appdata/{prjuid}/{name}: a file of the project; the route checks the name against APP_DATA_FILES. */
export const appDataParams = fileParams;

/** One stored app data file. */
export const appDataItemSchema = object(
  { name: string({ enum: APP_DATA_FILES }), size: integer(), date_modified: string() },
  ['name', 'size', 'date_modified'],
);
export type AppDataItem = FromSchema<typeof appDataItemSchema>;

/** GET /v1/list/appdata/{prjuid}. */
export const appDataListSchema = object({ AppData: arrayOf(appDataItemSchema), Metadata: countMetadata }, [
  'AppData',
  'Metadata',
]);
export type AppDataList = FromSchema<typeof appDataListSchema>;

/** PUT or POST /v1/appdata/{prjuid}/{name}: the whole list (its items are the console's, not checked here). */
export const appDataBody = { type: 'array' } as const;
