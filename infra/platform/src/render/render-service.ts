import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { storyLimitProblem, type OutputFormat } from '@reelforge/model';
import { RenderError, type RenderResult } from '@reelforge/renderer';
import type { FastifyBaseLogger } from 'fastify';
import { writeAside } from '../lib/atomic-write.ts';
import type { Clock } from '../lib/clock.ts';
import { FairScheduler, type RenderKind } from '../lib/fair-scheduler.ts';
import { isFile } from '../lib/files.ts';
import { newUid } from '../lib/secrets.ts';
import { SharedFlight } from '../lib/shared-flight.ts';
import type { RenderSessionRepository } from './render-session-store.ts';
import type { AssetService } from '../assets/asset-service.ts';
import type { DatasourceTables } from '../datasources/datasource-tables.ts';
import type { RenderEngine } from './engine.ts';
import { JobEngine, type JobSources, type RunHooks } from './job-engine.ts';
import { isStoryJob, type MovieRenderJob, type RenderJob } from './jobs.ts';
import { renderLimitProblem } from '../lib/render-limits.ts';
import type { CancelBroadcast } from '../shared-state/cancel-broadcast.ts';
import { LiveRenders, type LiveRender } from './live-renders.ts';
import { meterRender } from '../metrics/render-metrics.ts';
import type { RenderFailure } from './failure.ts';
import { RenderRecords } from './records.ts';

export type { MovieRenderJob, RenderJob, RenderOrigin, StoryRenderJob } from './jobs.ts';

export interface RenderHooks extends RunHooks {
  /** The session id, as soon as the render is asked for (it may wait for a slot). */
  onQueued?: (sessionId: string) => void;
  onStart?: () => void;
  /** The render ended (done, failed or stopped) and its session is recorded. */
  onSettled?: () => void;
  /**
   * Stops the render (waiting for a slot or running): a cancelled batch task, or a request
   * whose client went away. For a cached render, only once every request waiting for it has.
   */
  signal?: AbortSignal;
}

export interface RenderServiceOptions extends JobSources {
  /**
   * Shared render slots (token renders, frames, previews, shares and batch tasks together);
   * one interactive and one batch slot are kept on top of them (see lib/fair-scheduler.ts).
   */
  concurrency: number;
  /** Every render is stopped after this long. */
  timeoutMs: number;
  /** Paths under it are not shown in error logs. */
  dataDir: string;
  /** How cancel calls reach the other processes (with Redis); none: this process alone. */
  cancels?: CancelBroadcast;
}

export interface StartedHls {
  sessionId: string;
  playlist: string;
  /** Resolves once the stream is playable; rejects with a RenderFailure. */
  ready: Promise<void>;
}

/** Someone waits for an interactive render; batch tasks run in the background. */
const kindOf = (job: RenderJob): RenderKind => (job.origin === 'batch' ? 'batch' : 'interactive');

interface Attempt {
  sessionId: string;
  format: string;
  rendering: string;
  started: number;
}

/**
 * Runs the renderer for every route: each movie checked against the render limits before
 * it waits for a slot, slots shared fairly between users and between interactive renders
 * and batch tasks, each render with a timeout and a cancel call, each a render session
 * with its analytics record and, on failure, its error log.
 */
export class RenderService {
  private readonly slots: FairScheduler;
  private readonly inFlight = new SharedFlight<void>();
  private readonly live: LiveRenders;
  private readonly records: RenderRecords;
  private shuttingDown = false;
  private readonly jobs: JobEngine;

  constructor(
    readonly engine: RenderEngine,
    assets: AssetService,
    datasources: DatasourceTables,
    readonly sessions: RenderSessionRepository,
    private readonly now: Clock,
    options: RenderServiceOptions,
    log: FastifyBaseLogger,
  ) {
    this.slots = new FairScheduler({ slots: options.concurrency });
    this.live = new LiveRenders(options.timeoutMs, options.cancels);
    this.records = new RenderRecords(engine, sessions, now, options, log);
    this.jobs = new JobEngine(engine, assets, datasources, options);
  }

  /** Renders into `output` (written aside, then renamed into place). */
  async render(job: RenderJob, format: OutputFormat, output: string, hooks: RenderHooks = {}): Promise<RenderResult> {
    const attempt: Attempt = {
      sessionId: newUid(),
      format,
      rendering: hooks.frame === undefined ? format : `${format} frame ${hooks.frame}`,
      started: this.now(),
    };
    await this.checkLimits(job, attempt);
    hooks.onQueued?.(attempt.sessionId);
    const live = this.open(attempt.sessionId, job, hooks.signal);
    const metered = meterRender(job.origin);
    try {
      return await this.slots.run(
        { user: job.ownerId, kind: kindOf(job) },
        async () => {
          live.signal.throwIfAborted();
          live.start();
          metered.running();
          hooks.onStart?.();
          attempt.started = this.now();
          await mkdir(path.dirname(output), { recursive: true });
          // ffmpeg picks the encoder by the partial file's extension.
          const run = (partial: string) => this.jobs.run(job, format, partial, hooks, live.signal);
          const result = await writeAside(output, run, { extension: format });
          await this.records.record(job, attempt.sessionId, format, attempt.started, result);
          return result;
        },
        live.signal,
      );
    } catch (error) {
      throw await this.failed(job, live, attempt, error);
    } finally {
      live.close();
      metered.end();
      hooks.onSettled?.();
    }
  }

