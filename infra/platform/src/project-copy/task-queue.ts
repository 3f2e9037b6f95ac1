import { WaitingError, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import {
  consumeQueue,
  openJobQueue,
  type JobQueue,
  type QueueConsumer,
  type QueueConsumerOptions,
} from '../render/job-queues.ts';

/** The BullMQ queue of publish copies, project copies and migrations (docs/scale-out.md). */
export const PROJECT_TASK_QUEUE = 'reelforge-project-task';

/** Why a worker that is stopping aborts the tasks it runs: they go back to the queue, their rows as they were. */
export class HandedBack extends Error {
  constructor() {
    super('The worker stopped; another one takes the task');
    this.name = 'HandedBack';
  }
}

/** Whether a task was stopped to be handed back (nothing is recorded of its end). */
export const handedBack = (signal: AbortSignal): boolean => signal.reason instanceof HandedBack;

/**
 * At shutdown: aborts the tasks a process runs, handed back to the queue (a worker) or with
 * `reason` (one process), says so in the log, and waits for each to end. A task whose
 * ending fails is logged, never thrown: the shutdown goes on with the rest.
 */
export async function stopTasks(
  tasks: ReadonlyArray<{ id: string; controller: AbortController; finished: Promise<void> }>,
  options: { handBack: boolean; reason: Error | undefined; kind: ProjectTaskJob['kind']; log: FastifyBaseLogger },
): Promise<void> {
  if (tasks.length === 0) return;
  for (const task of tasks) task.controller.abort(options.handBack ? new HandedBack() : options.reason);
  options.log.info(
    { kind: options.kind, tasks: tasks.map((task) => task.id) },
    options.handBack ? 'project tasks stopping to be handed back' : 'project tasks stopping',
  );
  await Promise.all(
    tasks.map((task) =>
      task.finished.catch((error: unknown) =>
        options.log.error(
          { err: error, kind: options.kind, task: task.id },
          'a stopped project task did not end cleanly',
        ),
      ),
    ),
  );
}

/** A publish copy: the distribution's row says whether it is still wanted; the job carries the rest. */
export interface PublishJob {
  kind: 'publish';
  id: string;
  ownerId: number;
  projectId: number;
  prjuid: string;
  /** The project's home, where its folder is. */
  home: string;
  region: string;
}

/** A project copy: its row has the target; the source and the name are the job's. */
export interface CopyJob {
  kind: 'copy';
  id: string;
  sourceOwnerId: number;
  sourceId: number;
  /** The region of the source's copy it was asked from (its folder). */
  sourceRegion: string;
  name: string;
}

/** A migration: all of it is its row. */
export interface MigrateJob {
  kind: 'migrate';
  id: string;
}

export type ProjectTaskJob = PublishJob | CopyJob | MigrateJob;

/**
 * Where a project task runs once its row (or distribution) is written. Without a runner an
 * engine runs it in its own process (`npm start`, role `all`); an `api` process with Redis
 * hands it to a worker process through the queue.
 */
export interface ProjectTaskRunner {
  /** Hands the task over; resolves with the id of the task that runs it (a publish already queued for the same project and region is joined). */
  run(job: ProjectTaskJob): Promise<string>;
}

/** A task started in this process: `finished` settles when it ended, whatever the outcome. */
export interface StartedTask {
  finished: Promise<void>;
}

/** Starts a task in this process from its row; undefined when there is nothing left to do (it ended, or went). */
export type RunHere<J extends ProjectTaskJob = ProjectTaskJob> = (job: J) => Promise<StartedTask | undefined>;

/**
 * Ends a task whose job failed because the workers running it died more than the queue allows
 * (BullMQ's maxStalledCount): what it left is undone as at a restart, and its row (a
 * distribution's, for a publish) says so, so the user can start it again.
 */
export type EndStalledOut = (job: ProjectTaskJob) => Promise<void>;

/**
 * The job's id: one per task, and one per project and region for a publish, so publishing
 * again while a copy waits or runs joins it. Jobs are removed when they end, freeing the id.
 */
const jobIdOf = (job: ProjectTaskJob) =>
  job.kind === 'publish' ? `publish-${job.projectId}-${job.region}` : `${job.kind}-${job.id}`;

/** The queued adapter, for api processes: each task is a job of the project task queue. */
export class QueuedProjectTasks implements ProjectTaskRunner {
  private readonly jobs: JobQueue<ProjectTaskJob, object>;

  constructor(options: { redisUrl: string; log: FastifyBaseLogger; prefix?: string | undefined }) {
    this.jobs = openJobQueue<ProjectTaskJob, object>(PROJECT_TASK_QUEUE, 'project task queue', options);
  }

  async run(job: ProjectTaskJob): Promise<string> {
    const jobId = jobIdOf(job);
    await this.jobs.queue.add(job.kind, job, { jobId, removeOnComplete: true, removeOnFail: true });
    // Added twice, it is one job: the one that was there first names the task.
    const queued = await this.jobs.queue.getJob(jobId);
    return queued?.data.id ?? job.id;
  }

  async close(): Promise<void> {
    await this.jobs.close();
  }
}

/**
 * A worker process's consumer of the project task queue: each job's task is run here from its
 * row and the job held until it ends. A worker that dies stops renewing the job's lock; another
 * takes it and does the task again from its row (each step can be done again, README.md).
 */
export class ProjectTaskWorker {
  private readonly consumer: QueueConsumer;

  constructor(
    private readonly here: { [K in ProjectTaskJob['kind']]: RunHere<Extract<ProjectTaskJob, { kind: K }>> },
    private readonly stopping: () => boolean,
    private readonly options: QueueConsumerOptions,
    stalledOut: EndStalledOut,
  ) {
    this.consumer = consumeQueue<ProjectTaskJob, object>(
      PROJECT_TASK_QUEUE,
      'project task worker',
      (job, token) => this.process(job, token),
      options,
      async (job) => {
        options.log.warn({ kind: job.data.kind, task: job.data.id }, 'project task stalled out');
        await stalledOut(job.data);
      },
    );
  }

  private async process(job: Job<ProjectTaskJob, object>, token: string | undefined): Promise<object> {
    const { kind, id } = job.data;
    const log = this.options.log;
    try {
      if (this.stopping()) throw new Error('stopping');
      log.info({ kind, task: id, attempt: job.attemptsStarted }, 'project task taken');
      const started = await this.start(job.data);
      if (!started) {
        log.info({ kind, task: id }, 'project task spent');
        return {};
      }
      await started.finished;
      // Stopped by this worker's shutdown: handed back (or just ended: the next worker finds it spent).
      if (this.stopping()) throw new HandedBack();
      log.info({ kind, task: id }, 'project task ended');
      return {};
    } catch (error) {
      if (!this.stopping()) throw error;
      // Not started, or stopped, because this worker is stopping: another worker takes it.
      log.info({ kind, task: id }, 'project task handed back');
      await job.moveToWait(token);
      throw new WaitingError();
    }
  }

  private start(job: ProjectTaskJob): Promise<StartedTask | undefined> {
    if (job.kind === 'publish') return this.here.publish(job);
    if (job.kind === 'copy') return this.here.copy(job);
    return this.here.migrate(job);
  }

  async close(): Promise<void> {
    await this.consumer.close();
  }
}
