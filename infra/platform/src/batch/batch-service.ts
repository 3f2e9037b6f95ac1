import { randomBytes } from 'node:crypto';
import type { CancelHow, QueueStatus } from '@reelforge/contract';
import {
  DEFAULT_JOB_LIMIT,
  DEFAULT_ROUTING,
  jobWithQueueStatus,
  NO_QUEUE,
  startFailedJob,
  stoppedJob,
} from '@reelforge/model';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../db/database-errors.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError, badRequest } from '../lib/http-errors.ts';
import { newUid } from '../lib/secrets.ts';
import type { BatchQueue, TaskToStore } from '../queue/batch-queue.ts';
import type { ProjectRef, ProjectService } from '../projects/project-service.ts';
import type { ProductCdn } from './cdn-store.ts';
import { submittedJob, type JobRunFields, type RunFieldsChange } from './job-run-fields.ts';
import { JobStarts, type JobRunRequest } from './job-start.ts';
import type { TaskSources } from './job-tasks.ts';
import { planRun, type PlanProject, type PlanSources, type RunPlan } from './plan.ts';
import { queueNotFound, RunReads, runNotFound } from './run-reads.ts';
import type { RunRepository, RunRow, RunScope } from './run-repository.ts';
import type { TaskRunner } from './task-runner.ts';
import type { WorkerPool } from './workers.ts';
import type { WebhookEventSink } from '../webhooks/webhook-events.ts';
import { runEndEvents, type RunEnd } from './run-events.ts';

export interface TaskUpload {
  jobid: string;
  runid: string;
  project: ProjectRef;
  /** The tasks, or their stored texts (an upload read on a body worker). */
  tasks: readonly TaskToStore[];
}

export interface BatchServiceDeps extends PlanSources, TaskSources {
  runs: RunRepository;
  queue: BatchQueue;
  projects: ProjectService;
  cdn: ProductCdn;
  fields: JobRunFields;
  now: Clock;
  log: FastifyBaseLogger;
  /** The project's webhooks, told when a run ends (batch.run.finished and the job's notifications). */
  events?: WebhookEventSink;
}

/** A queue that was never started is dropped at the next start after this long. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
/** Longer than any preparation of a run takes: one still preparing after this was cut short. */
const PREPARE_TIMEOUT_MS = 10 * 60 * 1000;

const conflict = (message: string) => new HttpError(409, message);

/**
 * The render host's batch calls (docs/reference.md §7) over the queue: a run of a job started
 * by naming it (the platform prepares it: job-start.ts), or a queue made, filled with tasks
 * in chunks and started (its job read from jobs.json); watched (run-reads.ts), cancelled; its
 * run's results are read and deleted. The workers (attach()) run the tasks. The job's run
 * fields in jobs.json are written here from the run (job-run-fields.ts).
 */
export class BatchService extends RunReads<BatchServiceDeps> {
  private workers: WorkerPool | undefined;
  private runner: TaskRunner | undefined;
  private readonly jobStarts: JobStarts;

