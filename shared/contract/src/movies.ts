import { VARIABLE_TYPES } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { fileDates, fileParams, storedFileFields } from './common.js';
import { pageMetadata } from './list-pages.js';
import { segmentName } from './names.js';
import { arrayOf, integer, object, string } from './schema.js';

/** A movie of the region API (docs/reference.md §3: type=sdl). */
export const movieItemSchema = object({ ...storedFileFields, type: string({ const: 'sdl' }), ...fileDates }, [
  'name',
  'uid',
  'prjuid',
  'region',
  'awsregion',
  'type',
  'date_created',
  'date_modified',
]);
export type MovieItem = FromSchema<typeof movieItemSchema>;

/**
 * GET /v1/list/sdl/{prjuid}: one page of the project's movies (at most 1,000, in name order),
 * with the next page's token while more follow.
 */
export const movieListSchema = object({ SDLS: arrayOf(movieItemSchema), Metadata: pageMetadata }, ['SDLS', 'Metadata']);
export type MovieList = FromSchema<typeof movieListSchema>;

/** A movie is addressed like any file of the project: by project and name. */
export const movieParams = fileParams;

/** Saving a movie creates its name: the name rule applies (movies have at most 200 characters). */
export const movieSaveParams = object({ prjuid: string(), name: segmentName(200) }, ['prjuid', 'name'], {
  open: true,
});

/** ?json=1 of GET /v1/sdl: the movie's JSON form instead of its binary message. */
export const movieReadQuery = object({ json: string() }, [], { open: true });

/** forcereencode=1 is the console's flag; every save stores the re-encoded message. */
export const movieSaveQuery = object({ forcereencode: string(), json: string() }, [], { open: true });

/**
 * A variable of a movie with every field filled in (proto3 leaves defaults out), as
 * GET /v1/sdlvariables answers it; the scene description's own Variable (shared/sdl)
 * has each field optional.
 */
export const filledVariableSchema = object(
  {
    key: string(),
    type: string({ enum: VARIABLE_TYPES }),
    valuetype: string(),
    value: string(),
    defaultvalue: string(),
    defaultrow: integer(),
    datasource: string(),
    column: string(),
    format: string(),
  },
  ['key', 'type', 'valuetype', 'value', 'defaultvalue', 'defaultrow', 'datasource', 'column', 'format'],
);
export type FilledVariable = FromSchema<typeof filledVariableSchema>;

/** GET /v1/sdlvariables/{prjuid}/{name}. */
export const movieVariablesResponse = object({ Variables: arrayOf(filledVariableSchema) }, ['Variables']);
export type MovieVariables = FromSchema<typeof movieVariablesResponse>;
