import { labelName } from '../../lib/name-rule.ts';

/** The project object of the region API (SPEC §3). */
export const projectSchema = {
  type: 'object',
  properties: {
    uid: { type: 'string' },
    prjuid: { type: 'string' },
    name: { type: 'string' },
    region: { type: 'string' },
    awsregion: { type: 'string' },
    date_created: { type: 'string' },
    type: { type: 'string', const: 'project' },
  },
  required: ['uid', 'prjuid', 'name', 'region', 'awsregion', 'date_created', 'type'],
  additionalProperties: false,
} as const;

export const projectDetailSchema = {
  type: 'object',
  properties: {
    ...projectSchema.properties,
    Metadata: {
      type: 'object',
      properties: { Owner: { type: 'string' }, Speed: { type: 'integer' } },
      required: ['Owner', 'Speed'],
      additionalProperties: false,
    },
  },
  required: [...projectSchema.required, 'Metadata'],
  additionalProperties: false,
} as const;

/** PUT /v1/project/{name}: a project's name is only shown, so it may hold a slash. */
export const projectNameParams = {
  type: 'object',
  properties: { name: labelName() },
  required: ['name'],
} as const;

export const uidParams = {
  type: 'object',
  properties: { uid: { type: 'string' } },
  required: ['uid'],
} as const;

export const settingsBody = {
  type: 'object',
  properties: {
    settings: {
      type: 'object',
      properties: { speed: { type: 'integer', minimum: 0, maximum: 4 } },
      required: ['speed'],
    },
  },
  required: ['settings'],
} as const;

export const settingsResponse = {
  type: 'object',
  properties: {
    settings: { type: 'object', properties: { speed: { type: 'integer' } }, required: ['speed'] },
  },
  required: ['settings'],
} as const;

/** An asset of GET /v1/list/data and of upload answers (SPEC §3). */
export const assetSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    uid: { type: 'string' },
    prjuid: { type: 'string' },
    region: { type: 'string' },
    awsregion: { type: 'string' },
    type: { type: 'string' },
    mimetype: { type: 'string' },
    size: { type: 'integer' },
    date_created: { type: 'string' },
    date_modified: { type: 'string' },
  },
  required: ['name', 'uid', 'prjuid', 'region', 'awsregion', 'type', 'mimetype', 'size', 'date_created', 'date_modified'],
  additionalProperties: false,
} as const;

const assetArray = { type: 'array', items: assetSchema } as const;

export const assetListSchema = {
  type: 'object',
  properties: {
    Videos: assetArray,
    Images: assetArray,
    Audios: assetArray,
    Fonts: assetArray,
    Datasources: assetArray,
    Trackdata: assetArray,
    Generic: assetArray,
    Metadata: {
      type: 'object',
      properties: { Count: { type: 'integer' } },
      required: ['Count'],
      additionalProperties: false,
    },
  },
  required: ['Videos', 'Images', 'Audios', 'Fonts', 'Datasources', 'Trackdata', 'Generic', 'Metadata'],
  additionalProperties: false,
} as const;

export const prjuidParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' } },
  required: ['prjuid'],
} as const;

/** A stored file by name: any name it was stored under, so an old bad name can still be deleted. */
export const assetParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' }, name: { type: 'string' } },
  required: ['prjuid', 'name'],
} as const;

/** ?name= of a delete by the stored name: '.' and '..' cannot travel as a path segment. */
export const storedNameQuery = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1 } },
  required: ['name'],
} as const;

export const thumbnailParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' }, file: { type: 'string' } },
  required: ['prjuid', 'file'],
} as const;

/** ?download=1, ?processed=1[&metadataonly=1] of GET data (flags read with parseBoolean). */
export const dataQuery = {
  type: 'object',
  properties: {
    download: { type: 'string' },
    processed: { type: 'string' },
    metadataonly: { type: 'string' },
  },
} as const;

export const replaceQuery = {
  type: 'object',
  properties: { replace: { type: 'string' } },
} as const;

export const deletedResponse = {
  type: 'object',
  properties: { Deleted: { type: 'string' } },
  required: ['Deleted'],
  additionalProperties: false,
} as const;

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

export const trackVersionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    vuid: { type: 'string' },
    videoname: { type: 'string' },
    name: { type: 'string' },
    prjuid: { type: 'string' },
    region: { type: 'string' },
    type: { type: 'string', const: 'mtversion' },
  },
  required: ['id', 'vuid', 'videoname', 'name', 'prjuid', 'region', 'type'],
  additionalProperties: false,
} as const;

export const trackVersionWithDataSchema = {
  type: 'object',
  properties: { ...trackVersionSchema.properties, data: {} },
  required: [...trackVersionSchema.required, 'data'],
  additionalProperties: false,
} as const;
