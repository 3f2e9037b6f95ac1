/**
 * Scale-out figures (docs/scale-out.md): batch throughput of the 3 s 640x360 template
 * (batch-template.ts) delivered to the product CDN, in renders per minute,
 *   - embedded: one `all` process, SQLite, folders, the in-process queue, one task per core;
 *   - scale-out: an `api` process on PostgreSQL + Redis + an S3-compatible store (s3rver),
 *     with 1 worker process running one task per core, then 2 worker processes sharing the
 *     cores (one task each), every process on this one machine.
 * The engines are throwaway ones (scripts/engines/, s3rver), started here and stopped after.
 * The machine time per row (wall time x cores / rows) is printed too: it is the basis of the
 * capacity estimate in docs/scale-out.md.
 * Run from the workspace root: infra/platform/node_modules/.bin/tsx infra/platform/bench/scale-out.bench.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain ES module of the scripts, without types.
import { start as startPostgres } from '../../../scripts/engines/postgres.mjs';
// @ts-expect-error: a plain ES module of the scripts, without types.
import { start as startRedis } from '../../../scripts/engines/redis.mjs';
import type { AppOptions } from '../src/plugins/app-options.ts';
import { createDatabase } from '../test/helpers/postgres-databases.ts';
import { startS3Store } from '../test/helpers/object-stores.ts';
import { seconds as s, startBenchApp, withBenchRoot, type BenchApp, type BenchUser } from './bench-app.ts';
import { JOB_ID, makeTemplateMedia, prepareTemplate, submit, titleRows, type TemplateMedia } from './batch-template.ts';

const ROWS = 16;
const CORES = availableParallelism();
const WORKER_ENTRY = fileURLToPath(new URL('../test/scale-out/platform-process.ts', import.meta.url));
const PLATFORM = fileURLToPath(new URL('..', import.meta.url));

interface Engine {
  url: string;
  stop(): Promise<void>;
}

interface Worker {
  child: ChildProcess;
  /** SIGTERM, as an operator stops it; resolves once it exited. */
  stop(): Promise<void>;
}

/** A worker process (the scale-out tests' entry), ready once it prints its health URL. */
async function startWorker(settings: Partial<AppOptions>): Promise<Worker> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', WORKER_ENTRY, JSON.stringify({ ...settings, role: 'worker', logLevel: 'silent' })],
    {
      cwd: PLATFORM,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{"ready"')) resolve();
    });
    void exited.then(() => reject(new Error('a worker process stopped at start')));
  });
  return {
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs ROWS rows of the template and waits for the run to end; the wall time in ms. */
async function timedRun(bench: BenchApp, session: BenchUser, runid: string): Promise<number> {
  const queue = await submit(session, JOB_ID, runid, titleRows(ROWS), ROWS);
  const scope = { ownerId: session.user.id, region: 'eu-west-1' };
  const started = performance.now();
  await session.call('POST', `/r/eu-west-1/render/v2/batch/eu-west-1/default/${queue}/run`);
  for (;;) {
    const status = await bench.app.batch.status(scope, queue);
    if (status.state === 'done') {
      const wall = performance.now() - started;
      if (status.done !== ROWS) throw new Error(`${runid}: ${status.failed} of ${ROWS} rows failed`);
      return wall;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts the platform with `options`, prepares the template, warms up with one row, then times a run. */
async function measure(
  root: string,
  name: string,
  media: TemplateMedia,
  options: Partial<AppOptions>,
  workers: Partial<AppOptions>[],
): Promise<number> {
  const bench = await startBenchApp(root, name, options);
  const started: Worker[] = [];
  try {
    for (const settings of workers)
      started.push(await startWorker({ ...options, ...settings, dataDir: path.join(root, name) }));
    const session = await bench.user('bench');
    await prepareTemplate(session, media);
    await timedRun(bench, session, `run-${name}-warm`).catch(() => undefined);
    return await timedRun(bench, session, `run-${name}`);
  } finally {
    await Promise.all(started.map((worker) => worker.stop()));
    await bench.close();
  }
}

async function main(): Promise<void> {
  await withBenchRoot('scale-out', async (root) => {
    console.log('\nScale-out figures (platform)');
    const media = await makeTemplateMedia(path.join(root, 'media'));
    const embedded = await measure(root, 'embedded', media, { batchConcurrency: CORES }, []);

    const postgres: Engine = await startPostgres();
    const redis: Engine = await startRedis();
    const store = await startS3Store();
    try {
      const perMinute = (ms: number) => ((ROWS / ms) * 60_000).toFixed(1);
      const scaleOut = async (name: string, workers: Partial<AppOptions>[]) => {
        const database = await createDatabase(postgres.url, { empty: true });
        try {
          return await measure(
            root,
            name,
            media,
            { role: 'api', databaseUrl: database.url, redisUrl: redis.url, objectStore: store.settings },
            workers,
          );
        } finally {
          await database.drop();
        }
      };
      const one = await scaleOut('one-worker', [{ workerConcurrency: CORES }]);
      const share = Math.max(1, Math.floor(CORES / 2));
      const two = await scaleOut('two-workers', [{ workerConcurrency: share }, { workerConcurrency: share }]);
      console.log(`  batch of ${ROWS} rows of the 3 s 640x360 template to the product CDN, ${CORES} cores:`);
      console.log(
        `    embedded (SQLite, folders, in-process queue, ${CORES} at once): ${s(embedded)}, ${perMinute(embedded)} renders/min`,
      );
      console.log(
        `    PostgreSQL + Redis + S3, 1 worker process (${CORES} at once): ${s(one)}, ${perMinute(one)} renders/min`,
      );
      console.log(
        `    PostgreSQL + Redis + S3, 2 worker processes (${share} at once each): ${s(two)}, ${perMinute(two)} renders/min`,
      );
      console.log(
        `    per row of machine time: ${s((embedded * CORES) / ROWS)} core-seconds embedded, ${s((two * CORES) / ROWS)} with 2 workers`,
      );
    } finally {
      await store.close();
      await redis.stop();
      await postgres.stop();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
