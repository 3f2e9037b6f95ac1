import fp from 'fastify-plugin';
import { queueSide, type AppOptions } from './app-options.ts';
import { ProjectTaskWorker, QueuedProjectTasks } from '../project-copy/task-queue.ts';

/** Project tasks a worker process runs at once: they mostly wait on the disk or the object store. */
const TASK_CONCURRENCY = 4;

/**
 * Where publish copies, project copies and migrations run, by role (docs/scale-out.md): an
 * `api` process with Redis writes the task and hands it to the project task queue; a `worker`
 * process runs the queue's tasks; `all` runs its own, as in the embedded mode.
 */
export default fp<AppOptions>(
  async (app, options) => {
    const where = queueSide(options);
    if (!where) return;
    const { side, redisUrl } = where;
    const queue = options.redisQueue ?? {};
    if (side === 'api') {
      const runner = new QueuedProjectTasks({ redisUrl, log: app.log, prefix: queue.prefix });
      app.distributions.runner = runner;
      app.projectCopies.runner = runner;
      app.migrations.runner = runner;
      app.addHook('onClose', () => runner.close());
      return;
    }
    // A worker that stops hands its running tasks back to the queue: another worker does them again.
    app.distributions.handBack = true;
    app.projectCopies.handBack = true;
    app.migrations.handBack = true;
    let consumer: ProjectTaskWorker | undefined;
    app.addHook('onReady', async () => {
      consumer = new ProjectTaskWorker(
        { publish: app.distributions.here, copy: app.projectCopies.here, migrate: app.migrations.here },
        () => app.renders.stopping,
        {
          redisUrl,
          log: app.log,
          prefix: queue.prefix,
          concurrency: TASK_CONCURRENCY,
          lockMs: queue.lockMs,
          stalledCheckMs: queue.stalledCheckMs,
          maxStalledCount: queue.maxStalledCount,
        },
        // Its workers died too often: the task ends as an error the user can start again.
        async (job) => {
          if (job.kind === 'publish') await app.distributions.abandon(job);
          else if (job.kind === 'copy') await app.projectCopies.abandon(job.id);
          else await app.migrations.abandon(job.id);
        },
      );
    });
    // The tasks it runs stop first (wiring's preClose) and their jobs go back to the queue; then it takes no more.
    app.addHook('preClose', async () => {
      await consumer?.close();
    });
  },
  { name: 'project-task-queue', dependencies: ['wiring'] },
);
