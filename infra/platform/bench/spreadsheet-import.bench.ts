/**
 * Spreadsheet import figures, over real HTTP against the real app in a temporary data dir:
 * the event loop's longest stall (perf_hooks monitorEventLoopDelay, in the process that
 * serves) while the largest spreadsheet the default limits accept is uploaded and
 * imported (goal < 50 ms), and how long that import takes. The same for a csv at the
 * cell limit, and for reading that stored csv back whole (?processed=1, parsed and
 * serialized on the import workers).
 * Run from the workspace root: infra/platform/node_modules/.bin/tsx infra/platform/bench/spreadsheet-import.bench.ts
 */
import { spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { formatBytes } from '@reelforge/model';
import { DEFAULT_DATASOURCE_LIMITS } from '../src/datasources/datasource-limits.ts';
import { readDirectory } from '../src/lib/zip-directory.ts';
import { API, count as fmt, startBenchApp, withBenchRoot } from './bench-app.ts';

const COLUMNS = 10;
// Header included: exactly the default cell limit.
const ROWS = DEFAULT_DATASOURCE_LIMITS.maxCells / COLUMNS;

/** Ids, numbers, dates and texts of some length: close to the unpacked-size limit too. */
function table(): unknown[][] {
  const rows: unknown[][] = [Array.from({ length: COLUMNS }, (_, c) => (c === 0 ? 'id' : `column ${c}`))];
  for (let r = 1; r < ROWS; r++) {
    const row: unknown[] = [`row-${r}`];
    for (let c = 1; c < COLUMNS; c++) {
      if (c % 3 === 0) row.push(`media/clip_${r % 5000}_${c}.mp4`);
      else if (c % 3 === 1) row.push((r * c) % 99_991);
      else row.push(`text value of row ${r}, column ${c}`);
    }
    rows.push(row);
  }
  return rows;
}

/**
 * Writes the files in a child process: made here, the table's millions of objects would
 * sit in the server's heap and its garbage collection pauses would be measured as stalls.
 */
async function generate(dir: string): Promise<void> {
  const rows = table();
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Data');
  await writeFile(
    path.join(dir, 'largest.xlsx'),
    XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer,
  );
  await writeFile(path.join(dir, 'cells.csv'), XLSX.utils.sheet_to_csv(book.Sheets.Data!));
}

async function main(): Promise<void> {
  await withBenchRoot('sheets', async (root) => {
    const made = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), '--generate', root],
      { stdio: 'inherit' },
    );
    if (made.status !== 0) throw new Error('The spreadsheet could not be made');
    const { origin, user, close } = await startBenchApp(root);
    try {
      await measure(root, origin + API, await user('bench'));
    } finally {
      await close();
    }
  });
}

/** The stall figures, in the process that serves. */
async function measure(
  root: string,
  base: string,
  { headers, prjuid }: { headers: Record<string, string>; prjuid: string },
): Promise<void> {
  const xlsx = await readFile(path.join(root, 'largest.xlsx'));
  const unpacked = readDirectory(xlsx).reduce((sum, entry) => sum + entry.size, 0);
  const csv = await stat(path.join(root, 'cells.csv'));

  /**
   * Uploads and imports one file; the longest event-loop stall meanwhile and the time
   * taken. The body is streamed from disk by node:http, so the client's own share of the
   * event loop stays small.
   */
  const importOf = async (name: string, file: string) => {
    const boundary = `----bench${Date.now()}`;
    const field = (key: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
    const head = Buffer.from(
      field('delimiter', '') +
        field('first_line_is_header', 'true') +
        field('replace', '0') +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const { size } = await stat(file);
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const start = performance.now();
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${base}/datasource/${prjuid}/${name}`, {
        method: 'PUT',
        headers: {
          ...headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      request.on('error', reject);
      request.write(head);
      pipeline(createReadStream(file), request, { end: false }).then(() => request.end(tail), reject);
    });
    const seconds = (performance.now() - start) / 1000;
    delay.disable();
    if (status !== 201) throw new Error(`${name}: ${status} ${body}`);
    return { seconds, stallMs: delay.max / 1e6 };
  };

  // A warm worker, as after the first import of a running server.
  const warm = path.join(root, 'warm.csv');
  await writeFile(warm, 'a,b\n1,2\n');
  await importOf('warm.csv', warm);

  /** The same measure over an idle server: what the machine's own load accounts for. */
  const idleStall = async (seconds: number) => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    delay.disable();
    return delay.max / 1e6;
  };

  const sheet = await importOf('largest.xlsx', path.join(root, 'largest.xlsx'));
  const baseline = await idleStall(sheet.seconds);
  console.log(
    `Spreadsheet import: the largest accepted xlsx, ${fmt(ROWS)} rows x ${COLUMNS} columns = ${fmt(ROWS * COLUMNS)} cells ` +
      `(limit ${fmt(DEFAULT_DATASOURCE_LIMITS.maxCells)}), ${formatBytes(xlsx.length, { exact: true })} packed, ${formatBytes(unpacked, { exact: true })} unpacked ` +
      `(limit ${formatBytes(DEFAULT_DATASOURCE_LIMITS.maxUncompressedBytes, { exact: true })})`,
  );
  console.log(
    `  event-loop stall during the largest accepted spreadsheet import: ${sheet.stallMs.toFixed(1)} ms (goal < 50 ms)`,
  );
  console.log(`  import time: ${sheet.seconds.toFixed(2)} s`);
  console.log(`  (the same measure on the idle server for as long: ${baseline.toFixed(1)} ms)`);

  const cells = await importOf('cells.csv', path.join(root, 'cells.csv'));
  console.log(
    `  csv of the same ${fmt(ROWS * COLUMNS)} cells (${formatBytes(csv.size, { exact: true })}): stall ${cells.stallMs.toFixed(1)} ms, import time ${cells.seconds.toFixed(2)} s`,
  );

  // Reading it back whole: its 2,000,000 cells parsed and serialized on a worker, the
  // answer received and dropped by node:http (the client's share stays small).
  const stored = await readBack(`${base}/data/${prjuid}/cells.csv?processed=1`, headers);
  console.log(
    `  event-loop stall while that stored csv is read with ?processed=1: ${stored.stallMs.toFixed(1)} ms ` +
      `(${formatBytes(stored.bytes, { exact: true })} of JSON in ${stored.seconds.toFixed(2)} s; goal < 50 ms)`,
  );
}

/** GET `url`, counting the answer's bytes; the longest event-loop stall meanwhile. */
async function readBack(
  url: string,
  headers: Record<string, string>,
): Promise<{ stallMs: number; seconds: number; bytes: number }> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const start = performance.now();
  const { status, bytes } = await new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      })
      .on('error', reject);
  });
  const seconds = (performance.now() - start) / 1000;
  delay.disable();
  if (status !== 200) throw new Error(`${url}: ${status}`);
  return { stallMs: delay.max / 1e6, seconds, bytes };
}

const generating = process.argv.indexOf('--generate');
(generating > 0 ? generate(process.argv[generating + 1]!) : main()).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
