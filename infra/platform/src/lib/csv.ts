import Papa from 'papaparse';
import type { Readable } from 'node:stream';

/**
 * Parses csv text arriving as a stream of strings into rows of cell texts (papaparse,
 * RFC 4180 quoting; empty lines skipped). Rows are collected chunk by chunk, never
 * converted to objects. `onChunk` sees each chunk's rows first: if it throws, parsing
 * stops there and the promise rejects with its error.
 */
export function parseCsvStream(
  input: Readable,
  delimiter: string,
  onChunk?: (rows: readonly string[][]) => void,
): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    input.on('error', reject);
    Papa.parse<string[]>(input as unknown as File, {
      delimiter,
      skipEmptyLines: true,
      chunk: (results, parser) => {
        try {
          onChunk?.(results.data);
        } catch (error) {
          // Before abort(): papaparse calls complete() from within it.
          reject(error);
          parser.abort();
          input.destroy();
          return;
        }
        for (const row of results.data) rows.push(row);
      },
      complete: () => resolve(rows),
      error: (error: Error) => reject(error),
    });
  });
}
