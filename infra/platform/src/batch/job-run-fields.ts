import { startingJob, withJobRunFields, type BatchJob, type RunFields } from '@reelforge/model';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDataService } from '../app-data/app-data-service.ts';
import type { Clock } from '../lib/clock.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import type { RunRow } from './run-repository.ts';

/** What a write makes of a job's run fields, from the job as stored (undefined: nothing to write). */
export type RunFieldsChange = (job: BatchJob) => Partial<RunFields> | undefined;

/** While a run goes, its job's counts and ETA are written at most this often (per run and process). */
export const PROGRESS_WRITE_MS = 10_000;

/** The run fields of a run just made (the job's current run from now on): Starting, its queue and run named. */
export function submittedJob(job: BatchJob, run: Pick<RunRow, 'id' | 'region' | 'run_id' | 'created_at'>): BatchJob {
  return {
    ...startingJob(job, new Date(run.created_at)),
    queue: run.id,
    queueregion: run.region,
    runid: run.run_id ?? '',
  };
}

/**
 * The run fields of a job in the project's jobs.json (docs/reference.md §3), written by the
 * platform from the run it owns: when it starts, as it goes, when it ends or is paused or
 * stopped. A write changes nothing but run fields, and a run writes only while it is its
 * job's current run (the job's `queue` names it), so an older run ending late changes
 * nothing. A person's save keeps what is written here (app-data/routes.ts, keepRunFields).
 * A write that fails is logged: the run goes on.
 */
export class JobRunFields {
  /** When each run's progress was last written by this process. */
  private readonly written = new Map<string, number>();

  constructor(private readonly deps: { appData: AppDataService; now: Clock; log: FastifyBaseLogger }) {}

  /** Writes the fields of a run starting now: it becomes the job's current run, whatever ran before. */
  starting(home: ProjectRef, jobId: string, change: RunFieldsChange): Promise<void> {
    return this.update(home, jobId, change);
  }

  /** Writes the fields of run `queueId`, if it is still its job's current run. */
  async write(home: ProjectRef, jobId: string, queueId: string, change: RunFieldsChange): Promise<void> {
    await this.update(home, jobId, (job) => (job.queue === queueId ? change(job) : undefined));
  }

  /** Whether the progress of run `queueId` is due to be written again (if so, the caller writes it now). */
  due(queueId: string): boolean {
    const now = this.deps.now();
    const last = this.written.get(queueId);
    if (last !== undefined && now - last < PROGRESS_WRITE_MS) return false;
    this.written.set(queueId, now);
    return true;
  }

  /** The run has ended: nothing more to throttle. */
  forget(queueId: string): void {
    this.written.delete(queueId);
  }

  private async update(home: ProjectRef, jobId: string, change: RunFieldsChange): Promise<void> {
    try {
      await this.deps.appData.update(home, 'jobs.json', (list) => list && withJobRunFields(list, jobId, change));
    } catch (error) {
      this.deps.log.warn({ err: error, job: jobId }, "a batch job's run fields could not be written to jobs.json");
    }
  }
}
