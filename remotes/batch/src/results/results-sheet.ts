/** A run's results as a spreadsheet named after the run (docs/reference.md §2 result dialog). */
import type { BatchResult } from '@reelforge/model';

export const RESULT_HEADER = ['Record', 'Key', 'Status', 'URL', 'Error', 'Duration', 'Tries'] as const;

export function resultsFileName(runid: string): string {
  return `${runid}.xlsx`;
}

/** The sheet's rows: a header, then one row per result in record order. */
export function resultsSheetRows(results: readonly BatchResult[]): (string | number)[][] {
  const sorted = [...results].sort((a, b) => a.record - b.record);
  return [
    [...RESULT_HEADER],
    ...sorted.map((r) => [
      r.record,
      r.key ?? '',
      r.status ?? '',
      r.url ?? '',
      r.error ?? '',
      r.duration ?? '',
      r.tries ?? '',
    ]),
  ];
}

/** The xlsx file's bytes; SheetJS loads only when a download is asked for. */
export async function resultsWorkbook(runid: string, results: readonly BatchResult[]): Promise<Blob> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(resultsSheetRows(results)), 'Results');
  book.Props = { Title: `Results of ${runid}` };
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Hands a file to the browser's download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
