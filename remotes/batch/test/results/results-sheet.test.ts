import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { BatchResult } from '@reelforge/api';
import { resultsFileName, resultsSheetRows, resultsWorkbook } from '../../src/results/results-sheet.js';

const results: BatchResult[] = [
  { record: 1, key: 'b', status: 'failed', error: 'missing media', duration: 0.4 },
  { record: 0, key: 'a', status: 'ok', url: 's3://bucket/a.mp4', duration: 2.5, tries: 2 },
];

describe('the results spreadsheet', () => {
  it('is named after the run', () => {
    expect(resultsFileName('r-42')).toBe('r-42.xlsx');
  });

  it('has a header and a row per result in record order', () => {
    expect(resultsSheetRows(results)).toEqual([
      ['Record', 'Key', 'Status', 'URL', 'Error', 'Duration', 'Tries'],
      [0, 'a', 'ok', 's3://bucket/a.mp4', '', 2.5, 2],
      [1, 'b', 'failed', '', 'missing media', 0.4, ''],
    ]);
  });

  it('is an xlsx file that reads back to the same rows', async () => {
    const blob = await resultsWorkbook('r-42', results);
    const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, defval: '' })).toEqual(resultsSheetRows(results));
  });
});
