import type { FromSchema } from 'json-schema-to-ts';
import { assetSchema } from './assets.js';
import { arrayOf, boolean, integer, object, string } from './schema.js';

/** PUT /v1/datasource/{prjuid}/{filename} (multipart/form-data, fields read by the route). */
export const datasourceParams = object({ prjuid: string(), filename: string() }, ['prjuid', 'filename'], {
  open: true,
});

/** What is known of a stored datasource: GET data?processed=1&metadataonly=1, and a column update's answer. */
export const datasourceMetadataSchema = object(
  {
    key_column: string(),
    media_columns: arrayOf(string()),
    key_column_candidates: arrayOf(string()),
    parse_data: object({ delimiter: string(), first_line_is_header: boolean() }, ['delimiter', 'first_line_is_header']),
    columns: arrayOf(string()),
    rowcount: integer(),
  },
  ['key_column', 'media_columns', 'key_column_candidates', 'parse_data', 'columns', 'rowcount'],
);
export type DatasourceSummary = FromSchema<typeof datasourceMetadataSchema>;

/** The answer of an upload: one csv datasource per sheet. */
export const datasourceUploadResponse = object({ Datasources: arrayOf(assetSchema) }, ['Datasources']);
export type DatasourceUploadReply = FromSchema<typeof datasourceUploadResponse>;
