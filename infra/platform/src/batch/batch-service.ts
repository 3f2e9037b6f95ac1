import { randomBytes } from 'node:crypto';
import type { BatchRows, BatchRun, QueueStatus } from '@reelforge/contract';
import { DEFAULT_JOB_LIMIT, DEFAULT_ROUTING, type BatchResult } from '@reelforge/model';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../db/database-errors.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError, badRequest, notFound } from '../lib/http-errors.ts';
import { newUid } from '../lib/secrets.ts';
import type { BatchQueue, TaskToStore } from '../queue/batch-queue.ts';
import type { ProjectRef, ProjectService } from '../projects/project-service.ts';
import type { ProductCdn } from './cdn-store.ts';
import { planRun, type PlanSources } from './plan.ts';
import type { RunRepository, RunRow, RunScope, RunState } from './run-repository.ts';
import type { TaskRunner } from './task-runner.ts';
import type { WorkerPool } from './workers.ts';

export interface TaskUpload {
  jobid: string;
  runid: string;
  project: ProjectRef;
  /** The tasks, or their stored texts (an upload read on a body worker). */
  tasks: readonly TaskToStore[];
}

export interface BatchServiceDeps extends PlanSources {
  runs: RunRepository;
  queue: BatchQueue;
  projects: ProjectService;
  cdn: ProductCdn;
  now: Clock;
  log: FastifyBaseLogger;
}

/** A queue that was never started is dropped at the next start after this long. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

const queueNotFound = (id: string) => notFound(`Batch queue ${id} not found`);
const runNotFound = (id: string) => notFound(`Run ${id} not found`);
const conflict = (message: string) => new HttpError(409, message);

/**
 * The render host's batch calls (docs/reference.md §7) over the queue: a queue is made, filled with
 * tasks in chunks, started (its job read from jobs.json), watched, cancelled; its run's
 * results are read and deleted. The workers (attach()) run the tasks.
 */
export class BatchService {
  private workers: WorkerPool | undefined;
  private runner: TaskRunner | undefined;

  constructor(private readonly deps: BatchServiceDeps) {}

  attach(workers: WorkerPool, runner: TaskRunner): void {
    this.workers = workers;
    this.runner = runner;
  }

  async createQueue(scope: RunScope, routing: string, limit = DEFAULT_JOB_LIMIT): Promise<string> {
    const id = newUid();
    await this.deps.runs.insert({
      id,
      owner_id: scope.ownerId,
      region: scope.region,
      routing: routing || DEFAULT_ROUTING,
      task_limit: limit,
      state: 'created',
      secret: randomBytes(16).toString('hex'),
      created_at: this.deps.now(),
    });
    return id;
  }

  /** Stores one chunk of tasks; the queue's new total. */
  async addTasks(scope: RunScope, queueId: string, upload: TaskUpload): Promise<number> {
    const { runs, queue } = this.deps;
    const run = await runs.find(scope, queueId);
    if (!run) throw queueNotFound(queueId);
    const count = upload.tasks.length;
    const names = { projectId: upload.project.id, jobId: upload.jobid, runId: upload.runid };
    let total: number | undefined;
    try {
      total = await runs.reserve(queueId, count, names);
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict(`Run id ${upload.runid} is already taken: start a new run with a new id`);
      throw error;
    }
    if (total === undefined) throw await this.whyNotReserved(scope, queueId, count, names);
    if (count === 0) return total;
    try {
      await queue.enqueue(queueId, total - count, upload.tasks);
    } catch (error) {
      await runs.unreserve(queueId, count, total);
      throw error;
    }
    return total;
  }

  private async whyNotReserved(
    scope: RunScope,
    queueId: string,
    count: number,
    names: { projectId: number; jobId: string; runId: string },
  ) {
    const run = await this.deps.runs.find(scope, queueId);
    if (!run) return queueNotFound(queueId);
    if (run.state !== 'created')
      return conflict(`Batch queue ${queueId} is ${run.state}: tasks can only be added before it starts`);
    if (run.project_id !== null && run.project_id !== names.projectId)
      return badRequest(`Batch queue ${queueId} holds tasks of another project`);
    if (run.job_id !== null && run.job_id !== names.jobId)
      return badRequest(`Batch queue ${queueId} holds tasks of job ${run.job_id}`);
    if (run.run_id !== null && run.run_id !== names.runId)
      return badRequest(`Batch queue ${queueId} holds tasks of run ${run.run_id}`);
    return badRequest(
      `Batch queue ${queueId} takes at most ${run.task_limit} tasks: it has ${run.total}, and ${count} more would pass its limit`,
    );
  }

