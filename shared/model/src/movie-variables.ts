/** Movie variables as the variables tab keeps them (docs/reference.md §3 Movie variables, §5 variables tab). */
import { storedVariableValue } from './variable-values.js';

export const VARIABLE_TYPES = ['MAP', 'DATASOURCE', 'FORMAT'] as const;
export type MovieVariableType = (typeof VARIABLE_TYPES)[number];
export const VARIABLE_VALUE_TYPES = ['string', 'points'] as const;

/**
 * What these rules read of a variable. The variable itself is the scene description's
 * (Variable of shared/sdl, from movie.proto): the rules take any value that has these
 * fields and give back the same type, so the model does not restate it.
 */
interface VariableFields {
  type?: string | null;
  valuetype?: string | null;
  value?: string | null;
  defaultvalue?: string | null;
}

/** The fields only a DATASOURCE variable keeps, and the one only a FORMAT variable keeps. */
const DATASOURCE_FIELDS = ['datasource', 'column', 'defaultrow'] as const;
const FORMAT_FIELD = 'format';

/**
 * A variable as it is saved: its value and default value stored by its value type (string
 * values keep the newline escape, points lose their spaces), and only the fields its type
 * uses: datasource, column and default row for DATASOURCE, the format text for FORMAT.
 */
export function storedVariable<V extends VariableFields>(variable: V): V {
  const type = variable.type ?? 'MAP';
  const out = { ...variable } as VariableFields & Record<string, unknown>;
  const valuetype = out.valuetype ?? undefined;
  if (typeof out.value === 'string') out.value = storedVariableValue(valuetype, out.value);
  if (typeof out.defaultvalue === 'string') out.defaultvalue = storedVariableValue(valuetype, out.defaultvalue);
  if (type !== 'DATASOURCE') for (const field of DATASOURCE_FIELDS) delete out[field];
  if (type !== 'FORMAT') delete out[FORMAT_FIELD];
  return out as V;
}

/** Why a variable key cannot be used, or null. Keys are referenced as ${key} in format texts and bindings. */
export function variableKeyError(key: string, otherKeys: readonly string[]): string | null {
  if (!key.trim()) return 'A variable needs a key.';
  if (/[\s${}]/.test(key)) return 'A variable key cannot contain spaces, $, { or }.';
  if (otherKeys.includes(key)) return `There is already a variable named ${key}.`;
  return null;
}

/** The value a render uses for a variable when the caller gives none. */
export function variableStartValue(variable: Pick<VariableFields, 'value' | 'defaultvalue'>): string {
  return variable.value || variable.defaultvalue || '';
}
