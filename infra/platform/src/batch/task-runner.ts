import { createHmac } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { contentTypeOfFormat, isFrameFormat, messageOf, resultFilename, type BatchTask } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import type { FastifyBaseLogger } from 'fastify';
import type { Deliver } from '../destinations/types.ts';
import type { Clock } from '../lib/clock.ts';
import type { BatchQueue, ClaimedTask } from '../queue/batch-queue.ts';
import { renderUrl } from '../render/input.ts';
import type { PrerenderSandbox } from '../sandbox/prerender-sandbox.ts';
import type { AssetService } from '../assets/asset-service.ts';
import type { DatasourceTable, DatasourceTables } from '../datasources/datasource-tables.ts';
import { movieFromJson } from '../bodies/movie-decode.ts';
import type { ProjectRef, ProjectService } from '../projects/project-service.ts';
import { scrubPaths } from '../render/failure.ts';
import { assertRenderLimits } from '../lib/render-limits.ts';
import type { RenderTokenService } from '../render/tokens.ts';
import type { RenderJob, RenderService } from '../render/render-service.ts';
import { assertStoryLimits } from '../render/story-render.ts';
import type { ProductCdn } from './cdn-store.ts';
import type { RunPlan } from './plan.ts';
import { RowReuse } from './row-reuse.ts';
import type { RunRepository, RunRow } from './run-repository.ts';
import { TaskAbort } from './workers.ts';
import { addToLogContext, withLogContext } from '../lib/log-context.ts';
import { countBatchRetry, countBatchRow } from '../metrics/batch-metrics.ts';
import type { WebhookEventSink } from '../webhooks/webhook-events.ts';
import { rowEvent } from './run-events.ts';

export interface TaskRunnerDeps {
  runs: RunRepository;
  queue: BatchQueue;
  projects: ProjectService;
  assets: AssetService;
  datasources: DatasourceTables;
  renders: RenderService;
  renderTokens: RenderTokenService;
  sandbox: PrerenderSandbox;
  cdn: ProductCdn;
  deliver: Deliver;
  now: Clock;
  log: FastifyBaseLogger;
  /** Paths under it are not shown in result errors. */
  dataDir: string;
  /** Called after every task that ended here (the run may be done). */
  onTaskEnd: (queueId: string) => Promise<void>;
  /** The runs' static segments in this process (docs/render-reuse.md); default one in the system's temp folder. */
  reuse?: RowReuse;
  /** The project's webhooks, told of each row recorded here (batch.row.succeeded, batch.row.failed). */
  events?: WebhookEventSink;
}

type Row = Readonly<Record<string, string>>;

/** Runs whose job, plan and datasource one process keeps read at once. */
const RUNS_KEPT = 16;

/** What every task of a run shares, read once per run and process. */
interface RunContext {
  run: RunRow & { run_id: string };
  plan: RunPlan;
  /** Where the run renders: the project at home, or its copy in the run's region; none once that copy is gone. */
  project: (ProjectRef & { ownerId: number }) | undefined;
  /** The job datasource's row by column name, when the job has a readable one. */
  rowOf(record: number): Promise<Row | undefined>;
}

/**
 * One batch task: the row's values, the prerender script (on failure the original movie,
 * docs/reference.md §8), the render (a render session like any other), the delivery, and the result
 * row, recorded with the task's end. A task that fails is a failed row; the run goes on.
 */
export class TaskRunner {
  private readonly contexts = new Map<string, Promise<RunContext | undefined>>();
  private readonly reuse: RowReuse;

  constructor(private readonly deps: TaskRunnerDeps) {
    this.reuse = deps.reuse ?? new RowReuse();
    // What workers killed on this machine left behind (their runs' caches) goes at start.
    this.reuse
      .removeStale()
      .catch((error: unknown) => deps.log.warn({ err: error }, 'stale segment caches could not be removed'));
  }

  /** Drops what was read for a run (it ended, was cancelled or deleted), its static segments with it. */
  forget(queueId: string): void {
    this.contexts.delete(queueId);
    this.reuse.forget(queueId);
  }

  /** Removes what this process keeps for its runs (it stops). */
  close(): Promise<void> {
    return this.reuse.close();
  }

  /** Runs a claimed task: its log lines name the run, the task's seq and the request that made the run. */
  readonly run = (claimed: ClaimedTask, signal: AbortSignal): Promise<void> =>
    withLogContext({ batchRun: claimed.queueId, seq: claimed.seq }, () => this.runTask(claimed, signal));

