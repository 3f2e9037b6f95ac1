import { availableParallelism } from 'node:os';
import fp from 'fastify-plugin';
import { BatchService } from '../batch/batch-service.ts';
import { JobRunFields } from '../batch/job-run-fields.ts';
import { ProductCdn } from '../batch/cdn-store.ts';
import { databaseLock } from '../db/advisory-lock.ts';
import { RunRepository } from '../batch/run-repository.ts';
import { TaskRunner } from '../batch/task-runner.ts';
import { WorkerPool } from '../batch/workers.ts';
import { createDeliver } from '../destinations/index.ts';
import { ownsDataAlone, type AppOptions } from './app-options.ts';
import type { BatchQueue } from '../queue/batch-queue.ts';
import { BullMqBatchQueue } from '../queue/bullmq-batch-queue.ts';
import { SqliteBatchQueue } from '../queue/sqlite-batch-queue.ts';
import { PrerenderSandbox } from '../sandbox/prerender-sandbox.ts';
import { ScriptRunner } from '../script-run/script-runner.ts';
import { AppDataService } from '../app-data/app-data-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    appData: AppDataService;
    batch: BatchService;
    cdn: ProductCdn;
    scriptRunner: ScriptRunner;
    /** The script sandbox (prerender and run-console scripts): its stats say what runs and waits. */
    scriptSandbox: PrerenderSandbox;
  }
}

/**
 * Batch rendering: the queue (SQLite in the embedded mode, BullMQ on Redis when REDIS_URL
 * is set: queue/README.md), the worker pool and the prerender sandbox. By role
 * (docs/scale-out.md): `all` and `worker` run the pool (started once the app is ready),
 * `api` only enqueues. Stopped before the database closes: running tasks go back to the queue.
 */
export default fp<AppOptions>(
  async (app, options) => {
    const role = options.role ?? 'all';
    // Writes of one app data file wait for each other across api processes (db/advisory-lock.ts).
    const appData = new AppDataService(app.projectFiles, databaseLock(app.db));
    const cdn = new ProductCdn(app.projectFiles);
    const runs = new RunRepository(app.db);
    const tasks = new SqliteBatchQueue(app.db, app.clock);
    const concurrency = Math.max(
      1,
      (role === 'worker' ? options.workerConcurrency : options.batchConcurrency) ?? availableParallelism(),
    );
    const queue: BatchQueue = options.redisUrl
      ? new BullMqBatchQueue(tasks, { redisUrl: options.redisUrl, concurrency, log: app.log, ...options.redisQueue })
      : tasks;
    const sandbox = new PrerenderSandbox({
      timeoutMs: options.prerenderTimeoutMs,
      memoryBytes: options.prerenderMemoryBytes,
      workers: options.scriptWorkers,
    });
    const batch = new BatchService({
      runs,
      queue,
      projects: app.projects,
      cdn,
      appData,
      movies: app.movies,
      datasources: app.datasourceTables,
      fields: new JobRunFields({ appData, now: app.clock, log: app.log }),
      now: app.clock,
      log: app.log,
      events: app.webhookEvents,
    });
    const runner = new TaskRunner({
      runs,
      queue,
      projects: app.projects,
      assets: app.assets,
      datasources: app.datasourceTables,
      renders: app.renders,
      renderTokens: app.renderTokens,
      sandbox,
      cdn,
      deliver:
        options.deliver ??
        createDeliver({ outboundAllow: options.outboundAllowHosts, attempts: options.deliveryAttempts }),
      now: app.clock,
      log: app.log,
      dataDir: options.dataDir,
      onTaskEnd: (queueId) => batch.settle(queueId),
      events: app.webhookEvents,
    });
    const workers = new WorkerPool(queue, runner.run, { concurrency, halted: () => app.renders.stopping }, app.log);
    batch.attach(workers, runner);
    app.decorate('appData', appData);
    app.decorate('batch', batch);
    app.decorate('cdn', cdn);
    // The run console's scripts run in the same sandbox as the prerender scripts of batch tasks.
    app.decorate('scriptRunner', new ScriptRunner({ sandbox, appData, datasources: app.datasourceTables }));
    app.decorate('scriptSandbox', sandbox);

    const runsWorkers = role !== 'api';
    app.addHook('onReady', async () => {
      // Only a process that runs tasks puts back what a dead one left: an api process is
      // not the queue's owner (with the SQLite queue, an `all` process is the only one).
      await batch.recover({ requeue: runsWorkers, alone: ownsDataAlone(options) });
      if (!runsWorkers) return;
      queue.watch?.({
        claimable: () => workers.wake(),
        cancelled: (queueId) => {
          runner.forget(queueId);
          void workers.cancel(queueId);
        },
      });
      workers.start();
    });
    app.addHook('preClose', async () => {
      // Runs being prepared fail before the database closes: a preparation is not taken up again.
      await batch.close();
      if (runsWorkers) await workers.stop();
      await queue.close?.();
    });
    app.addHook('onClose', async () => sandbox.close());
    // The runs' static segments (docs/render-reuse.md) are this process's temp files.
    app.addHook('onClose', async () => runner.close());
  },
  { name: 'batch', dependencies: ['wiring'] },
);
