import type { FromSchema } from 'json-schema-to-ts';
import { assetSchema } from './assets.js';

/** PUT /v1/datasource/{prjuid}/{filename} (multipart/form-data, fields read by the route). */
export const datasourceParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' }, filename: { type: 'string' } },
  required: ['prjuid', 'filename'],
} as const;

/** What is known of a stored datasource: GET data?processed=1&metadataonly=1, and a column update's answer. */
export const datasourceMetadataSchema = {
  type: 'object',
  properties: {
    key_column: { type: 'string' },
    media_columns: { type: 'array', items: { type: 'string' } },
    key_column_candidates: { type: 'array', items: { type: 'string' } },
    parse_data: {
      type: 'object',
      properties: { delimiter: { type: 'string' }, first_line_is_header: { type: 'boolean' } },
      required: ['delimiter', 'first_line_is_header'],
      additionalProperties: false,
    },
    columns: { type: 'array', items: { type: 'string' } },
    rowcount: { type: 'integer' },
  },
  required: ['key_column', 'media_columns', 'key_column_candidates', 'parse_data', 'columns', 'rowcount'],
  additionalProperties: false,
} as const;
export type DatasourceSummary = FromSchema<typeof datasourceMetadataSchema>;

/** The answer of an upload: one csv datasource per sheet. */
export const datasourceUploadResponse = {
  type: 'object',
  properties: { Datasources: { type: 'array', items: assetSchema } },
  required: ['Datasources'],
  additionalProperties: false,
} as const;
export type DatasourceUploadReply = FromSchema<typeof datasourceUploadResponse>;