  private async runTask(claimed: ClaimedTask, signal: AbortSignal): Promise<void> {
    const { queue, now, renders } = this.deps;
    const started = now();
    const context = await this.context(claimed.queueId);
    if (!context) return; // the run was deleted, and its tasks with it
    if (context.run.request_id) addToLogContext({ reqId: context.run.request_id });
    if (context.run.state !== 'running') {
      // Cancelled while this process was down, before its tasks were: finish the job.
      if (context.run.state === 'cancelled') await queue.cancel(claimed.queueId);
      return;
    }
    this.deps.log.debug({ queue: claimed.queueId, seq: claimed.seq, attempts: claimed.attempts }, 'batch task started');
    countBatchRetry(claimed.attempts);
    try {
      const { url, tries } = await this.perform(context, claimed, signal);
      const recorded = await queue.complete(claimed, { url, durationMs: now() - started });
      if (recorded) countBatchRow('done');
      if (recorded && tries !== undefined) await this.deps.runs.recordTries(claimed.queueId, claimed.seq, tries);
      if (recorded) await this.tell(context, claimed, { url });
    } catch (error) {
      const reason: unknown = signal.reason;
      if (signal.aborted && reason instanceof TaskAbort && reason.why === 'cancelled') return;
      if ((signal.aborted && reason instanceof TaskAbort) || renders.stopping) {
        // Not a failure of the task: it runs again when the server is back.
        await queue.requeue(claimed);
        return;
      }
      const message = this.messageOf(error);
      this.deps.log.warn({ error: message, attempts: claimed.attempts }, 'batch task failed');
      const recorded = await queue.fail(claimed, { error: message, durationMs: now() - started });
      if (recorded) countBatchRow('failed');
      const tries = (error as { attempts?: unknown }).attempts;
      if (recorded && typeof tries === 'number' && tries > 0)
        await this.deps.runs.recordTries(claimed.queueId, claimed.seq, tries);
      if (recorded) await this.tell(context, claimed, { error: message });
    }
    await this.deps.onTaskEnd(claimed.queueId);
  }

  /** The result's URL, and how many tries its delivery took (none for a token destination). */
  private async perform(
    context: RunContext,
    claimed: ClaimedTask,
    signal: AbortSignal,
  ): Promise<{ url: string; tries?: number }> {
    const { plan, project, run } = context;
    if (!project)
      throw new Error(`The project is no longer published to ${run.region}: publish it again and start a new run`);
    const task = claimed.task;
    const row = (await context.rowOf(task.record)) ?? task.params;
    // DATASOURCE variables read the task's own row unless the task says otherwise.
    const params: Record<string, string> = { row: String(task.record), ...task.params };
    const frame = task.frame ?? plan.frame;
    const job = await this.renderJob(context, project, task, params, row);

    if (plan.destination.type === 'token') {
      // No rendering: the result is the render token's URL, rendered when first fetched. A
      // movie that cannot be rendered so fails the row now, with the reason.
      const fetchedAs = { format: plan.format, ...(isFrameFormat(plan.format) ? { frame } : {}) };
      const token = await this.deps.renderTokens.create(project, project.ownerId, { ...job, fetchedAs });
      const frameQuery = isFrameFormat(plan.format) && frame > 0 ? `?frame=${frame}` : '';
      return { url: `${plan.origin}${renderUrl(project.region, token, plan.format)}${frameQuery}` };
    }

    const output = await this.deps.assets.files.tempPath(project, `.${plan.format}`);
    try {
      const render = (rowJob: RenderJob) =>
        this.deps.renders.render(rowJob, plan.format, output, {
          ...(isFrameFormat(plan.format) ? { frame } : {}),
          signal,
        });
      // An mp4 of a movie no script rewrites: rows share its static parts (docs/render-reuse.md).
      if (plan.format === 'mp4' && !plan.script && job.story === undefined) {
        await this.reuse.withRow(claimed.queueId, params, (reuse) => render(reuse ? { ...job, reuse } : job));
      } else await render(job);
      signal.throwIfAborted();
      // The run's status tells rendering from delivering (a slow upload is not a slow render).
      await this.deps.queue.enter(claimed, 'delivering');
      const template =
        task.filename || (typeof plan.destination.filename === 'string' ? plan.destination.filename : '');
      const filename = resultFilename(template, row, plan.format, uniqueName(run.secret, claimed.seq));
      const contentType =
        (typeof plan.destination.contenttype === 'string' && plan.destination.contenttype) ||
        contentTypeOfFormat(plan.format);
      const delivered = await this.deps.deliver(
        plan.destination,
        { file: output, filename, contentType, format: plan.format, row },
        {
          cdn: async (input) =>
            plan.origin + (await this.deps.cdn.store(project, run.run_id, input.file, input.filename)),
          signal,
          retrying: (retry) =>
            this.deps.log.info(
              { queue: claimed.queueId, seq: claimed.seq, ...retry },
              'a delivery is tried again after a pause',
            ),
        },
      );
      return { url: delivered.url, tries: delivered.attempts };
    } finally {
      await rm(output, { force: true });
    }
  }

