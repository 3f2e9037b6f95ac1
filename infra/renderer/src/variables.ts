import { parseInteger, parsePoints, unescapeNewlines } from '@reelforge/model';
import type { Movie, Variable } from '@reelforge/sdl';
import { RenderError } from './api.js';
import { applyBindings } from './bindings.js';

export interface DatasourceTable {
  columns: string[];
  rows: string[][];
}

export interface VariableInput {
  /** Values by variable key (they win over the movie's own); `row` picks the datasource row. */
  params?: Record<string, string>;
  /** The tables DATASOURCE variables read, by datasource name. */
  datasources?: Record<string, DatasourceTable | undefined>;
  /**
   * A DATASOURCE variable whose table is not given takes its default value instead of
   * failing: for describing a movie without reading its datasources.
   */
  withoutDatasources?: boolean;
}

export interface ResolvedVariables {
  /** The movie with every binding applied; bindings are removed. */
  movie: Movie;
  /** Each variable's value; string values have their newline escapes turned into line breaks. */
  values: Record<string, string>;
  /** The parsed points of each points variable. */
  points: Record<string, { x: number; y: number }[]>;
}

const REFERENCE = /\$\{([^}]*)\}/g;

/** The datasources DATASOURCE variables will read (those no request param overrides). */
export function datasourcesToRead(movie: Movie, params: Record<string, string> = {}): string[] {
  const names = new Set<string>();
  for (const variable of movie.variables ?? []) {
    if (variable.type === 'DATASOURCE' && variable.key && !(variable.key in params) && variable.datasource)
      names.add(variable.datasource);
  }
  return [...names];
}

/** The datasource row a request asks for: `params.row` (0-based), else the variable's default row. */
function rowOf(variable: Variable, params: Record<string, string>): number {
  const asked = params.row;
  if (asked === undefined || asked === '') return variable.defaultrow ?? 0;
  const row = parseInteger(asked);
  if (row === undefined || row < 0)
    throw new RenderError(`The datasource row "${asked}" is not a row number (0, 1, 2, ...).`, 'input');
  return row;
}

function datasourceValue(variable: Variable, input: VariableInput): string {
  const params = input.params ?? {};
  const name = variable.datasource ?? '';
  const table = input.datasources?.[name];
  if (!table) {
    if (input.withoutDatasources) return variable.defaultvalue || variable.value || '';
    throw new RenderError(`Variable "${variable.key}" reads the datasource "${name}", which does not exist.`, 'input');
  }
  const column = table.columns.indexOf(variable.column ?? '');
  if (column < 0)
    throw new RenderError(
      `Variable "${variable.key}" reads the column "${variable.column ?? ''}", which the datasource "${name}" ` +
        `does not have.`,
      'input',
    );
  const row = rowOf(variable, params);
  const cells = table.rows[row];
  if (!cells)
    throw new RenderError(
      `Variable "${variable.key}" reads row ${row} of the datasource "${name}", which has ${table.rows.length} rows.`,
      'input',
    );
  return cells[column] || variable.defaultvalue || '';
}

/**
 * Step 1 of the pipeline (pure): every variable's value, then the movie with its bindings
 * applied. A request param wins for any variable; otherwise MAP takes its value, else its
 * default value; DATASOURCE its column in the requested row (else its default row); FORMAT
 * its format with `${key}` replaced by other variables' values. Unknown references and
 * reference cycles are input errors, as are bindings to unknown variables or values that do
 * not fit the bound field.
 */
export function resolveVariables(movie: Movie, input: VariableInput = {}): ResolvedVariables {
  const params = input.params ?? {};
  const byKey = new Map<string, Variable>();
  for (const variable of movie.variables ?? []) {
    if (!variable.key) throw new RenderError('A variable has no key.', 'input');
    if (!byKey.has(variable.key)) byKey.set(variable.key, variable);
  }

  const raw = new Map<string, string>();
  const resolving: string[] = [];
  const rawValue = (key: string): string => {
    const known = raw.get(key);
    if (known !== undefined) return known;
    const variable = byKey.get(key)!;
    if (resolving.includes(key)) {
      throw new RenderError(
        `The format variables ` +
          `${[...resolving.slice(resolving.indexOf(key)), key].map((k) => `"${k}"`).join(' -> ')} ` +
          'refer to each other in a cycle.',
        'input',
      );
    }
    resolving.push(key);
    let value: string;
    if (key in params) value = params[key]!;
    else if (variable.type === 'DATASOURCE') value = datasourceValue(variable, input);
    else if (variable.type === 'FORMAT') {
      value = (variable.format ?? '').replace(REFERENCE, (_, ref: string) => {
        if (!byKey.has(ref))
          throw new RenderError(
            `The format of variable "${key}" refers to "\${${ref}}", which is not a variable of the movie.`,
            'input',
          );
        return rawValue(ref);
      });
    } else value = variable.value || variable.defaultvalue || '';
    resolving.pop();
    raw.set(key, value);
    return value;
  };

  // A NUL ends a C string: no text holding one can reach ffmpeg as written.
  for (const [key, value] of Object.entries(params)) {
    if (value.includes('\u0000'))
      throw new RenderError(`The value of "${key}" holds a NUL character (\\u0000).`, 'input');
  }
  const values: Record<string, string> = {};
  const points: Record<string, { x: number; y: number }[]> = {};
  for (const [key, variable] of byKey) {
    const value = rawValue(key);
    if (value.includes('\u0000')) throw new RenderError(`Variable "${key}" holds a NUL character (\\u0000).`, 'input');
    if (variable.valuetype === 'points') {
      const parsed = parsePoints(value);
      if (!parsed)
        throw new RenderError(`Variable "${key}" holds "${value}", which is not a list of points (x,y;x,y).`, 'input');
      points[key] = parsed;
      values[key] = value;
    } else values[key] = unescapeNewlines(value);
  }
  return { movie: applyBindings(movie, values, points), values, points };
}
