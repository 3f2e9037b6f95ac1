import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { openJobQueue, serveJobs, type ProducerSettings } from '../queue/bullmq-jobs.ts';
import type { JobDefinition, JobQueue, JobWorker } from '../queue/job-queue.ts';
import { DEFAULT_RENDER_TIMEOUT_MS, queueSide, type AppOptions } from './app-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queues as this process's role uses them; their names for the queues' depth. */
    jobQueues: JobQueues;
  }
}

/** How a worker process takes the jobs of one queue, where it differs from the render work's. */
export interface ServeOptions {
  /** Jobs taken at once; default the render concurrency (the render slots still share them out). */
  concurrency?: number | undefined;
  /** How many times a job may go to another worker after its own died (default 2); then it fails. */
  maxStalledCount?: number | undefined;
}

interface Served {
  start(): { close(): Promise<void> };
}

/**
 * The job queues (queue/README.md) as this process's role uses them (docs/scale-out.md): an
 * `api` process with Redis hands jobs to them and serves what a worker made (`queue`); a
 * `worker` process takes them (`serve`, started once the app is ready, stopped before the
 * server waits for open requests); `all`, with or without Redis, does the work here, as the
 * embedded mode does. The services get what `queue` answers at their construction.
 */
export class JobQueues {
  private readonly side: 'api' | 'worker' | undefined;
  private readonly producers: { close(): Promise<void> }[] = [];
  private readonly served: Served[] = [];
  /** The BullMQ names of every queue the services were wired with, whatever the role (their depth: queue/queue-depth.ts). */
  readonly names = new Set<string>();

  constructor(
    private readonly options: AppOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.side = queueSide(options)?.side;
  }

  /** A worker process: what it runs at a stop goes back to the queues for another worker. */
  get handsBack(): boolean {
    return this.side === 'worker';
  }

  /** The definition's queue in an api process with Redis (closed with the app); undefined elsewhere: done here. */
  queue<Data, Result extends object, Failure>(
    definition: JobDefinition<Data, Result, Failure>,
  ): JobQueue<Data, Result> | undefined {
    this.names.add(definition.name);
    if (this.side !== 'api') return undefined;
    const opened = openJobQueue(definition, this.producerSettings());
    this.producers.push(opened);
    return opened;
  }

  /** The definition's jobs taken by a worker process, its work done here; nothing elsewhere. */
  serve<Data, Result extends object, Failure>(
    definition: JobDefinition<Data, Result, Failure>,
    worker: JobWorker<Data, Result>,
    stopping: () => boolean,
    options: ServeOptions = {},
  ): void {
    if (this.side !== 'worker') return;
    const { redisUrl = '', redisQueue = {}, renderConcurrency } = this.options;
    const settings = {
      redisUrl,
      log: this.log,
      prefix: redisQueue.prefix,
      lockMs: redisQueue.lockMs,
      stalledCheckMs: redisQueue.stalledCheckMs,
      concurrency: options.concurrency ?? renderConcurrency ?? availableParallelism(),
      maxStalledCount: options.maxStalledCount,
      stopping,
    };
    this.served.push({ start: () => serveJobs(definition, worker, settings) });
  }

  /**
   * The queues' start and stop: a worker takes jobs once the app is ready and stops taking
   * them at preClose, after the hooks registered before (its renders and tasks stopped, their
   * jobs handed back); an api process's queues close with the app.
   */
  install(app: FastifyInstance): void {
    const queues: JobQueues = this;
    app.decorate('jobQueues', queues);
    let consumers: { close(): Promise<void> }[] = [];
    if (this.served.length > 0) {
      app.addHook('onReady', async () => {
        consumers = this.served.map((served) => served.start());
      });
      app.addHook('preClose', async () => {
        await Promise.all(consumers.map((consumer) => consumer.close()));
      });
    }
    if (this.producers.length > 0)
      app.addHook('onClose', async () => {
        await Promise.all(this.producers.map((producer) => producer.close()));
      });
  }

  private producerSettings(): ProducerSettings {
    const { redisUrl = '', redisQueue = {}, renderTimeoutMs } = this.options;
    // The render's own bound, and time for a dead worker's job to be taken by another.
    const retryMs = (redisQueue.lockMs ?? 30_000) + (redisQueue.stalledCheckMs ?? 30_000);
    const waitMs = (renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS) + retryMs;
    return { redisUrl, log: this.log, prefix: redisQueue.prefix, waitMs };
  }
}
