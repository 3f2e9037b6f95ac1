import { availableParallelism } from 'node:os';
import fp from 'fastify-plugin';
import { BatchService } from '../batch/batch-service.ts';
import { ProductCdn } from '../batch/cdn-store.ts';
import { RunRepository } from '../batch/run-repository.ts';
import { TaskRunner } from '../batch/task-runner.ts';
import { WorkerPool } from '../batch/workers.ts';
import { createDeliver } from '../destinations/index.ts';
import type { AppOptions } from '../options.ts';
import { SqliteBatchQueue } from '../queue/sqlite-batch-queue.ts';
import { PrerenderSandbox } from '../sandbox/prerender-sandbox.ts';
import { ScriptRunner } from '../script-run/script-runner.ts';
import { AppDataService } from '../services/app-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    appData: AppDataService;
    batch: BatchService;
    cdn: ProductCdn;
    scriptRunner: ScriptRunner;
  }
}

/**
 * Batch rendering in the embedded mode: the SQLite queue, the in-process worker pool
 * (started once the app is ready, after tasks a dead process left running are queued
 * again) and the prerender sandbox. Stopped before the database closes: running tasks
 * go back to the queue.
 */
export default fp<AppOptions>(
  async (app, options) => {
    const appData = new AppDataService();
    const cdn = new ProductCdn();
    const runs = new RunRepository(app.db);
    const queue = new SqliteBatchQueue(app.db, app.clock);
    const sandbox = new PrerenderSandbox({ timeoutMs: options.prerenderTimeoutMs, memoryBytes: options.prerenderMemoryBytes });
    const batch = new BatchService({ runs, queue, projects: app.projects, cdn, appData, movies: app.movies, now: app.clock, log: app.log });
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
      deliver: options.deliver ?? createDeliver({ outboundAllow: options.outboundAllowHosts, attempts: options.deliveryAttempts }),
      now: app.clock,
      log: app.log,
      dataDir: options.dataDir,
      onTaskEnd: (queueId) => batch.settle(queueId),
    });
    const workers = new WorkerPool(
      queue,
      runner.run,
      { concurrency: options.batchConcurrency ?? Math.max(1, availableParallelism()), halted: () => app.renders.stopping },
      app.log,
    );
    batch.attach(workers, runner);
    app.decorate('appData', appData);
    app.decorate('batch', batch);
    app.decorate('cdn', cdn);
    // The run console's scripts run in the same sandbox as the prerender scripts of batch tasks.
    app.decorate('scriptRunner', new ScriptRunner({ sandbox, appData, datasources: app.datasourceTables }));

    app.addHook('onReady', async () => {
      await batch.recover();
      workers.start();
    });
    app.addHook('preClose', async () => workers.stop());
    app.addHook('onClose', async () => sandbox.close());
  },
  { name: 'batch', dependencies: ['wiring'] },
);
