/** Previewing a movie with one datasource row: the values a batch row with automatic mapping would give. */
import { compileTasks } from './batch-tasks.js';
import type { DatasourceMetadata } from './datasource.js';

/** Up to this many rows the row picker is a list of every row; beyond, a number field. */
export const PREVIEW_ROW_CHOICES_MAX = 500;

/** What a preview reads of a datasource. */
export type PreviewRowSource = Pick<DatasourceMetadata, 'columns' | 'values' | 'keys' | 'key_column'>;

/** One row made ready for a preview: its 0-based number, its label for people, and the movie's params. */
export interface PreviewRow {
  row: number;
  label: string;
  params: Record<string, string>;
}

/** How many rows a preview can pick from. */
export function previewRowCount(source: PreviewRowSource): number {
  return source.values?.length ?? 0;
}

/** A row number kept within the rows there are (0 when there are none). */
export function clampPreviewRow(row: number, count: number): number {
  if (!Number.isFinite(row) || count <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(row)), count - 1);
}

/** The key column's value of a row, or '' when the datasource has no key column (or the row no value). */
export function previewRowKey(source: PreviewRowSource, row: number): string {
  const listed = source.keys?.[row];
  if (listed) return listed;
  const at = source.key_column ? source.columns.indexOf(source.key_column) : -1;
  return at >= 0 ? (source.values?.[row]?.[at] ?? '') : '';
}

/** "Row 3" counted from 1 for people, with the key column's value when there is one: "Row 3: Lisbon". */
export function previewRowLabel(source: PreviewRowSource, row: number): string {
  const key = previewRowKey(source, row);
  return key ? `Row ${row + 1}: ${key}` : `Row ${row + 1}`;
}

/**
 * The params of one row: each variable that has a column of its name takes that column's value, as a batch row
 * with automatic mapping would (compileTasks), plus `row` (0-based) so DATASOURCE variables read the same row.
 * Null when the row is not in the datasource.
 */
export function previewRow(source: PreviewRowSource, row: number, variables: readonly string[]): PreviewRow | null {
  const count = previewRowCount(source);
  if (!Number.isInteger(row) || row < 0 || row >= count) return null;
  const [task] = compileTasks({
    columns: source.columns,
    rows: source.values ?? [],
    variables,
    mapping: 'auto',
    format: 'mp4',
    range: String(row + 1),
  });
  if (!task) return null;
  return { row, label: previewRowLabel(source, row), params: { ...task.params, row: String(row) } };
}