  constructor(deps: BatchServiceDeps) {
    super(deps);
    this.jobStarts = new JobStarts(deps, this);
  }

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
      `Batch queue ${queueId} takes at most ${run.task_limit} tasks: ` +
        `it has ${run.total}, and ${count} more would pass its limit`,
    );
  }

  /** A run of a saved job, started by naming it (job-start.ts): its first status (the platform prepares it). */
  async startJob(scope: RunScope, routing: string, request: JobRunRequest, origin: string): Promise<QueueStatus> {
    return this.statusOf(await this.jobStarts.start(scope, routing, request, origin));
  }

  /** Reads the job, fixes the run's plan and lets the workers at its tasks. */
  async start(scope: RunScope, queueId: string, origin: string): Promise<QueueStatus> {
    const run = await this.deps.runs.find(scope, queueId);
    if (!run) throw queueNotFound(queueId);
    if (run.state !== 'created') throw conflict(`Batch queue ${queueId} is already ${run.state}`);
    if (run.total === 0 || run.project_id === null || run.job_id === null)
      throw badRequest(`Batch queue ${queueId} has no tasks: upload them before starting the run`);
    const places = await this.places(run.project_id, run.region, queueId);
    const { plan } = await planRun(this.deps, places, run.job_id, origin);
    if (!(await this.begin(run, places.home, plan)))
      throw conflict(`Batch queue ${queueId} was started or cancelled meanwhile`);
    return this.status(scope, queueId);
  }

  /** Where a run of the project in `region` reads from; a 400 when it is not published there. */
  async places(projectId: number, region: string, queueId = ''): Promise<PlanProject> {
    const home = await this.deps.projects.locateById(projectId);
    if (!home) throw queueNotFound(queueId);
    const content = await this.deps.projects.inRegion(home, region);
    if (!content) throw badRequest(`The project is not published to ${region}: publish it before starting a run there`);
    return { home, content };
  }

  /** created -> running with its plan, its job told it runs; false when it was started or cancelled meanwhile. */
  async begin(run: RunRow, home: ProjectRef, plan: RunPlan): Promise<boolean> {
    const { runs, queue, fields, now } = this.deps;
    if (!(await runs.start(run.id, JSON.stringify(plan), now()))) return false;
    await queue.release(run.id);
    this.workers?.wake();
    const { total } = (await runs.get(run.id)) ?? run;
    // A run uploaded by an API caller becomes its job's current run here; one the platform prepared already is.
    await fields.starting(home, plan.jobId, (job) => ({
      ...(job.queue === run.id ? job : submittedJob(job, run)),
      computing: false,
      uploading: false,
      numrecords: total,
      status: 'Running',
    }));
    return true;
  }

  /** A run that could not start: cancelled with why, what was queued gone, its job (and webhooks, by `plan`) told so. */
  async failStart(run: RunRow, message: string, plan?: RunPlan): Promise<void> {
    if (!(await this.deps.runs.fail(run.id, message, this.deps.now()))) return;
    await this.deps.queue.remove(run.id);
    await this.writeFields(run, (job) => startFailedJob(job, message));
    await this.tellEnd(run.id, { state: 'cancelled', total: 0, done: 0, failed: 0, error: message }, plan);
  }

  /**
   * No new task starts; running ones are aborted. A finished run stays as it is. Its job
   * reads Paused or Stopped (`how`, a person's pause or stop: its queue then forgotten), else Cancelled.
   */
  async cancel(scope: RunScope, queueId: string, how?: CancelHow): Promise<QueueStatus> {
    const run = await this.deps.runs.find(scope, queueId);
    if (!run) throw queueNotFound(queueId);
    if (run.state === 'created' || run.state === 'running') await this.stopRun(run, how);
    return this.status(scope, queueId);
  }

  private async stopRun(run: RunRow, how?: CancelHow): Promise<void> {
    const { runs, queue, now } = this.deps;
    const queueId = run.id;
    // The state first: a task ending meanwhile can no longer mark the run done.
    if (!(await runs.end(queueId, ['created', 'running'], 'cancelled', { done: 0, failed: 0 }, now()))) return;
    await queue.cancel(queueId);
    this.runner?.forget(queueId);
    await this.workers?.cancel(queueId);
    const counts = await queue.counts(queueId);
    await runs.setCounts(queueId, { done: counts.ok, failed: counts.failed });
    await queue.remove(queueId);
    await this.writeEnd(queueId, how);
    await this.tellEnd(queueId, { state: 'cancelled', total: 0, done: counts.ok, failed: counts.failed });
  }

  /** The run, its results and its files on the product CDN; a running run is cancelled first. */
  async deleteRun(scope: RunScope, runId: string): Promise<void> {
    const { runs, queue, projects, cdn } = this.deps;
    const run = await runs.findByRunId(scope, runId);
    if (!run) throw runNotFound(runId);
    if (run.state === 'created' || run.state === 'running') await this.stopRun(run);
    await queue.remove(run.id);
    await runs.delete(run.id);
    const home = run.project_id === null ? undefined : await projects.locateById(run.project_id);
    // Its results are where it rendered: at home, or in the copy of its region.
    if (home) await cdn.removeRun(projects.copyOf(home, run.region), runId);
  }

  /**
   * After a task ended: the run is done once no task is left to run; until then its job's
   * counts are written now and then.
   */
  async settle(queueId: string): Promise<void> {
    const { runs, queue, fields, now } = this.deps;
    if (await queue.pending(queueId)) {
      if (!fields.due(queueId)) return;
      const run = await runs.get(queueId);
      const status = run && (await this.statusOf(run));
      if (run && status) await this.writeFields(run, (job) => jobWithQueueStatus(job, status, new Date(now())));
      return;
    }
    const counts = await queue.counts(queueId);
    if (await runs.end(queueId, ['running'], 'done', { done: counts.ok, failed: counts.failed }, now())) {
      this.runner?.forget(queueId);
      await queue.remove(queueId);
      await this.writeEnd(queueId);
      await this.tellEnd(queueId, { state: 'done', total: 0, done: counts.ok, failed: counts.failed });
    }
  }

  /** The run's end, told once (by whoever ended it) to its project's webhooks; `total` is read from the run. */
  private async tellEnd(queueId: string, end: RunEnd, plan?: RunPlan): Promise<void> {
    const { events, runs } = this.deps;
    if (!events) return;
    const run = await runs.get(queueId);
    if (!run || run.project_id === null) return;
    const planned = plan ?? (run.plan ? (JSON.parse(run.plan) as RunPlan) : undefined);
    for (const event of runEndEvents(run, planned, { ...end, total: run.total }))
      await events.emit(run.project_id, event);
  }

  /** The prepared runs' background work stops (the process stops): those cut short fail. */
  close(): Promise<void> {
    return this.jobStarts.close();
  }

  /**
   * At start: tasks a dead process left running are queued again (`requeue`: only by a
   * process that runs tasks), runs whose last task ended just before it died are marked
   * done, runs the platform was preparing when it died fail (`alone`, the only process: all
   * of them; else those older than any preparation takes), and queues filled but never
   * started for a day (an upload the console gave up on) are forgotten.
   */
  async recover({ requeue = true, alone = false }: { requeue?: boolean; alone?: boolean } = {}): Promise<void> {
    const { queue, runs, log, now } = this.deps;
    const requeued = requeue ? await queue.recover() : 0;
    if (requeued > 0) log.info({ tasks: requeued }, 'batch tasks of an earlier process queued again');
    for (const run of await runs.listInState('running')) await this.settle(run.id);
    for (const run of await runs.listPreparing(alone ? Number.MAX_SAFE_INTEGER : now() - PREPARE_TIMEOUT_MS))
      await this.failStart(run, 'the platform stopped while preparing the run: start it again');
    for (const run of await runs.listInState('created')) {
      if (run.created_at > now() - ABANDONED_AFTER_MS) continue;
      await queue.remove(run.id);
      await runs.delete(run.id);
    }
  }

  /** The ended run's job: Paused or Stopped (its queue forgotten) when a person did it, else its final counts. */
  private async writeEnd(queueId: string, how?: CancelHow): Promise<void> {
    const run = await this.deps.runs.get(queueId);
    if (!run) return;
    const status = await this.statusOf(run);
    await this.writeFields(run, (job) =>
      how
        ? { ...stoppedJob(job, how === 'paused' ? 'Paused' : 'Stopped'), ...NO_QUEUE }
        : jobWithQueueStatus(job, status, new Date(this.deps.now())),
    );
    this.deps.fields.forget(queueId);
  }

  private async writeFields(run: RunRow, change: RunFieldsChange): Promise<void> {
    if (run.project_id === null || run.job_id === null) return;
    const home = await this.deps.projects.locateById(run.project_id);
    if (home) await this.deps.fields.write(home, run.job_id, run.id, change);
  }
}
