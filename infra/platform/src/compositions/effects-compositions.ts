import { effectsCompositionSchema } from '@reelforge/contract';
import { EFFECTS_COMPOSITIONS_FILE } from '@reelforge/model';
import { Ajv } from 'ajv';
import { badRequest } from '../lib/http-errors.ts';

/** The app data file a project's effects compositions are kept in (docs/reference.md §3, docs/compositions.md). */
export const COMPOSITIONS_FILE = EFFECTS_COMPOSITIONS_FILE;

// The contract's schema, checked as Fastify checks a body, without coercion or removal: a
// comps.json holds compositions and nothing else.
const ajv = new Ajv({ coerceTypes: false, allErrors: false });
const validComposition = ajv.compile(effectsCompositionSchema);

/**
 * Refuses (400) a comps.json list that is not a list of compositions, naming the item and the
 * field, or that holds a name twice (a composition's name is its id, docs/reference.md §2).
 */
export function checkCompositions(list: readonly unknown[]): void {
  const names = new Set<string>();
  list.forEach((item, index) => {
    if (!validComposition(item)) {
      throw badRequest(
        `${COMPOSITIONS_FILE}: item ${index + 1} is not an effects composition: ` +
          `${ajv.errorsText(validComposition.errors, { dataVar: 'composition' })}`,
      );
    }
    const { name } = item as { name: string };
    if (names.has(name)) throw badRequest(`${COMPOSITIONS_FILE}: the name ${JSON.stringify(name)} is used twice`);
    names.add(name);
  });
}
