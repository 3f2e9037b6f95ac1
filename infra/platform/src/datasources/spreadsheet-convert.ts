import { rm } from 'node:fs/promises';
import { messageOf, sheetFileNames } from '@reelforge/model';
import * as XLSX from '@e965/xlsx';
import { badRequest } from '../lib/http-errors.ts';
import { overLimit, overUncompressed, type DatasourceLimits } from './datasource-limits.ts';
import type { ConvertedDatasource, DatasourceSettings } from './datasource-import.ts';
import { metadataOf, readWhole, writeCsv } from './datasource-import.ts';
import { isZip } from './spreadsheet-signature.ts';
import { TableBudget } from './table-budget.ts';
import { ZipFormatError, inflatedSizes, readDirectory } from '../lib/zip-directory.ts';

// Excel's own: a sheet never has more rows.
const EXCEL_MAX_ROWS = 1_048_576;
const WORKSHEET_ENTRY = /^\/?xl\/worksheets\/[^/]+\.xml$/i;
const DIMENSION = /<(?:\w+:)?dimension\s+ref="([A-Za-z]{1,3}\d{1,7}(?::[A-Za-z]{1,3}\d{1,7})?)"/;

/**
 * docs/reference.md §5: xlsx/xls become one csv per sheet. Runs in an import worker: the file's
 * signature was checked before it came here. An xlsx is unpacked once to measure what it
 * really unpacks to and what its sheets declare, before SheetJS parses it.
 */
export async function convertSpreadsheet(
  uploadName: string,
  source: string,
  settings: DatasourceSettings,
  tempPath: () => Promise<string>,
  limits: DatasourceLimits,
): Promise<ConvertedDatasource[]> {
  const bytes = await readWhole(uploadName, source);
  const unreadable = (reason: string) => badRequest(`${uploadName} is not a spreadsheet that can be read: ${reason}`);
  const budget = new TableBudget(uploadName, limits);
  if (isZip(bytes)) {
    try {
      checkZip(uploadName, bytes, limits, budget);
    } catch (error) {
      if (error instanceof ZipFormatError) throw unreadable(error.message);
      throw error;
    }
  }
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      // Rows past this are not even kept: the sheet is refused below.
      sheetRows: Math.min(limits.maxCells, EXCEL_MAX_ROWS) + 1,
    });
  } catch (error) {
    throw unreadable(messageOf(error));
  }
  if (workbook.SheetNames.length === 0) throw unreadable('it has no sheets');
  if (workbook.SheetNames.length > limits.maxSheets) {
    throw overLimit(uploadName, 'sheets', workbook.SheetNames.length, limits.maxSheets);
  }
  const sheets = workbook.SheetNames.map((name) => workbook.Sheets[name]);
  budget.expect(sheets.reduce((sum, sheet) => sum + (sheet ? storedCells(sheet, budget) : 0), 0));

  const names = sheetFileNames(uploadName, workbook.SheetNames);
  const converted: ConvertedDatasource[] = [];
  try {
    for (const [index, sheet] of sheets.entries()) {
      const rows = sheet ? sheetRows(sheet) : [];
      budget.nextSheet();
      budget.add(rows);
      const file = await tempPath();
      converted.push({
        name: names[index] as string,
        file,
        metadata: metadataOf(rows, { delimiter: ',', first_line_is_header: settings.firstLineIsHeader }, ','),
      });
      await writeCsv(file, rows);
    }
  } catch (error) {
    await Promise.all(converted.map((c) => rm(c.file, { force: true })));
    throw error;
  }
  return converted;
}

/** What the zip really unpacks to, and the cells its sheets declare, before SheetJS parses it. */
function checkZip(uploadName: string, bytes: Buffer, limits: DatasourceLimits, budget: TableBudget): void {
  const entries = readDirectory(bytes);
  let declared = 0;
  const total = inflatedSizes(bytes, entries, limits.maxUncompressedBytes, (entry, head) => {
    if (!WORKSHEET_ENTRY.test(entry.name)) return;
    const ref = DIMENSION.exec(head.toString('latin1'))?.[1];
    if (!ref) return;
    const range = XLSX.utils.decode_range(ref.toUpperCase());
    const width = range.e.c - range.s.c + 1;
    budget.columns(width);
    declared += width * (range.e.r - range.s.r + 1);
  });
  if (total === undefined) throw overUncompressed(uploadName, undefined, limits.maxUncompressedBytes);
  budget.expect(declared);
}

/**
 * Cells a sheet will store: its rows with a value times its width (blank rows are left
 * out, short rows padded). Counted on the parsed cells, before any text is made.
 */
function storedCells(sheet: XLSX.WorkSheet, budget: TableBudget): number {
  const full = sheet['!fullref'];
  const ref = sheet['!ref'];
  if (!ref) return 0;
  const range = XLSX.utils.decode_range(ref);
  const width = range.e.c - range.s.c + 1;
  budget.columns(width);
  if (full) {
    const all = XLSX.utils.decode_range(full);
    return (all.e.r - all.s.r + 1) * width;
  }
  const data = (sheet['!data'] ?? []) as (XLSX.CellObject | undefined)[][];
  let rows = 0;
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row = data[r];
    if (row?.some((cell, c) => c >= range.s.c && c <= range.e.c && cell != null && cell.v != null && cell.t !== 'z'))
      rows++;
  }
  return rows * width;
}

/** A sheet's cells as formatted text, blank rows left out. */
function sheetRows(sheet: XLSX.WorkSheet): string[][] {
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false });
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) if (typeof row[i] !== 'string') row[i] = row[i] == null ? '' : String(row[i]);
  }
  return rows as string[][];
}