  /** Reads the job, fixes the run's plan and lets the workers at its tasks. */
  async start(scope: RunScope, queueId: string, origin: string): Promise<QueueStatus> {
    const { runs, queue, projects } = this.deps;
    const run = await runs.find(scope, queueId);
    if (!run) throw queueNotFound(queueId);
    if (run.state !== 'created') throw conflict(`Batch queue ${queueId} is already ${run.state}`);
    if (run.total === 0 || run.project_id === null || run.job_id === null)
      throw badRequest(`Batch queue ${queueId} has no tasks: upload them before starting the run`);
    const home = await projects.locateById(run.project_id);
    if (!home) throw queueNotFound(queueId);
    const content = await projects.inRegion(home, run.region);
    if (!content)
      throw badRequest(`The project is not published to ${run.region}: publish it before starting a run there`);
    const plan = await planRun(this.deps, { home, content }, run.job_id, origin);
    if (!(await runs.start(queueId, JSON.stringify(plan), this.deps.now())))
      throw conflict(`Batch queue ${queueId} was started or cancelled meanwhile`);
    await queue.release(queueId);
    this.workers?.wake();
    return this.status(scope, queueId);
  }

  async status(scope: RunScope, queueId: string): Promise<QueueStatus> {
    const run = await this.deps.runs.find(scope, queueId);
    if (!run) throw queueNotFound(queueId);
    const { done, failed, queued, rendering, delivering } = await this.countsOf(run);
    const remaining = Math.max(0, run.total - done - failed);
    return {
      Id: run.id,
      state: run.state as RunState,
      total: run.total,
      done,
      failed,
      remaining,
      queued,
      rendering,
      delivering,
      runid: run.run_id ?? '',
    };
  }

  /**
   * Where each task stands, in upload order: from the queue while the run has tasks there,
   * then from its results (a cancelled run's tasks that never ran are not among them).
   */
  async rows(scope: RunScope, queueId: string, offset: number, limit: number): Promise<BatchRows> {
    const { runs, queue } = this.deps;
    const run = await runs.find(scope, queueId);
    if (!run) throw queueNotFound(queueId);
    const counts = await queue.counts(queueId);
    if (counts.total > 0) return { Id: run.id, total: counts.total, Rows: await queue.rows(queueId, offset, limit) };
    const ended = run.done_count + run.failed_count;
    const results = await runs.resultPage(queueId, offset, limit);
    return {
      Id: run.id,
      total: ended,
      Rows: results.map((row) => ({
        seq: row.seq,
        record: row.record,
        key: row.key,
        state: row.status === 'ok' ? 'done' : 'failed',
      })),
    };
  }

  /** No new task starts; running ones are aborted. A finished run stays as it is. */
  async cancel(scope: RunScope, queueId: string): Promise<QueueStatus> {
    const run = await this.deps.runs.find(scope, queueId);
    if (!run) throw queueNotFound(queueId);
    if (run.state === 'created' || run.state === 'running') await this.stopRun(run.id);
    return this.status(scope, queueId);
  }

  private async stopRun(queueId: string): Promise<void> {
    const { runs, queue } = this.deps;
    // The state first: a task ending meanwhile can no longer mark the run done.
    if (!(await runs.end(queueId, ['created', 'running'], 'cancelled', { done: 0, failed: 0 }, this.deps.now())))
      return;
    await queue.cancel(queueId);
    this.runner?.forget(queueId);
    await this.workers?.cancel(queueId);
    const counts = await queue.counts(queueId);
    await runs.setCounts(queueId, { done: counts.ok, failed: counts.failed });
    await queue.remove(queueId);
  }

