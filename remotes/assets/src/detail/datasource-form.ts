/** The datasource settings form: key column and media columns (docs/reference.md §3, §7). */
import type { DatasourceUpdate } from '@reelforge/api';
import { shownColumnIndices, type DatasourceMetadata } from '@reelforge/model';

export const ROWS_PER_PAGE = 100;

export interface DatasourceChoice {
  /** '' means no key column. */
  keyColumn: string;
  mediaColumns: string[];
}

export function initialChoice(meta: DatasourceMetadata): DatasourceChoice {
  return { keyColumn: meta.key_column ?? '', mediaColumns: [...(meta.media_columns ?? [])] };
}

/** Key column options: the candidates, and the current key even when it is no longer one. */
export function keyColumnOptions(meta: DatasourceMetadata): string[] {
  const options = [...(meta.key_column_candidates ?? [])];
  if (meta.key_column && !options.includes(meta.key_column)) options.unshift(meta.key_column);
  return options;
}

/** Columns offered as media columns: the named ones, as the grid shows them. */
export function namedColumns(meta: DatasourceMetadata): string[] {
  const columns = meta.columns ?? [];
  return shownColumnIndices(columns).map((index) => columns[index] as string);
}

/** Turns a media column on or off, keeping the columns' own order. */
export function toggleMediaColumn(
  choice: DatasourceChoice,
  column: string,
  on: boolean,
  order: readonly string[],
): DatasourceChoice {
  const chosen = new Set(choice.mediaColumns);
  if (on) chosen.add(column);
  else chosen.delete(column);
  const ordered = order.filter((name) => chosen.has(name));
  const rest = [...chosen].filter((name) => !order.includes(name));
  return { ...choice, mediaColumns: [...ordered, ...rest] };
}

/** The update call's payload; keys are the key column's value of each row when rows are known. */
export function datasourceUpdate(meta: DatasourceMetadata, choice: DatasourceChoice): DatasourceUpdate {
  const update: DatasourceUpdate = { key_column: choice.keyColumn, media_columns: choice.mediaColumns };
  const keyIndex = choice.keyColumn ? (meta.columns ?? []).indexOf(choice.keyColumn) : -1;
  if (keyIndex >= 0 && meta.values) update.keys = meta.values.map((row) => row[keyIndex] ?? '');
  return update;
}

export function sameChoice(a: DatasourceChoice, b: DatasourceChoice): boolean {
  return (
    a.keyColumn === b.keyColumn &&
    a.mediaColumns.length === b.mediaColumns.length &&
    a.mediaColumns.every((c, i) => c === b.mediaColumns[i])
  );
}