  /**
   * The render at `file`, made on first request; concurrent requests for the same file
   * share one render, stopped only once every request with a signal has gone. Other
   * hooks apply to the request that starts it.
   */
  async cached(file: string, job: RenderJob, format: OutputFormat, hooks: RenderHooks = {}): Promise<string> {
    if (await isFile(file)) return file;
    const { signal, ...first } = hooks;
    await this.inFlight.run(
      file,
      async (everyoneLeft) => {
        if (await isFile(file)) return;
        await this.render(job, format, file, { ...first, signal: everyoneLeft });
      },
      signal,
    );
    return file;
  }

  /** Requests waiting for the cached render at `file`. */
  waitingFor(file: string): number {
    return this.inFlight.waiters(file);
  }

  /**
   * An HLS stream into `dir`, answered once its slot is taken and the renderer started.
   * `signal` stops it until it is answered; afterwards only its cancel call does.
   */
  async hls(
    job: MovieRenderJob,
    dir: string,
    range: { start?: number; end?: number } = {},
    signal?: AbortSignal,
  ): Promise<StartedHls> {
    const attempt: Attempt = { sessionId: newUid(), format: 'hls', rendering: 'hls', started: this.now() };
    await this.checkLimits(job, attempt);
    const live = this.open(attempt.sessionId, job, signal);
    const metered = meterRender(job.origin);
    return new Promise<StartedHls>((resolve, reject) => {
      this.slots
        .run(
          { user: job.ownerId, kind: kindOf(job) },
          async () => {
            live.signal.throwIfAborted();
            live.start();
            metered.running();
            attempt.started = this.now();
            const render = this.jobs.hls(job, dir, range, live.signal);
            // The render's outcome, recorded once; a failure becomes the caller's error.
            const outcome = render.done.then(
              async (result) => {
                await this.records.record(job, attempt.sessionId, 'hls', attempt.started, result);
                return undefined;
              },
              (error: unknown) => this.failed(job, live, attempt, error),
            );
            const ready = new Promise<void>((resolveReady, rejectReady) => {
              render.ready.then(resolveReady, () => undefined);
              void outcome.then((failure) => (failure ? rejectReady(failure) : resolveReady()));
            });
            ready.catch(() => undefined);
            resolve({ sessionId: attempt.sessionId, playlist: render.playlist, ready });
            await outcome;
          },
          live.signal,
        )
        .catch(async (error: unknown) => reject(await this.failed(job, live, attempt, error)))
        .finally(() => {
          live.close();
          metered.end();
        });
    });
  }

  /**
   * A render refused before it could start (its token's limits, formats, variables or assets
   * checked when the token is made): recorded as a failed session with the refusal in its
   * error log, like a render that fails on its input, and answered with the same 400.
   */
  refused(job: RenderJob, format: string, error: unknown, frame?: number): Promise<RenderFailure> {
    const input =
      error instanceof RenderError
        ? error
        : new RenderError(error instanceof Error ? error.message : String(error), 'input');
    const rendering = frame === undefined ? format : `${format} frame ${frame}`;
    return this.records.fail(job, {
      sessionId: newUid(),
      format,
      rendering,
      started: this.now(),
      error: input,
      timedOut: false,
    });
  }

  /** Stops the owner's render (waiting or running) in this region, in any process; false if there is none of theirs. */
  cancel(sessionId: string, ownerId: number, region: string): Promise<boolean> {
    return this.live.cancel(sessionId, ownerId, region);
  }

  /** Renders running and waiting, by slot pool (for the benchmark and the tests). */
  load() {
    return this.slots.stats();
  }

  /** Stops every render still waiting or running (at shutdown): their requests get a failure at once. */
  abortAll(): void {
    this.shuttingDown = true;
    this.live.abortAll(new Error('the server is shutting down'));
  }

  /** True once abortAll() ran: a render failing now failed because the server is stopping. */
  get stopping(): boolean {
    return this.shuttingDown;
  }

  /** The project's assets as the job's renders find them (the owner's `userfs:` files included). */
  assetsFor(job: Pick<RenderJob, 'project' | 'ownerId'>) {
    return this.jobs.assetsFor(job);
  }

  private open(sessionId: string, job: RenderJob, signal: AbortSignal | undefined): LiveRender {
    return this.live.open(sessionId, { ownerId: job.ownerId, region: job.project.region }, signal);
  }

  /** A movie or story beyond the render limits (after its variables) is refused before it waits for a slot. */
  private async checkLimits(job: RenderJob, attempt: Attempt): Promise<void> {
    const problem = isStoryJob(job)
      ? storyLimitProblem(job.story, job.params)
      : renderLimitProblem(job.movie, job.params);
    if (problem)
      throw await this.records.fail(job, { ...attempt, error: new RenderError(problem, 'input'), timedOut: false });
  }

  private failed(job: RenderJob, live: LiveRender, attempt: Attempt, error: unknown) {
    const cancelled = live.cancelled();
    return this.records.fail(job, {
      ...attempt,
      error,
      timedOut: live.timedOut(),
      ...(cancelled === undefined ? {} : { cancelled }),
    });
  }
}
