import type { EffectsComposition } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, object, string } from './schema.js';

/**
 * An effects composition as the project's `comps.json` app data keeps it (docs/reference.md §3,
 * docs/compositions.md). The list is written whole through /v1/appdata/{prjuid}/comps.json; the
 * entity and its rules are @reelforge/model's (`EffectsComposition`, `readCompositions`).
 */
export const effectsCompositionSchema = object(
  {
    region: string(),
    prjuid: string(),
    name: string(),
    /** fxpro or fxexpress: the editor the composition was made for. */
    type: string(),
    /** ISO 8601 times. */
    date_created: string(),
    date_modified: string(),
    dataprovider: string({ enum: ['feed', 'ds'] }),
    /** The datasource's name when the data provider is ds. */
    ds: string(),
    configURL: string(),
  },
  ['region', 'prjuid', 'name', 'type', 'date_created', 'date_modified', 'dataprovider', 'ds', 'configURL'],
);
export type EffectsCompositionBody = FromSchema<typeof effectsCompositionSchema>;

/** comps.json: the whole list. */
export const effectsCompositionListSchema = arrayOf(effectsCompositionSchema);
export type EffectsCompositionList = FromSchema<typeof effectsCompositionListSchema>;

// The wire's composition is the model's (the type-check fails if one changes without the other).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type EffectsCompositionAgreement = Same<EffectsCompositionBody, EffectsComposition> extends true ? true : never;
const agreement: EffectsCompositionAgreement = true;
void agreement;
