import type { FromSchema } from 'json-schema-to-ts';

/*
 * A story as the project's `stories.json` app data keeps it (docs/reference.md §3,
 * docs/stories.md): its scenes, their variants and transitions, and its sounds. The
 * entity is @reelforge/model's `Story`; model-agreement.ts holds the two together.
 * Enumerated fields are plain strings here: storyProblems (of @reelforge/model) names an
 * unknown value, with the scene or sound it is in.
 */

export const storyFadeSchema = {
  type: 'object',
  properties: { unit: { type: 'string' }, value: { type: 'number' } },
  additionalProperties: false,
} as const;

export const storySoundSchema = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    url: { type: 'string' },
    asset: { type: 'string' },
    variable: { type: 'string' },
    template: { type: 'string' },
    encodeURI: { type: 'boolean' },
    fallback: { type: 'string' },
    duration: { type: 'number' },
    volume: { type: 'number' },
    gain: { type: 'number' },
    fade: { type: 'object', properties: { in: storyFadeSchema, out: storyFadeSchema }, additionalProperties: false },
  },
  required: ['type'],
  additionalProperties: false,
} as const;

/** What a scene and each of its variants show, and for how long. */
const sceneContentProperties = {
  src: { type: 'string' },
  movie: { type: 'string' },
  video: { type: 'string' },
  template: { type: 'string' },
  unit: { type: 'string' },
  contentoffset: { type: 'number' },
  duration: { type: 'string' },
  default_duration: { type: 'number' },
  default_unit: { type: 'string' },
  numframesvar: { type: 'string' },
  audiolen: { type: 'number' },
  sounds: { type: 'array', items: storySoundSchema },
} as const;

export const storySceneContentSchema = {
  type: 'object',
  properties: sceneContentProperties,
  additionalProperties: false,
} as const;

export const storyVariantSchema = {
  type: 'object',
  properties: { key: { type: 'string' }, scene: storySceneContentSchema },
  required: ['key', 'scene'],
  additionalProperties: false,
} as const;

export const storySceneSchema = {
  type: 'object',
  properties: {
    ...sceneContentProperties,
    type: { type: 'string' },
    name: { type: 'string' },
    varname: { type: 'string' },
    default: { type: 'string' },
    matchvalues: {
      type: 'array',
      items: {
        type: 'object',
        properties: { value: { type: 'string' } },
        required: ['value'],
        additionalProperties: false,
      },
    },
    variants: { type: 'array', items: storyVariantSchema },
    reducebase: { type: 'number' },
    transition: { type: 'string' },
    tdur: { type: 'number' },
    tunit: { type: 'string' },
    tcolor: { type: 'string' },
    tdir: { type: 'number' },
    transition_mask: { type: 'string' },
    transition_mask_channel: { type: 'string' },
    transition_mask_invert: { type: 'boolean' },
    transition_mask_template: { type: 'string' },
  },
  required: ['type'],
  additionalProperties: false,
} as const;

export const storySchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    size: { type: 'string' },
    width: { type: 'number' },
    height: { type: 'number' },
    fps: { type: 'string' },
    samplerate: { type: 'number' },
    alevelmode: { type: 'string' },
    maxcombinations: { type: 'number' },
    volume: { type: 'number' },
    bgsound: storySoundSchema,
    sounds: { type: 'array', items: storySoundSchema },
    audiolen: { type: 'number' },
    scenes: { type: 'array', items: storySceneSchema },
    movie: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        params: {
          type: 'object',
          properties: { aparams: { type: 'object' }, vparams: { type: 'object' } },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
    selected: { type: 'boolean' },
  },
  required: ['name', 'scenes'],
  additionalProperties: false,
} as const;

export type StoryBody = FromSchema<typeof storySchema>;