  async runs(scope: RunScope, jobId: string): Promise<BatchRun[]> {
    const rows = await this.deps.runs.listByJob(scope, jobId);
    return Promise.all(
      rows.map(async (run) => {
        const { done, failed } = await this.countsOf(run);
        return {
          runid: run.run_id ?? '',
          jobid: run.job_id ?? '',
          queue: run.id,
          state: run.state as RunState,
          total: run.total,
          done,
          failed,
          start: new Date(run.started_at ?? run.created_at).toISOString(),
          end: run.ended_at === null ? null : new Date(run.ended_at).toISOString(),
        };
      }),
    );
  }

  async results(scope: RunScope, runId: string): Promise<BatchResult[]> {
    const run = await this.deps.runs.findByRunId(scope, runId);
    if (!run) throw runNotFound(runId);
    return (await this.deps.runs.results(run.id)).map((row) => ({
      record: row.record,
      key: row.key,
      status: row.status === 'ok' ? 'ok' : 'failed',
      ...(row.url !== null ? { url: row.url } : {}),
      ...(row.error !== null ? { error: row.error } : {}),
      duration: Math.round(row.duration_ms) / 1000,
      ...(row.tries !== null ? { tries: row.tries } : {}),
    }));
  }

  /** The run, its results and its files on the product CDN; a running run is cancelled first. */
  async deleteRun(scope: RunScope, runId: string): Promise<void> {
    const { runs, queue, projects, cdn } = this.deps;
    const run = await runs.findByRunId(scope, runId);
    if (!run) throw runNotFound(runId);
    if (run.state === 'created' || run.state === 'running') await this.stopRun(run.id);
    await queue.remove(run.id);
    await runs.delete(run.id);
    const home = run.project_id === null ? undefined : await projects.locateById(run.project_id);
    // Its results are where it rendered: at home, or in the copy of its region.
    if (home) await cdn.removeRun(projects.copyOf(home, run.region), runId);
  }

  /** After a task ended: the run is done once no task is left to run. */
  async settle(queueId: string): Promise<void> {
    const { runs, queue } = this.deps;
    if (await queue.pending(queueId)) return;
    const counts = await queue.counts(queueId);
    if (await runs.end(queueId, ['running'], 'done', { done: counts.ok, failed: counts.failed }, this.deps.now())) {
      this.runner?.forget(queueId);
      await queue.remove(queueId);
    }
  }

  /**
   * At start: tasks a dead process left running are queued again (`requeue`: only by a
   * process that runs tasks), runs whose last task ended just before it died are marked
   * done, and queues filled but never started for a day (an upload the console gave up on)
   * are forgotten.
   */
  async recover({ requeue = true }: { requeue?: boolean } = {}): Promise<void> {
    const { queue, runs, log, now } = this.deps;
    const requeued = requeue ? await queue.recover() : 0;
    if (requeued > 0) log.info({ tasks: requeued }, 'batch tasks of an earlier process queued again');
    for (const run of await runs.listInState('running')) await this.settle(run.id);
    for (const run of await runs.listInState('created')) {
      if (run.created_at > now() - ABANDONED_AFTER_MS) continue;
      await queue.remove(run.id);
      await runs.delete(run.id);
    }
  }

  private async countsOf(
    run: RunRow,
  ): Promise<{ done: number; failed: number; queued: number; rendering: number; delivering: number }> {
    // A finished run's tasks are gone from the queue and its counts kept with it (while a
    // cancellation is being settled, the queue still knows better).
    const counts = await this.deps.queue.counts(run.id);
    if ((run.state === 'done' || run.state === 'cancelled') && counts.total === 0)
      return { done: run.done_count, failed: run.failed_count, queued: 0, rendering: 0, delivering: 0 };
    // Tasks of a run not started yet wait like queued ones; a cancelled run's are not waiting.
    const waiting = run.state === 'cancelled' ? 0 : counts.held + counts.queued;
    return {
      done: counts.ok,
      failed: counts.failed,
      queued: waiting,
      rendering: counts.running - counts.delivering,
      delivering: counts.delivering,
    };
  }
}
