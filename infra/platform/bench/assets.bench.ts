/**
 * Asset figures of issue 3, over real HTTP against the real app in a temporary data dir:
 *   - GET /v1/list/data with 10,000 assets (median and p95 of 20 runs; goal < 150 ms)
 *   - PUT /v1/datasource of 100,000 rows x 10 columns, as csv (goal < 3 s) and as xlsx
 * Run from the workspace root: infra/platform/node_modules/.bin/tsx infra/platform/bench/assets.bench.ts
 */
import { performance } from 'node:perf_hooks';
import { assetTypeOf, mimetypeOf } from '@reelforge/model';
import * as XLSX from '@e965/xlsx';
import { newUid } from '../src/lib/secrets.ts';
import { API, count as fmt, startBenchApp, withBenchRoot } from './bench-app.ts';

const ASSETS = 10_000;
const LIST_RUNS = 20;
const ROWS = 100_000;
const COLUMNS = 10;
const EXTENSIONS = ['mp4', 'png', 'jpg', 'mp3', 'wav', 'ttf', 'csv', 'trackdata', 'json', 'txt'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function table(): string[][] {
  const rows: string[][] = [Array.from({ length: COLUMNS }, (_, c) => (c === 0 ? 'id' : `column ${c}`))];
  for (let r = 0; r < ROWS; r++) {
    const row = [`row-${r}`];
    for (let c = 1; c < COLUMNS; c++)
      row.push(c % 3 === 0 ? `media/clip_${r % 500}.mp4` : c % 3 === 1 ? String((r * c) % 9973) : `text ${r}, ${c}`);
    rows.push(row);
  }
  return rows;
}

function csvOf(rows: string[][]): string {
  return rows.map((row) => row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',')).join('\n') + '\n';
}

async function main(): Promise<void> {
  await withBenchRoot('assets', async (root) => {
    const { app, origin, user: newUser, close } = await startBenchApp(root);
    try {
      const base = origin + API;
      const { user, headers, prjuid } = await newUser('bench');
      // 1. The list of 10,000 assets.
      const ref = (await app.projects.locate(user, 'eu-west-1', prjuid))!;
      const now = new Date().toISOString();
      await app.assets.repo.insertMany(
        Array.from({ length: ASSETS }, (_, i) => {
          const name = `asset_${String(i).padStart(5, '0')}.${EXTENSIONS[i % EXTENSIONS.length]}`;
          return {
            uid: newUid(),
            project_id: ref.id,
            name,
            type: assetTypeOf(name),
            mimetype: mimetypeOf(name),
            size: 1000 + i,
            media_info: null,
            date_created: now,
            date_modified: now,
          };
        }),
      );
      const list = async () => {
        const start = performance.now();
        const response = await fetch(`${base}/list/data/${prjuid}/`, { headers });
        const body = (await response.json()) as { Metadata: { Count: number } };
        if (response.status !== 200 || body.Metadata.Count !== ASSETS) throw new Error(`list: ${response.status}`);
        return performance.now() - start;
      };
      for (let i = 0; i < 3; i++) await list();
      const times: number[] = [];
      for (let i = 0; i < LIST_RUNS; i++) times.push(await list());
      times.sort((a, b) => a - b);
      console.log(
        `  list data, ${fmt(ASSETS)} assets: median ${Math.round(percentile(times, 50))} ms, p95 ${Math.round(percentile(times, 95))} ms (goal < 150 ms)`,
      );

      // 2. Datasources of 100,000 x 10, as csv and as xlsx.
      const rows = table();
      const csv = Buffer.from(csvOf(rows));
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Data');
      const xlsx = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;

      const upload = async (name: string, bytes: Buffer) => {
        const form = new FormData();
        form.append('delimiter', '');
        form.append('first_line_is_header', 'true');
        form.append('replace', '0');
        form.append('file', new Blob([new Uint8Array(bytes)]), name);
        const start = performance.now();
        const response = await fetch(`${base}/datasource/${prjuid}/${name}`, { method: 'PUT', headers, body: form });
        const seconds = (performance.now() - start) / 1000;
        if (response.status !== 201) throw new Error(`${name}: ${response.status} ${await response.text()}`);
        const meta = (await (
          await fetch(`${base}/data/${prjuid}/${name.replace(/\.\w+$/, '.csv')}?processed=1&metadataonly=1`, {
            headers,
          })
        ).json()) as { rowcount: number };
        if (meta.rowcount !== ROWS) throw new Error(`${name}: ${meta.rowcount} rows`);
        return seconds;
      };
      const csvSeconds = await upload('rows.csv', csv);
      console.log(
        `  datasource csv, ${fmt(ROWS)} x ${COLUMNS} (${(csv.length / 1e6).toFixed(1)} MB): ${csvSeconds.toFixed(2)} s (goal < 3 s)`,
      );
      const xlsxSeconds = await upload('sheet.xlsx', xlsx);
      console.log(
        `  datasource xlsx, ${fmt(ROWS)} x ${COLUMNS} (${(xlsx.length / 1e6).toFixed(1)} MB): ${xlsxSeconds.toFixed(2)} s`,
      );
    } finally {
      await close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
