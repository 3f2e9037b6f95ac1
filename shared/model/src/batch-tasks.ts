import { COMPILE_SLICE, selectRows, resultFilename } from './batch-rules.js';

/** One render of a batch run: a datasource row turned into the movie's variable values. */
export interface BatchTask {
  /** 0-based row of the datasource */
  record: number;
  /** the row's key-column value, or its 1-based number */
  key: string;
  params: Record<string, string>;
  /** the result's file name at the destination; empty: the platform generates a unique one */
  filename: string;
  /** jpg/png/tif: the frame to render */
  frame?: number;
}

export interface CompileInput {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  keyColumn?: string;
  /** the movie's variable keys */
  variables: readonly string[];
  /** custom: variable -> column; auto: variables take the column of the same name */
  mapping: 'custom' | 'auto' | string;
  varmap?: Readonly<Record<string, string>>;
  /** a column passed through as the `extra` param */
  extracol?: string;
  frame?: number;
  format: string;
  filename?: string;
  range?: string;
}

/** The selected rows of a datasource as tasks (pure: the platform compiles them when a run of a job starts). */
export function compileTasks(
  input: CompileInput,
  from = 0,
  to = Infinity,
  log?: (message: string) => void,
): BatchTask[] {
  const index = new Map(input.columns.map((name, i) => [name, i]));
  const selected = selectRows(input.range, input.rows.length, log).slice(from, to);
  const keyAt = input.keyColumn ? index.get(input.keyColumn) : undefined;
  const extraAt = input.extracol ? index.get(input.extracol) : undefined;
  return selected.map((record) => {
    const cells = input.rows[record] ?? [];
    const row: Record<string, string> = {};
    input.columns.forEach((name, i) => (row[name] = cells[i] ?? ''));
    const params: Record<string, string> = {};
    for (const variable of input.variables) {
      const column = input.mapping === 'custom' ? input.varmap?.[variable] : variable;
      if (column !== undefined && index.has(column)) params[variable] = row[column] ?? '';
    }
    if (extraAt !== undefined) params.extra = cells[extraAt] ?? '';
    const key = keyAt !== undefined ? (cells[keyAt] ?? '') : String(record + 1);
    return {
      record,
      key,
      params,
      filename: input.filename?.trim() ? resultFilename(input.filename, row, input.format, `${record + 1}`) : '',
      ...(input.frame !== undefined ? { frame: input.frame } : {}),
    };
  });
}

export interface SliceOptions {
  slice?: number;
  signal?: AbortSignal;
  /** Lets other work run between slices (the page repaint, the server's other requests). */
  pause?: () => Promise<void>;
  onProgress?: (compiled: number, total: number) => void;
  log?: (message: string) => void;
}

export const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Compiling a large job without holding up everything else: slices of rows, other work served between them. */
export async function compileInSlices(
  input: CompileInput,
  { slice = COMPILE_SLICE, signal, pause = nextTick, onProgress, log }: SliceOptions = {},
): Promise<BatchTask[]> {
  const total = selectRows(input.range, input.rows.length, log).length;
  const tasks: BatchTask[] = [];
  for (let from = 0; from < total; from += slice) {
    signal?.throwIfAborted();
    for (const task of compileTasks(input, from, from + slice)) tasks.push(task);
    onProgress?.(tasks.length, total);
    await pause();
  }
  signal?.throwIfAborted();
  return tasks;
}
