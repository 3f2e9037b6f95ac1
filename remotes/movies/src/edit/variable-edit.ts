/** Edits of a movie's variables; renaming or removing a variable carries its bindings along. */
import type { Variable } from '@reelforge/sdl';
import { rebind } from './bindings.js';
import type { MovieEdit } from './movie-edit.js';

/** A key not used yet: var1, var2, ... */
export function freeKey(variables: readonly Variable[] = [], stem = 'var'): string {
  const used = new Set(variables.map((variable) => variable.key));
  let n = 1;
  while (used.has(`${stem}${n}`)) n++;
  return `${stem}${n}`;
}

export const addVariable = (): MovieEdit => (movie) => {
  const copy = structuredClone(movie);
  const variables = (copy.variables ??= []);
  variables.push({ key: freeKey(variables), type: 'MAP', valuetype: 'string', value: '', defaultvalue: '' });
  return copy;
};

export const removeVariable =
  (index: number): MovieEdit =>
  (movie) => {
    const copy = structuredClone(movie);
    const [removed] = copy.variables?.splice(index, 1) ?? [];
    const key = removed?.key;
    // Another variable of the same key still feeds those fields.
    if (key && !copy.variables?.some((variable) => variable.key === key)) rebind(copy, key, null);
    return copy;
  };

export const updateVariable =
  (index: number, patch: Partial<Variable>): MovieEdit =>
  (movie) => {
    const copy = structuredClone(movie);
    const variables = copy.variables ?? [];
    const variable = variables[index];
    if (!variable) return movie;
    const before = variable.key;
    Object.assign(variable, patch);
    const after = variable.key;
    const sharedBy = (key: string | undefined) => variables.some((other, at) => at !== index && other.key === key);
    // Bindings follow a rename unless either key belongs to another variable too.
    if (patch.key !== undefined && before && after && before !== after && !sharedBy(before) && !sharedBy(after))
      rebind(copy, before, after);
    return copy;
  };
