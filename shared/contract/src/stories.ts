import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, boolean, number, object, string } from './schema.js';

/*
 * A story as the project's `stories.json` app data keeps it (docs/reference.md §3,
 * docs/stories.md): its scenes, their variants and transitions, and its sounds. The
 * entity is @reelforge/model's `Story`; model-agreement.ts holds the two together.
 * Enumerated fields are plain strings here: storyProblems (of @reelforge/model) names an
 * unknown value, with the scene or sound it is in.
 */

export const storyFadeSchema = object({ unit: string(), value: number() });

export const storySoundSchema = object(
  {
    type: string(),
    url: string(),
    asset: string(),
    variable: string(),
    template: string(),
    encodeURI: boolean(),
    fallback: string(),
    duration: number(),
    volume: number(),
    gain: number(),
    fade: object({ in: storyFadeSchema, out: storyFadeSchema }),
  },
  ['type'],
);

/** What a scene and each of its variants show, and for how long. */
const sceneContentProperties = {
  src: string(),
  movie: string(),
  video: string(),
  template: string(),
  unit: string(),
  contentoffset: number(),
  duration: string(),
  default_duration: number(),
  default_unit: string(),
  numframesvar: string(),
  audiolen: number(),
  sounds: arrayOf(storySoundSchema),
} as const;

export const storySceneContentSchema = object(sceneContentProperties);

export const storyVariantSchema = object({ key: string(), scene: storySceneContentSchema }, ['key', 'scene']);

export const storySceneSchema = object(
  {
    ...sceneContentProperties,
    type: string(),
    name: string(),
    varname: string(),
    default: string(),
    matchvalues: arrayOf(object({ value: string() }, ['value'])),
    variants: arrayOf(storyVariantSchema),
    reducebase: number(),
    transition: string(),
    tdur: number(),
    tunit: string(),
    tcolor: string(),
    tdir: number(),
    transition_mask: string(),
    transition_mask_channel: string(),
    transition_mask_invert: boolean(),
    transition_mask_template: string(),
  },
  ['type'],
);

export const storySchema = object(
  {
    name: string(),
    size: string(),
    width: number(),
    height: number(),
    fps: string(),
    samplerate: number(),
    alevelmode: string(),
    maxcombinations: number(),
    volume: number(),
    bgsound: storySoundSchema,
    sounds: arrayOf(storySoundSchema),
    audiolen: number(),
    scenes: arrayOf(storySceneSchema),
    movie: object({
      name: string(),
      params: object({ aparams: { type: 'object' }, vparams: { type: 'object' } }),
    }),
    selected: boolean(),
  },
  ['name', 'scenes'],
);

export type StoryBody = FromSchema<typeof storySchema>;
