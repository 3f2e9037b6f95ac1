import { storySchema } from '@reelforge/contract';
import { normaliseStory, type Story } from '@reelforge/model';
import { Ajv } from 'ajv';
import { badRequest } from '../lib/http-errors.ts';

// The contract's schema, checked as Fastify checks a request body (no type coercion; fields
// a story does not have left out, as the console may keep its own).
const ajv = new Ajv({ coerceTypes: false, allErrors: false, removeAdditional: true, useDefaults: true });
const validStory = ajv.compile(storySchema);

/**
 * A story from its JSON (docs/reference.md §3), held to the contract's story schema and
 * put in its saved form (`normaliseStory`): a value that is not a story is a 400 naming the
 * field, with `where` saying whose it is.
 */
export function storyFromJson(value: unknown, where = 'The story'): Story {
  if (!validStory(value))
    throw badRequest(`${where} is not a story: ${ajv.errorsText(validStory.errors, { dataVar: 'story' })}`);
  return normaliseStory(value as Story);
}
