import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition, JobQueue, JobRunner, JobWorker } from '../queue/job-queue.ts';

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
 * hands it to a worker process through the queue. Resolves with the id of the task that runs
 * it (a publish already queued for the same project and region is joined).
 */
export type ProjectTaskRunner = JobRunner<ProjectTaskJob, string>;

/**
 * Where an engine's tasks run, given at its construction: by a worker process (`runner`, an
 * api process with Redis) or in this process; and whether a stop hands the tasks running here
 * back to the queue (`handBack`, a worker process) rather than ending them.
 */
export interface TaskPlace {
  runner?: ProjectTaskRunner | undefined;
  handBack?: boolean | undefined;
}

/** A task started in this process: `finished` settles when it ended, whatever the outcome. */
export interface StartedTask {
  finished: Promise<void>;
}

/** Starts a task in this process from its row; undefined when there is nothing left to do (it ended, or went). */
export type RunHere<J extends ProjectTaskJob = ProjectTaskJob> = (job: J) => Promise<StartedTask | undefined>;

/** Each engine's task started here from its row, by kind. */
export type RunsHere = { [K in ProjectTaskJob['kind']]: RunHere<Extract<ProjectTaskJob, { kind: K }>> };

/**
 * Ends a task whose job failed because the workers running it died more than the queue allows
 * (BullMQ's maxStalledCount): what it left is undone as at a restart, and its row (a
 * distribution's, for a publish) says so, so the user can start it again.
 */
export type EndStalledOut = (job: ProjectTaskJob) => Promise<void>;

/**
 * The BullMQ queue of publish copies, project copies and migrations (docs/scale-out.md). The
 * job's id is one per task, and one per project and region for a publish, so publishing again
 * while a copy waits or runs joins it; jobs are removed when they end, freeing the id. A job
 * ends with its task; nothing is waited for across processes (the rows and the progress store
 * tell how it goes).
 */
export const PROJECT_TASK_JOBS: JobDefinition<ProjectTaskJob, object> = {
  name: 'reelforge-project-task',
  what: 'project task',
  jobName: (job) => job.kind,
  id: (job) => (job.kind === 'publish' ? `publish-${job.projectId}-${job.region}` : `${job.kind}-${job.id}`),
};

/** The queued runner, for api processes: each task is a job; added twice, the one there first names the task. */
export const queuedProjectTasks = (jobs: JobQueue<ProjectTaskJob, object>): ProjectTaskRunner => ({
  run: async (job) => (await jobs.add(job)).id,
});

/**
 * A worker process's side of the project task queue: each job's task is run here from its
 * row and the job held until it ends. A worker that dies stops renewing the job's lock;
 * another takes it and does the task again from its row (each step can be done again,
 * README.md). A task not started, or stopped, because this worker is stopping goes back.
 */
export function projectTaskWorker(
  here: RunsHere,
  stalledOut: EndStalledOut,
  log: FastifyBaseLogger,
): JobWorker<ProjectTaskJob, object> {
  const start = (job: ProjectTaskJob): Promise<StartedTask | undefined> => {
    if (job.kind === 'publish') return here.publish(job);
    if (job.kind === 'copy') return here.copy(job);
    return here.migrate(job);
  };
  return {
    async work(job, { attempt, stopping }) {
      const { kind, id } = job;
      try {
        if (stopping()) throw new Error('stopping');
        log.info({ kind, task: id, attempt }, 'project task taken');
        const started = await start(job);
        if (!started) {
          log.info({ kind, task: id }, 'project task spent');
          return {};
        }
        await started.finished;
        // Stopped by this worker's shutdown: handed back (or just ended: the next worker finds it spent).
        if (stopping()) throw new HandedBack();
        log.info({ kind, task: id }, 'project task ended');
        return {};
      } catch (error) {
        if (stopping()) log.info({ kind, task: id }, 'project task handed back');
        throw error;
      }
    },
    async stalledOut(job) {
      log.warn({ kind: job.kind, task: job.id }, 'project task stalled out');
      await stalledOut(job);
    },
  };
}
