/** Datasource rules (docs/reference.md §3, §5): conversion to csv, delimiter detection, metadata. */

export interface DatasourceParseData {
  delimiter: string;
  first_line_is_header: boolean;
}

export interface DatasourceMetadata {
  key_column: string;
  media_columns: string[];
  key_column_candidates: string[];
  parse_data: DatasourceParseData;
  columns: string[];
  /** Rows of cell texts, absent when only metadata was asked for. */
  values?: string[][];
  /** The key column's value of each row. */
  keys?: string[];
  rowcount: number;
}

export const DELIMITER_CANDIDATES = [',', ';', '\t', '|'] as const;
export const DEFAULT_DELIMITER = ',';

/** Counts a delimiter per line outside double quotes. */
function countsPerLine(lines: readonly string[], delimiter: string): number[] {
  return lines.map((line) => {
    let count = 0;
    let quoted = false;
    for (const char of line) {
      if (char === '"') quoted = !quoted;
      else if (char === delimiter && !quoted) count++;
    }
    return count;
  });
}

/**
 * The delimiter of a csv sample: the candidate found on every line the same number of times
 * (at least once), preferring the one that splits lines into most fields; a comma otherwise.
 */
export function detectDelimiter(sample: string): string {
  const lines = sample
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim() !== '')
    .slice(0, 50);
  // A sample cut mid-line leaves a partial last line: do not judge by it.
  const judged = lines.length > 2 ? lines.slice(0, -1) : lines;
  let best: { delimiter: string; fields: number } | null = null;
  for (const delimiter of DELIMITER_CANDIDATES) {
    const counts = countsPerLine(judged, delimiter);
    const first = counts[0] ?? 0;
    if (first === 0 || counts.some((n) => n !== first)) continue;
    if (!best || first > best.fields) best = { delimiter, fields: first };
  }
  if (best) return best.delimiter;
  // No consistent candidate: the one found most in the first line.
  const firstLine = judged.slice(0, 1);
  const ranked = DELIMITER_CANDIDATES.map((d) => ({ d, n: countsPerLine(firstLine, d)[0] ?? 0 })).sort(
    (a, b) => b.n - a.n,
  );
  return ranked[0] && ranked[0].n > 0 ? ranked[0].d : DEFAULT_DELIMITER;
}

/** The base of a file name without its extension. */
export function baseName(file: string): string {
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(0, dot) : file;
}

/**
 * Csv file names for converted sheets: one sheet keeps the upload's name; with several,
 * each gets the lowercased sheet name appended.
 */
export function sheetFileNames(uploadName: string, sheetNames: readonly string[]): string[] {
  const base = baseName(uploadName);
  if (sheetNames.length <= 1) return [`${base}.csv`];
  const used = new Set<string>();
  return sheetNames.map((sheet, index) => {
    const cleaned =
      sheet
        .toLowerCase()
        .replace(/[/\\\u0000-\u001f\u007f]+/g, '_')
        .trim() || `sheet${index + 1}`;
    let name = `${base}_${cleaned}.csv`;
    for (let n = 2; used.has(name); n++) name = `${base}_${cleaned}_${n}.csv`;
    used.add(name);
    return name;
  });
}

export interface Table {
  columns: string[];
  rows: string[][];
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A json datasource as a table: an array of objects (columns in order of first appearance),
 * an array of arrays (the first is the header), or an object holding one such array.
 */
export function jsonToTable(value: unknown): Table {
  let list = value;
  if (list && typeof list === 'object' && !Array.isArray(list)) {
    const arrays = Object.values(list).filter(Array.isArray);
    if (arrays.length !== 1)
      throw new Error('A json datasource must be a list of records, or an object holding one such list.');
    list = arrays[0];
  }
  if (!Array.isArray(list)) throw new Error('A json datasource must be a list of records.');
  if (list.length === 0) return { columns: [], rows: [] };
  if (list.every(Array.isArray)) {
    const [header, ...rows] = list as unknown[][];
    return { columns: (header ?? []).map(cellText), rows: rows.map((row) => row.map(cellText)) };
  }
  if (!list.every((item) => item && typeof item === 'object' && !Array.isArray(item))) {
    throw new Error('Every entry of a json datasource must be a record (an object).');
  }
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const item of list as Record<string, unknown>[]) {
    for (const key of Object.keys(item)) {
      if (!seen.has(key)) {
        seen.add(key);
        columns.push(key);
      }
    }
  }
  // Own keys only: a record without "constructor" must not show Object's.
  const own = (item: Record<string, unknown>, column: string) =>
    Object.hasOwn(item, column) ? item[column] : undefined;
  return {
    columns,
    rows: (list as Record<string, unknown>[]).map((item) => columns.map((column) => cellText(own(item, column)))),
  };
}

function csvCell(value: string, delimiter: string): string {
  return /["\r\n]/.test(value) || value.includes(delimiter) || /^\s|\s$/.test(value)
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

/** A table as csv text (RFC 4180 quoting), header first when it has columns. */
export function tableToCsv({ columns, rows }: Table, delimiter = DEFAULT_DELIMITER): string {
  const lines = columns.length ? [columns, ...rows] : rows;
  return (
    lines.map((line) => line.map((cell) => csvCell(cell, delimiter)).join(delimiter)).join('\r\n') +
    (lines.length ? '\r\n' : '')
  );
}

/** Column names: the header line, or Column 1, Column 2, ... without one. */
export function columnNames(firstRow: readonly string[], firstLineIsHeader: boolean, width: number): string[] {
  const names: string[] = [];
  for (let i = 0; i < width; i++) names.push(firstLineIsHeader ? (firstRow[i] ?? '').trim() : `Column ${i + 1}`);
  return names;
}

/** Columns that can key the rows: named, every value present and unique. */
export function keyColumnCandidates(columns: readonly string[], rows: readonly (readonly string[])[]): string[] {
  return columns.filter((name, index) => {
    if (!name.trim()) return false;
    const seen = new Set<string>();
    for (const row of rows) {
      const value = row[index] ?? '';
      if (value === '' || seen.has(value)) return false;
      seen.add(value);
    }
    return true;
  });
}

/** The grid skips columns with blank names; returns the indices it shows. */
export function shownColumnIndices(columns: readonly string[]): number[] {
  return columns.flatMap((name, index) => (name.trim() ? [index] : []));
}

/** Why a metadata update cannot apply, or null. */
export function datasourceUpdateError(
  columns: readonly string[],
  keyColumn: string,
  mediaColumns: readonly string[],
): string | null {
  if (keyColumn && !columns.includes(keyColumn)) return `There is no column named ${keyColumn}.`;
  const unknown = mediaColumns.find((column) => !columns.includes(column));
  if (unknown !== undefined) return `There is no column named ${unknown}.`;
  return null;
}
