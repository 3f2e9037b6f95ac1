/**
 * The project copy figure (docs/project-copy.md), over real HTTP against the real app in a
 * temporary data dir: a project holding 200 MB of assets (40 files of 5 MB, with their rows, as
 * uploads leave them) copied to another region by POST /v1/copy, timed from the call to the
 * task's end, against `cp -r` of the project's folder on the same disk, the two taken in turn so
 * both meet the same load on the machine (median of 7 each; goal: within 1.5x).
 * Run from the workspace root: infra/platform/node_modules/.bin/tsx infra/platform/bench/project-copy.bench.ts
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { AssetRepository } from '../src/assets/asset-store.ts';
import { API, REGION, startBenchApp, withBenchRoot } from './bench-app.ts';

const FILES = 40;
const FILE_BYTES = 5 * 1024 * 1024;
const RUNS = 7;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  await withBenchRoot('project-copy', async (root) => {
    const { app, user: newUser, close } = await startBenchApp(root);
    try {
      const bench = await newUser('bench', 'Two hundred megabytes');
      const project = (await app.projects.locate(bench.user, REGION, bench.prjuid))!;
      const userdata = path.join(project.dir, 'userdata');
      await mkdir(userdata, { recursive: true });
      const stamp = new Date().toISOString();
      const rows = [];
      for (let i = 0; i < FILES; i++) {
        const name = `footage-${String(i).padStart(2, '0')}.bin`;
        await writeFile(path.join(userdata, name), randomBytes(FILE_BYTES));
        rows.push({
          uid: randomBytes(16).toString('hex'),
          project_id: project.id,
          name,
          type: 'other',
          mimetype: 'application/octet-stream',
          size: FILE_BYTES,
          media_info: null,
          date_created: stamp,
          date_modified: stamp,
        });
      }
      await new AssetRepository(app.db).insertMany(rows);

      const copyTimes: number[] = [];
      const cpTimes: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now();
        const { task_id } = await bench.call('POST', `${API}/copy/${bench.prjuid}`, {
          region: 'us-east-1',
          name: `Copy ${run}`,
        });
        for (;;) {
          const task = await bench.call('GET', `${API}/copy/task/${task_id}`);
          if (task.status === 'error') throw new Error(`copy failed: ${task.Message}`);
          if (task.status === 'done') {
            copyTimes.push(performance.now() - start);
            // Each copy goes again, as the cp -r copy does, so neither run finds the disk fuller.
            await bench.call('DELETE', `/r/us-east-1/api/v1/project/${task.project.uid}`);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 10));
        }

        const target = path.join(root, `cp-${run}`);
        const cpStart = performance.now();
        const result = spawnSync('cp', ['-r', project.dir, target]);
        cpTimes.push(performance.now() - cpStart);
        if (result.status !== 0) throw new Error(`cp -r: ${result.stderr.toString()}`);
        await rm(target, { recursive: true, force: true });
      }
      const copy = median(copyTimes);
      const cp = median(cpTimes);
      console.log(
        `  Project copy, ${FILES} assets of ${FILE_BYTES / 1024 / 1024} MiB (${(FILES * FILE_BYTES) / 1024 / 1024} MiB) to another region: median ${Math.round(copy)} ms; cp -r of its folder ${Math.round(cp)} ms; ${(copy / cp).toFixed(2)}x (goal within 1.5x)`,
      );
    } finally {
      await close();
    }
  });
}

await main();
