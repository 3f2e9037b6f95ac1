import { randomBytes, randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { MAX_QUEUE_LIMIT } from '@reelforge/contract';
import {
  chunks,
  compileInSlices,
  DEFAULT_ROUTING,
  selectRows,
  startFailedJob,
  startingJob,
  UPLOAD_CHUNK,
  type BatchJob,
} from '@reelforge/model';
import type { FastifyBaseLogger } from 'fastify';
import type { AssetRow } from '../assets/asset-store.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError, badRequest } from '../lib/http-errors.ts';
import { newUid } from '../lib/secrets.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import type { BatchQueue } from '../queue/batch-queue.ts';
import { submittedJob, type JobRunFields } from './job-run-fields.ts';
import { jobDatasource, jobTaskInput, type TaskSources } from './job-tasks.ts';
import { planRun, type PlanProject, type PlanSources, type RunPlan } from './plan.ts';
import type { RunRepository, RunRow, RunScope } from './run-repository.ts';

export interface JobStartDeps extends PlanSources, TaskSources {
  runs: RunRepository;
  queue: BatchQueue;
  fields: JobRunFields;
  now: Clock;
  log: FastifyBaseLogger;
}

/** What the batch service does for a run prepared here (batch-service.ts). */
export interface RunLifecycle {
  /** Where a run of the project in `region` reads from; a 400 when it is not published there. */
  places(projectId: number, region: string): Promise<PlanProject>;
  /** created -> running with its plan; false when the run was cancelled meanwhile. */
  begin(run: RunRow, home: ProjectRef, plan: RunPlan): Promise<boolean>;
  /** The run could not start: cancelled, with why, and its job (and, by its plan, its webhooks) told so. */
  failStart(run: RunRow, message: string, plan?: RunPlan): Promise<void>;
}

/** A run of a saved job: which, and the records the start dialog chose (default the job's range). */
export interface JobRunRequest {
  project: ProjectRef;
  jobid: string;
  range?: string;
}

/** A refusal found while the run is prepared: its message is the start's failure, as it stands. */
class StartRefused extends Error {}

const conflict = (message: string) => new HttpError(409, message);

/**
 * Runs started by naming their job (docs/reference.md §7, README.md "Starting a run of a job"):
 * the job, its plan and its datasource are checked at once, the run is made and answered;
 * then, here, its tasks are compiled from the datasource's rows (`compileTasks`, as the
 * console compiled them) and queued, and the run starts. Its status tells how far that is
 * (`phase`); a pause or stop meanwhile cancels it, and what was queued goes.
 */
export class JobStarts {
  private readonly preparing = new Map<string, { controller: AbortController; done: Promise<void> }>();

  constructor(
    private readonly deps: JobStartDeps,
    private readonly life: RunLifecycle,
  ) {}

  /** Makes the run, writes its job's run fields and prepares it in the background; its row. */
  async start(scope: RunScope, routing: string, request: JobRunRequest, origin: string): Promise<RunRow> {
    const { runs, fields, now } = this.deps;
    const places = await this.life.places(request.project.id, scope.region);
    try {
      const { plan, job } = await planRun(this.deps, places, request.jobid, origin);
      await this.refuseRunning(job);
      if (job.limit > MAX_QUEUE_LIMIT) throw badRequest(`A job's limit is at most ${MAX_QUEUE_LIMIT} records`);
      const asset = await jobDatasource(this.deps, places.home, job);
      const row = {
        id: newUid(),
        owner_id: scope.ownerId,
        region: scope.region,
        routing: routing || DEFAULT_ROUTING,
        task_limit: job.limit,
        state: 'created',
        phase: 'computing',
        project_id: places.home.id,
        job_id: job.id,
        run_id: randomUUID(),
        secret: randomBytes(16).toString('hex'),
        created_at: now(),
      };
      await runs.insert(row);
      const run = (await runs.get(row.id)) as RunRow;
      await fields.starting(places.home, job.id, (stored) => ({
        ...submittedJob(stored, run),
        status: 'Computing',
        computing: true,
      }));
      this.prepareLater(run, places, { job, plan, asset, range: request.range });
      return run;
    } catch (error) {
      // Refused as it stands: the job says so, unless it runs (a second start is not its failure).
      if (error instanceof HttpError && error.statusCode === 400)
        await fields.starting(places.home, request.jobid, (job) =>
          job.running ? undefined : startFailedJob(startingJob(job, new Date(now())), error.message),
        );
      throw error;
    }
  }

  /** The process stops: preparations under way stop, and their runs fail (they are not taken up again). */
  async close(): Promise<void> {
    const under = [...this.preparing.values()];
    for (const { controller } of under) controller.abort();
    await Promise.all(under.map(({ done }) => done));
  }

  /** A job whose current run is still going is not started again. */
  private async refuseRunning(job: BatchJob): Promise<void> {
    if (!job.running || !job.queue) return;
    const current = await this.deps.runs.get(job.queue);
    if (current && (current.state === 'created' || current.state === 'running'))
      throw conflict(`Job ${job.id} is running: pause or stop it before starting it again`);
  }

  private prepareLater(run: RunRow, places: PlanProject, what: Preparation): void {
    const controller = new AbortController();
    const done = this.prepare(run, places, what, controller.signal)
      .catch((error: unknown) => this.deps.log.error({ err: error, queue: run.id }, 'a run could not be failed'))
      .finally(() => this.preparing.delete(run.id));
    this.preparing.set(run.id, { controller, done });
  }

  private async prepare(run: RunRow, places: PlanProject, what: Preparation, signal: AbortSignal): Promise<void> {
    const { runs, queue, fields, log } = this.deps;
    const { job, plan } = what;
    try {
      const input = await jobTaskInput(this.deps, places, job, plan, what.asset, what.range);
      const records = selectRows(input.range, input.rows.length).length;
      if (records === 0) throw new StartRefused('the range selects no records');
      if (records > job.limit)
        throw new StartRefused(
          `the range selects ${records} records, more than the job’s limit of ${job.limit}: ` +
            'raise the limit or narrow the range',
        );
      await runs.prepared(run.id, { phase: 'computing', records, compiled: 0 });
      let compiled = 0;
      const tasks = await compileInSlices(input, {
        signal,
        onProgress: (count) => (compiled = count),
        // Between slices the server serves its other requests; the status tells how far it is.
        pause: async () => {
          await runs.prepared(run.id, { phase: 'computing', compiled });
          await setImmediate();
        },
      });
      await runs.prepared(run.id, { phase: 'uploading' });
      await fields.write(places.home, job.id, run.id, () => ({
        computing: false,
        uploading: true,
        numrecords: records,
        status: 'Uploading',
      }));
      const names = { projectId: places.home.id, jobId: job.id, runId: run.run_id ?? '' };
      for (const chunk of chunks(tasks, UPLOAD_CHUNK)) {
        signal.throwIfAborted();
        const total = await runs.reserve(run.id, chunk.length, names);
        // Cancelled meanwhile (a pause or stop): what was queued goes.
        if (total === undefined) return await queue.remove(run.id);
        await queue.enqueue(run.id, total - chunk.length, chunk);
      }
      signal.throwIfAborted();
      if (!(await this.life.begin(run, places.home, plan))) await queue.remove(run.id);
    } catch (error) {
      const message = signal.aborted
        ? 'the platform stopped while preparing the run: start it again'
        : error instanceof StartRefused || (error instanceof HttpError && error.expose)
          ? error.message
          : 'the platform could not prepare the run';
      if (!(error instanceof StartRefused) && !signal.aborted) log.error({ err: error, queue: run.id }, message);
      await this.life.failStart(run, message, plan);
    }
  }
}

interface Preparation {
  job: BatchJob;
  plan: RunPlan;
  asset: AssetRow;
  range: string | undefined;
}
