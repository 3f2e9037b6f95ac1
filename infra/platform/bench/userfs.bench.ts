/**
 * The UserFS figure (docs/userfs.md), over real HTTP against the real app in a temporary data dir:
 *   - GET /v1/userfs/list/data/{folder}?use_directories=1&metadata=1&pagesize=200, first page of a
 *     folder of 10,000 files (median and p95 of 20 runs; goal < 100 ms)
 *   - the same after a page token, from the middle of the folder
 * The files are written into the user's store on disk (1,000 of them first through the upload
 * call, to time that too), as a user who has filled their store over time would have them.
 * Run from the workspace root: infra/platform/node_modules/.bin/tsx infra/platform/bench/userfs.bench.ts
 */
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API, REGION, count as fmt, startBenchApp, withBenchRoot } from './bench-app.ts';

const FILES = 10_000;
const UPLOADED = 1_000;
const RUNS = 20;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const name = (i: number) => `logo-${String(i).padStart(5, '0')}.txt`;

async function main(): Promise<void> {
  await withBenchRoot('userfs', async (root) => {
    const { app, origin, user: newUser, close } = await startBenchApp(root);
    try {
      const { user, headers } = await newUser('bench');
      const base = `${origin}${API}/userfs`;

      const uploadStart = performance.now();
      let next = 0;
      const put = async () => {
        while (next < UPLOADED) {
          const i = next++;
          const response = await fetch(`${base}/data/shared/${name(i)}`, {
            method: 'PUT',
            headers,
            body: `file ${i}\n`,
          });
          if (response.status !== 201) throw new Error(`upload ${name(i)}: ${response.status}`);
        }
      };
      await Promise.all(Array.from({ length: 4 }, put));
      const uploadMs = performance.now() - uploadStart;
      const folder = path.join((await app.userFiles.root({ userId: user.id, region: REGION })).files, 'shared');
      await mkdir(folder, { recursive: true });
      for (let i = UPLOADED; i < FILES; i += 500) {
        await Promise.all(
          Array.from({ length: Math.min(500, FILES - i) }, (_, k) =>
            writeFile(path.join(folder, name(i + k)), `file ${i + k}\n`),
          ),
        );
      }

      const list = async (pagetoken = '') => {
        const start = performance.now();
        const response = await fetch(
          `${base}/list/data/shared/?use_directories=1&metadata=1&pagesize=200${pagetoken ? `&pagetoken=${encodeURIComponent(pagetoken)}` : ''}`,
          { headers },
        );
        const body = (await response.json()) as { Data: unknown[]; PageToken?: string };
        if (response.status !== 200 || body.Data.length !== 200) throw new Error(`list: ${response.status}`);
        return { ms: performance.now() - start, token: body.PageToken ?? '' };
      };
      const measure = async (token: string) => {
        for (let i = 0; i < 3; i++) await list(token);
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) times.push((await list(token)).ms);
        return times.sort((a, b) => a - b);
      };
      const first = await measure('');
      let middle = '';
      for (let page = 0; page < FILES / 200 / 2; page++) middle = (await list(middle)).token;
      const later = await measure(middle);
      console.log(
        `  UserFS upload, ${fmt(UPLOADED)} small files 4 at a time: ${Math.round(uploadMs / UPLOADED)} ms a file`,
      );
      console.log(
        `  UserFS list, first page of ${fmt(FILES)} files: median ${Math.round(percentile(first, 50))} ms, p95 ${Math.round(percentile(first, 95))} ms (goal < 100 ms)`,
      );
      console.log(`  UserFS list, a page from the middle by its token: median ${Math.round(percentile(later, 50))} ms`);
    } finally {
      await close();
    }
  });
}

await main();
