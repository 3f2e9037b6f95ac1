/** The variable values a preview or export sends. */
import { storedVariableValue, variableStartValue } from '@reelforge/model';
import type { Variable } from '@reelforge/sdl';

/** The value a play field shows: what the user typed, else the variable's value or default. */
export function fieldValue(variable: Variable, params: Record<string, string>): string {
  const key = variable.key ?? '';
  return params[key] ?? variableStartValue(variable);
}

/** Every variable's value, stored the way its value type wants (newline escape, points without spaces). */
export function renderParams(
  variables: readonly Variable[] = [],
  params: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const variable of variables) {
    if (!variable.key) continue;
    out[variable.key] = storedVariableValue(variable.valuetype, fieldValue(variable, params));
  }
  return out;
}
