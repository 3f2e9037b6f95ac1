import { formatBytes } from '@reelforge/model';
import { HttpError } from '../lib/http-errors.ts';

/**
 * What one datasource upload may hold, checked before the expensive work where the file
 * tells (a zip's directory, a sheet's declared dimension) and counted again while it is
 * converted. docs/spreadsheets.md lists each with its setting.
 */
export interface DatasourceLimits {
  /** Cells of all sheets together (stored rows times their width). */
  maxCells: number;
  /** Columns of one sheet or csv. */
  maxColumns: number;
  /** Characters of one cell. */
  maxCellChars: number;
  /** Sheets of one workbook (each becomes a csv). */
  maxSheets: number;
  /** What an xlsx unpacks to (all its zip entries), or an xls's own size. */
  maxUncompressedBytes: number;
  /** Files inside an xlsx's zip. */
  maxZipEntries: number;
  /** Running time of one import in its worker. */
  timeoutMs: number;
  /** Heap of an import worker, in MiB. */
  memoryMb: number;
  /** Imports running at once (one worker each); more wait in line. */
  concurrency: number;
}

export const DEFAULT_DATASOURCE_LIMITS: DatasourceLimits = {
  maxCells: 2_000_000,
  // Excel's own limits: no spreadsheet program writes more.
  maxColumns: 16_384,
  maxCellChars: 32_767,
  maxSheets: 100,
  maxUncompressedBytes: 100 * 1024 * 1024,
  maxZipEntries: 10_000,
  timeoutMs: 120_000,
  // The largest xlsx the other limits accept imports in 512 MiB: twice that.
  memoryMb: 1024,
  concurrency: 2,
};

export function datasourceLimits(overrides: Partial<DatasourceLimits> = {}): DatasourceLimits {
  const limits = { ...DEFAULT_DATASOURCE_LIMITS };
  for (const [key, value] of Object.entries(overrides) as [keyof DatasourceLimits, number | undefined][]) {
    if (value !== undefined) limits[key] = value;
  }
  return limits;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * 413 naming what was counted and its limit: "x.xlsx is too large to import: it has 1,000,000
 * cells; the limit is 500,000".
 */
export function overLimit(name: string, what: string, actual: string | number, limit: string | number): HttpError {
  const shown = (value: string | number) => (typeof value === 'number' ? count(value) : value);
  return new HttpError(
    413,
    `${name} is too large to import: it has ${shown(actual)} ${what}; the limit is ${shown(limit)}`,
  );
}

/** `more`: counting stopped at `cells`, the file holds more. */
export function overCells(name: string, cells: number, limit: number, more = false): HttpError {
  return more ? overLimit(name, 'cells', `more than ${count(limit)}`, limit) : overLimit(name, 'cells', cells, limit);
}

export function overUncompressed(name: string, bytes: number | undefined, limit: number): HttpError {
  const size =
    bytes === undefined ? `more than ${formatBytes(limit, { exact: true })}` : formatBytes(bytes, { exact: true });
  return new HttpError(
    413,
    `${name} is too large to import: it unpacks to ${size}; the limit is ${formatBytes(limit, { exact: true })}`,
  );
}

export function overCellChars(name: string, row: number, chars: number, limit: number): HttpError {
  return new HttpError(
    413,
    `${name} is too large to import: a cell in row ${count(row)} has ${count(chars)} characters; the limit is ` +
      `${count(limit)}`,
  );
}

/** The worker ran out of memory or time: the file is bigger than one import may take. */
export function tooLargeToImport(name: string, spreadsheet: boolean, reason: string): HttpError {
  return new HttpError(
    413,
    `${name}: the ${spreadsheet ? 'spreadsheet' : 'datasource'} is too large to import: ${reason}`,
  );
}

/** A stored datasource the read worker could not read within its memory or time. */
export function tooLargeToRead(name: string, reason: string): HttpError {
  return new HttpError(413, `${name}: the datasource is too large to read: ${reason}`);
}
