import type { FromSchema } from 'json-schema-to-ts';

const frameSpan = { start: { type: 'integer' }, end: { type: 'integer' } } as const;

/**
 * The renderer's MovieStructure, answered by PUT /iv/apps/api/v1/sdl/structure/{prjuid}:
 * the movie's size, timing, scenes and layers (with the fields taken from variables),
 * audio and variables.
 */
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
              properties: {
                name: { type: 'string' },
                kind: { type: 'string' },
                ...frameSpan,
                bound: { type: 'array', items: { type: 'string' } },
              },
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
      items: {
        type: 'object',
        properties: { asset: { type: 'string' }, ...frameSpan },
        required: ['asset', 'start', 'end'],
        additionalProperties: false,
      },
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
export type MovieStructure = FromSchema<typeof movieStructureSchema>;
export type StructureScene = MovieStructure['scenes'][number];
export type StructureLayer = StructureScene['layers'][number];
