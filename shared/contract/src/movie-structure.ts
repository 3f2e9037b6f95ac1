import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, integer, number, object, string } from './schema.js';

const frameSpan = { start: integer(), end: integer() } as const;

/**
 * The renderer's MovieStructure, answered by PUT /iv/apps/api/v1/sdl/structure/{prjuid}:
 * the movie's size, timing, scenes and layers (with the fields taken from variables),
 * audio and variables.
 */
export const movieStructureSchema = object(
  {
    width: integer(),
    height: integer(),
    framerate: object({ num: integer(), den: integer() }, ['num', 'den']),
    frames: integer(),
    duration: number(),
    scenes: arrayOf(
      object(
        {
          name: string(),
          start: integer(),
          length: integer(),
          layers: arrayOf(
            object({ name: string(), kind: string(), ...frameSpan, bound: arrayOf(string()) }, [
              'name',
              'kind',
              'start',
              'end',
              'bound',
            ]),
          ),
          transition: object({ type: string(), frames: integer() }, ['type', 'frames']),
        },
        ['name', 'start', 'length', 'layers'],
      ),
    ),
    audio: arrayOf(object({ asset: string(), ...frameSpan }, ['asset', 'start', 'end'])),
    variables: arrayOf(object({ key: string(), type: string(), valuetype: string() }, ['key', 'type', 'valuetype'])),
  },
  ['width', 'height', 'framerate', 'frames', 'duration', 'scenes', 'audio', 'variables'],
);
export type MovieStructure = FromSchema<typeof movieStructureSchema>;
export type StructureScene = MovieStructure['scenes'][number];
export type StructureLayer = StructureScene['layers'][number];
