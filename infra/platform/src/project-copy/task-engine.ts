import { isoNow, type ProjectTaskDeps } from './task-steps.ts';
import { stopTasks, type CopyJob, type MigrateJob, type RunHere, type TaskPlace } from './task-queue.ts';

/** A task this process runs: its abort, and its end whatever the outcome. */
export interface RunningTask {
  id: string;
  controller: AbortController;
  finished: Promise<void>;
}

/**
 * What the copy and the migration engines share: the tasks this process runs, where a task
 * goes once its row is written (a worker process's queue, or here: `TaskPlace`, given at
 * construction), and the stop of the running ones (handed back by a worker process).
 */
export abstract class TaskEngine<Job extends CopyJob | MigrateJob, Running extends RunningTask> {
  protected readonly running = new Map<string, Running>();
  protected stopped = false;

  constructor(
    protected readonly deps: ProjectTaskDeps,
    private readonly where: TaskPlace = {},
  ) {}

  /** Runs the task from its row in this process: a worker's job, or the start here. */
  abstract readonly here: RunHere<Job>;

  /** The task goes where it runs; one that cannot start ends its row with `failed`, and the error is thrown. */
  protected async handOver(job: Job, failed: string): Promise<void> {
    try {
      if (this.where.runner) await this.where.runner.run(job);
      else await this.here(job);
    } catch (error) {
      await this.deps.tasks.end(job.id, { status: 'error', message: failed, ended_at: isoNow(this.deps.now) });
      throw error;
    }
  }

  /** At shutdown: the running tasks stop with `reason`, or are handed back to the queue in a worker process. */
  protected async stopRunning(kind: Job['kind'], reason: Error | undefined): Promise<void> {
    this.stopped = true;
    const handBack = this.where.handBack === true;
    await stopTasks([...this.running.values()], { handBack, reason, kind, log: this.deps.log });
  }
}
