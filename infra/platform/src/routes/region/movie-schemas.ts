import { segmentName } from '../../lib/name-rule.ts';

/** A movie of the region API (SPEC §3: type=sdl). */
export const movieItemSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    uid: { type: 'string' },
    prjuid: { type: 'string' },
    region: { type: 'string' },
    awsregion: { type: 'string' },
    type: { type: 'string', const: 'sdl' },
    date_created: { type: 'string' },
    date_modified: { type: 'string' },
  },
  required: ['name', 'uid', 'prjuid', 'region', 'awsregion', 'type', 'date_created', 'date_modified'],
  additionalProperties: false,
} as const;

export const movieListSchema = {
  type: 'object',
  properties: {
    SDLS: { type: 'array', items: movieItemSchema },
    Metadata: {
      type: 'object',
      properties: { Count: { type: 'integer' } },
      required: ['Count'],
      additionalProperties: false,
    },
  },
  required: ['SDLS', 'Metadata'],
  additionalProperties: false,
} as const;

/** A movie variable as the variables tab edits it, every field present. */
export const variableSchema = {
  type: 'object',
  properties: {
    key: { type: 'string' },
    type: { type: 'string', enum: ['MAP', 'DATASOURCE', 'FORMAT'] },
    valuetype: { type: 'string' },
    value: { type: 'string' },
    defaultvalue: { type: 'string' },
    defaultrow: { type: 'integer' },
    datasource: { type: 'string' },
    column: { type: 'string' },
    format: { type: 'string' },
  },
  required: ['key', 'type', 'valuetype', 'value', 'defaultvalue', 'defaultrow', 'datasource', 'column', 'format'],
  additionalProperties: false,
} as const;

/** A movie is addressed like any file of the project: by project and name. */
export { assetParams as movieParams } from './schemas.ts';

/** Saving a movie creates its name: the name rule applies (movies have at most 200 characters). */
export const movieSaveParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' }, name: segmentName(200) },
  required: ['prjuid', 'name'],
} as const;

/** Render parameters: variable values by key (numbers and booleans are taken as text). */
export const renderParamsSchema = {
  type: 'object',
  additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
} as const;

const frameSpan = { start: { type: 'integer' }, end: { type: 'integer' } } as const;

/** The renderer's MovieStructure (structure call of the media host). */
export const movieStructureSchema = {
  type: 'object',
  properties: {
    width: { type: 'integer' },
    height: { type: 'integer' },
    framerate: {
      type: 'object',
      properties: { num: { type: 'integer' }, den: { type: 'integer' } },
      required: ['num', 'den'],
      additionalProperties: false,
    },
    frames: { type: 'integer' },
    duration: { type: 'number' },
    scenes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          start: { type: 'integer' },
          length: { type: 'integer' },
          layers: {
            type: 'array',
            items: {
              type: 'object',
              properties: { name: { type: 'string' }, kind: { type: 'string' }, ...frameSpan, bound: { type: 'array', items: { type: 'string' } } },
              required: ['name', 'kind', 'start', 'end', 'bound'],
              additionalProperties: false,
            },
          },
          transition: {
            type: 'object',
            properties: { type: { type: 'string' }, frames: { type: 'integer' } },
            required: ['type', 'frames'],
            additionalProperties: false,
          },
        },
        required: ['name', 'start', 'length', 'layers'],
        additionalProperties: false,
      },
    },
    audio: {
      type: 'array',
      items: { type: 'object', properties: { asset: { type: 'string' }, ...frameSpan }, required: ['asset', 'start', 'end'], additionalProperties: false },
    },
    variables: {
      type: 'array',
      items: {
        type: 'object',
        properties: { key: { type: 'string' }, type: { type: 'string' }, valuetype: { type: 'string' } },
        required: ['key', 'type', 'valuetype'],
        additionalProperties: false,
      },
    },
  },
  required: ['width', 'height', 'framerate', 'frames', 'duration', 'scenes', 'audio', 'variables'],
  additionalProperties: false,
} as const;
