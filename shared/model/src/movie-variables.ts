/** Movie variables as the variables tab keeps them (SPEC §3 Movie variables, §5 variables tab). */
import { storedVariableValue } from './variable-values.js';

export const VARIABLE_TYPES = ['MAP', 'DATASOURCE', 'FORMAT'] as const;
export type MovieVariableType = (typeof VARIABLE_TYPES)[number];
export const VARIABLE_VALUE_TYPES = ['string', 'points'] as const;

/** The fields of a variable (the scene description's Variable). */
export interface MovieVariable {
  key?: string;
  type?: MovieVariableType;
  valuetype?: string;
  value?: string;
  defaultvalue?: string;
  datasource?: string;
  column?: string;
  defaultrow?: number;
  format?: string;
}

/**
 * A variable as it is saved: its value and default value stored by its value type (string
 * values keep the newline escape, points lose their spaces), and only the fields its type
 * uses: datasource, column and default row for DATASOURCE, the format text for FORMAT.
 */
export function storedVariable(variable: MovieVariable): MovieVariable {
  const type = variable.type ?? 'MAP';
  const out: MovieVariable = { ...variable };
  if (out.value !== undefined) out.value = storedVariableValue(out.valuetype, out.value);
  if (out.defaultvalue !== undefined) out.defaultvalue = storedVariableValue(out.valuetype, out.defaultvalue);
  if (type !== 'DATASOURCE') {
    delete out.datasource;
    delete out.column;
    delete out.defaultrow;
  }
  if (type !== 'FORMAT') delete out.format;
  return out;
}

/** Why a variable key cannot be used, or null. Keys are referenced as ${key} in format texts and bindings. */
export function variableKeyError(key: string, otherKeys: readonly string[]): string | null {
  if (!key.trim()) return 'A variable needs a key.';
  if (/[\s${}]/.test(key)) return 'A variable key cannot contain spaces, $, { or }.';
  if (otherKeys.includes(key)) return `There is already a variable named ${key}.`;
  return null;
}

/** The value a render uses for a variable when the caller gives none. */
export function variableStartValue(variable: MovieVariable): string {
  return variable.value || variable.defaultvalue || '';
}
