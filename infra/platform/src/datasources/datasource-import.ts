import { createWriteStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  baseName,
  columnNames,
  detectDelimiter,
  extensionOf,
  jsonToTable,
  keyColumnCandidates,
  sheetFileNames,
  tableToCsv,
  type DatasourceParseData,
} from '@reelforge/model';
import { formatBytes } from '@reelforge/model';
import { parseCsvStream } from '../lib/csv.ts';
import { HttpError, badRequest } from '../lib/http-errors.ts';
import { decodedStream, inspectText, readTextSample } from '../lib/text-files.ts';
import type { StoredDatasource } from '../assets/datasource-store.ts';
import type { DatasourceLimits } from './datasource-limits.ts';
import { convertSpreadsheet } from './spreadsheet-convert.ts';
import { TableBudget } from './table-budget.ts';

export interface DatasourceSettings {
  /** '' means detect it from the file. */
  delimiter: string;
  firstLineIsHeader: boolean;
}

/** One csv asset to be made from an upload. */
export interface ConvertedDatasource {
  name: string;
  /** A temporary file holding the csv to store (may be the upload itself). */
  file: string;
  metadata: StoredDatasource;
}

export const SPREADSHEET_EXTENSIONS = new Set(['xlsx', 'xls']);
/** Spreadsheets and json are read whole into memory: bigger ones must come as csv. */
export const IN_MEMORY_LIMIT_BYTES = 256 * 1024 * 1024;
const SAMPLE_BYTES = 64 * 1024;
const WRITE_ROWS_PER_CHUNK = 5000;

/**
 * docs/reference.md §5: xlsx/xls become one csv per sheet, json becomes csv, anything else is read as
 * csv with the delimiter given or detected. The stored csv is always comma-delimited
 * UTF-8; the metadata is computed here, once. The server runs this in an import worker
 * (datasource-importer.ts), bounded by `limits`.
 */
export async function convertDatasource(
  uploadName: string,
  source: string,
  settings: DatasourceSettings,
  tempPath: () => Promise<string>,
  limits: DatasourceLimits,
): Promise<ConvertedDatasource[]> {
  const extension = extensionOf(uploadName);
  if (SPREADSHEET_EXTENSIONS.has(extension)) return convertSpreadsheet(uploadName, source, settings, tempPath, limits);
  const budget = new TableBudget(uploadName, limits);
  if (extension === 'json') return [await convertJson(uploadName, source, tempPath, budget)];
  return [await convertCsv(uploadName, source, settings, tempPath, budget)];
}

/** Columns, key candidates and counts of parsed rows (the header, if any, is rows[0]). */
export function metadataOf(
  rows: readonly string[][],
  parseData: DatasourceParseData,
  fileDelimiter: string,
): StoredDatasource {
  let width = 0;
  for (const row of rows) if (row.length > width) width = row.length;
  const header = parseData.first_line_is_header;
  const columns = columnNames(rows[0] ?? [], header, width);
  const values = header ? rows.slice(1) : rows;
  const candidates = keyColumnCandidates(columns, values);
  return {
    key_column: candidates[0] ?? '',
    media_columns: [],
    key_column_candidates: candidates,
    parse_data: parseData,
    columns,
    rowcount: values.length,
    file_delimiter: fileDelimiter,
  };
}

async function convertCsv(
  uploadName: string,
  source: string,
  settings: DatasourceSettings,
  tempPath: () => Promise<string>,
  budget: TableBudget,
): Promise<ConvertedDatasource> {
  const { text, encoding } = await inspectText(source);
  if (!text) throw badRequest(`${uploadName} is not a text file: it cannot be read as csv`);
  const delimiter = settings.delimiter || detectDelimiter(await readTextSample(source, SAMPLE_BYTES, encoding));
  const rows = await parseCsvStream(decodedStream(source, encoding), delimiter, (chunk) => budget.add(chunk, false));
  const metadata = metadataOf(rows, { delimiter, first_line_is_header: settings.firstLineIsHeader }, ',');
  const [name] = sheetFileNames(uploadName, []) as [string];
  // Already what we store (comma-delimited UTF-8): keep the upload as it is.
  if (delimiter === ',' && encoding === 'utf-8') return { name, file: source, metadata };
  const file = await tempPath();
  await writeCsv(file, rows);
  return { name, file, metadata };
}

async function convertJson(
  uploadName: string,
  source: string,
  tempPath: () => Promise<string>,
  budget: TableBudget,
): Promise<ConvertedDatasource> {
  const text = (await readWhole(uploadName, source)).toString('utf8').replace(/^\ufeff/, '');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badRequest(`${uploadName} is not valid JSON: ${(error as Error).message}`);
  }
  let table;
  try {
    table = jsonToTable(value);
  } catch (error) {
    throw badRequest(`${uploadName}: ${(error as Error).message}`);
  }
  const hasHeader = table.columns.length > 0;
  const rows = hasHeader ? [table.columns, ...table.rows] : table.rows;
  budget.add(rows);
  const file = await tempPath();
  await writeCsv(file, rows);
  return {
    name: `${baseName(uploadName)}.csv`,
    file,
    metadata: metadataOf(rows, { delimiter: ',', first_line_is_header: hasHeader }, ','),
  };
}

export async function readWhole(uploadName: string, file: string): Promise<Buffer> {
  const { size } = await stat(file);
  if (size > IN_MEMORY_LIMIT_BYTES) {
    throw new HttpError(
      413,
      `${uploadName} is over ${formatBytes(IN_MEMORY_LIMIT_BYTES, { exact: true })}: upload such a datasource as csv`,
    );
  }
  return readFile(file);
}

/** Rows as comma-delimited csv, written a few thousand rows at a time. */
export async function writeCsv(file: string, rows: readonly string[][]): Promise<void> {
  function* chunks() {
    for (let start = 0; start < rows.length; start += WRITE_ROWS_PER_CHUNK) {
      yield tableToCsv({ columns: [], rows: rows.slice(start, start + WRITE_ROWS_PER_CHUNK) as string[][] });
    }
  }
  await pipeline(Readable.from(chunks()), createWriteStream(file, { flags: 'wx' }));
}

/**
 * Metadata of a csv stored as it was uploaded (PUT /v1/data): delimiter detected, header
 * assumed. Uploads are described in an import worker, bounded by `limits`; without them
 * (a csv already stored, in a read worker: datasource-read.ts) it is read whole.
 */
export async function describeCsv(name: string, file: string, limits?: DatasourceLimits): Promise<StoredDatasource> {
  const { text, encoding } = await inspectText(file);
  if (!text) throw badRequest(`${name} is not a text file`);
  const delimiter = detectDelimiter(await readTextSample(file, SAMPLE_BYTES, encoding));
  const budget = limits && new TableBudget(name, limits);
  const rows = await parseCsvStream(
    decodedStream(file, encoding),
    delimiter,
    budget && ((chunk) => budget.add(chunk, false)),
  );
  return metadataOf(rows, { delimiter, first_line_is_header: true }, delimiter);
}
