import { VARIABLE_TYPES } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { fileDates, fileParams, storedFileFields } from './common.js';
import { pageMetadata } from './list-pages.js';
import { segmentName } from './names.js';

/** A movie of the region API (docs/reference.md §3: type=sdl). */
export const movieItemSchema = {
  type: 'object',
  properties: {
    ...storedFileFields,
    type: { type: 'string', const: 'sdl' },
    ...fileDates,
  },
  required: ['name', 'uid', 'prjuid', 'region', 'awsregion', 'type', 'date_created', 'date_modified'],
  additionalProperties: false,
} as const;
export type MovieItem = FromSchema<typeof movieItemSchema>;

/** GET /v1/list/sdl/{prjuid}: one page of the project's movies (at most 1,000, in name order), with the next page's token while more follow. */
export const movieListSchema = {
  type: 'object',
  properties: {
    SDLS: { type: 'array', items: movieItemSchema },
    Metadata: pageMetadata,
  },
  required: ['SDLS', 'Metadata'],
  additionalProperties: false,
} as const;
export type MovieList = FromSchema<typeof movieListSchema>;

/** A movie is addressed like any file of the project: by project and name. */
export const movieParams = fileParams;

/** Saving a movie creates its name: the name rule applies (movies have at most 200 characters). */
export const movieSaveParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' }, name: segmentName(200) },
  required: ['prjuid', 'name'],
} as const;

/** ?json=1 of GET /v1/sdl: the movie's JSON form instead of its binary message. */
export const movieReadQuery = {
  type: 'object',
  properties: { json: { type: 'string' } },
} as const;

/** forcereencode=1 is the console's flag; every save stores the re-encoded message. */
export const movieSaveQuery = {
  type: 'object',
  properties: { forcereencode: { type: 'string' }, json: { type: 'string' } },
} as const;

/**
 * A variable of a movie with every field filled in (proto3 leaves defaults out), as
 * GET /v1/sdlvariables answers it; the scene description's own Variable (shared/sdl)
 * has each field optional.
 */
export const filledVariableSchema = {
  type: 'object',
  properties: {
    key: { type: 'string' },
    type: { type: 'string', enum: VARIABLE_TYPES },
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
export type FilledVariable = FromSchema<typeof filledVariableSchema>;

/** GET /v1/sdlvariables/{prjuid}/{name}. */
export const movieVariablesResponse = {
  type: 'object',
  properties: { Variables: { type: 'array', items: filledVariableSchema } },
  required: ['Variables'],
  additionalProperties: false,
} as const;
export type MovieVariables = FromSchema<typeof movieVariablesResponse>;