  /**
   * What the row renders: the job's story with the row's values (a story job runs no
   * prerender script), or its movie after the prerender script. Out of bounds fails the task
   * with the reason, also when only a token is handed out.
   */
  private async renderJob(
    context: RunContext,
    project: ProjectRef & { ownerId: number },
    task: BatchTask,
    params: Record<string, string>,
    row: Row,
  ): Promise<RenderJob> {
    const { plan } = context;
    const base = { project, ownerId: project.ownerId, params, origin: 'batch' as const, parentToken: context.run.id };
    if (plan.story) {
      assertStoryLimits(plan.story.story, params);
      return { ...base, story: plan.story.story, storyName: plan.story.name };
    }
    if (!plan.movie) throw new Error('The run names no movie');
    const movie = await this.prerender(context, plan.movie, task, params, row, project.ownerId);
    assertRenderLimits(movie, params);
    return { ...base, movie, movieName: plan.movieName };
  }

  /** The run's prerender script on the row; it counts for the run's owner in the sandbox's fair share. */
  private async prerender(
    context: RunContext,
    original: Movie,
    task: BatchTask,
    params: Record<string, string>,
    row: Row,
    owner: number,
  ): Promise<Movie> {
    const { plan } = context;
    if (!plan.script) return original;
    const outcome = await this.deps.sandbox.run(
      plan.script.src,
      original,
      params,
      { record: task.record, key: task.key, row },
      { user: owner, kind: 'batch' },
    );
    let error: string;
    if (outcome.ok) {
      try {
        return movieFromJson(outcome.movie);
      } catch (invalid) {
        error = `it returned something that is not a movie: ${(invalid as Error).message}`;
      }
    } else error = outcome.error;
    // docs/reference.md §8: logged, and the original movie is rendered.
    this.deps.log.warn(
      { queue: context.run.id, record: task.record, script: plan.script.name, error, scriptLog: outcome.logs },
      'prerender script failed: rendering the original movie',
    );
    return original;
  }

  /** A row's end, recorded once (its result row), told once to the project's webhooks. */
  private async tell(context: RunContext, claimed: ClaimedTask, outcome: { url: string } | { error: string }) {
    const { run, plan } = context;
    if (!this.deps.events || run.project_id === null) return;
    const task = { seq: claimed.seq, record: claimed.task.record, key: claimed.task.key };
    await this.deps.events.emit(run.project_id, rowEvent(run, plan, task, outcome));
  }

  private messageOf(error: unknown): string {
    const message = messageOf(error);
    return scrubPaths(message, this.deps.dataDir) || 'The task failed';
  }

  private context(queueId: string): Promise<RunContext | undefined> {
    let context = this.contexts.get(queueId);
    if (!context) {
      context = this.load(queueId);
      this.contexts.set(queueId, context);
      // A worker process does not hear of every run that ends elsewhere: the runs read longest
      // ago are dropped (read again if they still have tasks here).
      for (const oldest of this.contexts.keys()) {
        if (this.contexts.size <= RUNS_KEPT) break;
        this.contexts.delete(oldest);
      }
      // A failed read is tried again by the next task.
      context.catch(() => this.contexts.delete(queueId));
    }
    return context;
  }

  private async load(queueId: string): Promise<RunContext | undefined> {
    const run = await this.deps.runs.get(queueId);
    if (!run || !run.plan || run.project_id === null || run.run_id === null) return undefined;
    const home = await this.deps.projects.locateById(run.project_id);
    if (!home) return undefined;
    // A run accepted where the project is published goes on while the copy is there (a sync included).
    const project = await this.deps.projects.inRegion(home, run.region, 'present');
    const plan = JSON.parse(run.plan) as RunPlan;
    let table: Promise<DatasourceTable | undefined> | undefined;
    const rowOf = async (record: number) => {
      if (!plan.datasource || !project) return undefined;
      table ??= this.deps.datasources.tableOf(project, { uid: plan.datasource }).catch((error: unknown) => {
        this.deps.log.warn(
          { queue: queueId, err: error },
          'batch datasource could not be read: deliveries get the task values',
        );
        return undefined;
      });
      const data = await table;
      // Parsed once per run on the worker pool; each task decodes only its own row.
      const cells = data?.rows.row(record);
      if (!data || !cells) return undefined;
      return Object.fromEntries(data.columns.map((column, i) => [column, cells[i] ?? '']));
    };
    return { run: { ...run, run_id: run.run_id }, plan, project, rowOf };
  }
}

/** The generated name of a result: 32 hex, the same each time the task is rendered. */
export function uniqueName(secret: string, seq: number): string {
  return createHmac('sha256', secret).update(String(seq)).digest('hex').slice(0, 32);
}
