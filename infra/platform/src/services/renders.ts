import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFormat } from '@reelforge/model';
import type { RenderResult } from '@reelforge/renderer';
import type { Movie } from '@reelforge/sdl';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { newUid } from '../lib/secrets.ts';
import { Semaphore } from '../lib/semaphore.ts';
import { SingleFlight } from '../lib/single-flight.ts';
import type { NewErrorLogEntry, RenderSessionRepository } from '../repositories/render-sessions.ts';
import { projectAssetResolver } from './asset-resolver.ts';
import type { AssetService } from './assets.ts';
import { describeFailure, type RenderFailure } from './render-failure.ts';
import type { RenderEngine } from './render-engine.ts';
import type { ProjectRef } from './projects.ts';

/** What started a render; kept with its session. */
export type RenderOrigin = 'render' | 'legacy' | 'media' | 'preview' | 'share' | 'batch';

export interface RenderJob {
  project: ProjectRef;
  /** The project's owner: the session is theirs. */
  ownerId: number;
  movie: Movie;
  /** The stored movie's name, or '' for an inline movie. */
  movieName: string;
  params: Record<string, string>;
  origin: RenderOrigin;
  /** The render token's record, when a token started it. */
  renderId?: string;
}

export interface RenderHooks {
  frame?: number;
  /** The session id, as soon as the render is asked for (it may wait for a slot). */
  onQueued?: (sessionId: string) => void;
  onStart?: () => void;
  onProgress?: (fraction: number) => void;
  /** Stops the render (waiting for a slot or running), e.g. a cancelled batch task. */
  signal?: AbortSignal;
}

export interface RenderServiceOptions {
  /** Renders at once (token renders, frames, previews, shares together). */
  concurrency: number;
  /** Every render is stopped after this long. */
  timeoutMs: number;
  /** Paths under it are not shown in error logs. */
  dataDir: string;
}

export interface StartedHls {
  sessionId: string;
  playlist: string;
  /** Resolves once the stream is playable; rejects with a RenderFailure. */
  ready: Promise<void>;
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Runs the renderer for every route: at most `concurrency` at once, each with a timeout,
 * each a render session with its analytics record and, on failure, its error log.
 */
export class RenderService {
  private readonly slots: Semaphore;
  private readonly inFlight = new SingleFlight<void>();
  private readonly running = new Set<AbortController>();
  private shuttingDown = false;

  constructor(
    readonly engine: RenderEngine,
    private readonly assets: AssetService,
    readonly sessions: RenderSessionRepository,
    private readonly now: Clock,
    private readonly options: RenderServiceOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.slots = new Semaphore(options.concurrency);
  }

  /** Renders into `output` (written aside, then renamed into place). */
  async render(job: RenderJob, format: OutputFormat, output: string, hooks: RenderHooks = {}): Promise<RenderResult> {
    const sessionId = newUid();
    hooks.onQueued?.(sessionId);
    return this.slots.run(async () => {
      hooks.signal?.throwIfAborted();
      hooks.onStart?.();
      const started = this.now();
      const timeout = this.timeout(hooks.signal);
      const partial = path.join(path.dirname(output), `.part-${newUid()}.${format}`);
      const rendering = hooks.frame === undefined ? format : `${format} frame ${hooks.frame}`;
      try {
        await mkdir(path.dirname(output), { recursive: true });
        const result = await this.engine.renderMovie({
          movie: job.movie,
          params: job.params,
          format,
          output: partial,
          ...(hooks.frame === undefined ? {} : { frame: hooks.frame }),
          assets: projectAssetResolver(this.assets, job.project),
          signal: timeout.signal,
          ...(hooks.onProgress ? { onProgress: hooks.onProgress } : {}),
        });
        await rename(partial, output);
        await this.record(job, sessionId, format, started, result);
        return result;
      } catch (error) {
        await rm(partial, { force: true });
        throw await this.fail(job, sessionId, format, rendering, started, error, timeout.fired());
      } finally {
        timeout.clear();
      }
    });
  }

  /**
   * The render at `file`, made on first request; concurrent requests for the same file
   * share one render. Hooks apply to the request that starts it.
   */
  async cached(file: string, job: RenderJob, format: OutputFormat, hooks: RenderHooks = {}): Promise<string> {
    if (await exists(file)) return file;
    await this.inFlight.run(file, async () => {
      if (await exists(file)) return;
      await this.render(job, format, file, hooks);
    });
    return file;
  }

  /** An HLS stream into `dir`, answered once its slot is taken and the renderer started. */
  hls(job: RenderJob, dir: string, range: { start?: number; end?: number } = {}): Promise<StartedHls> {
    const sessionId = newUid();
    return new Promise<StartedHls>((resolve, reject) => {
      this.slots
        .run(async () => {
          const started = this.now();
          const timeout = this.timeout();
          try {
            let render;
            try {
              render = this.engine.renderHls({
                movie: job.movie,
                params: job.params,
                dir,
                assets: projectAssetResolver(this.assets, job.project),
                signal: timeout.signal,
                ...(range.start ? { rangeStart: range.start } : {}),
                ...(range.end ? { rangeEnd: range.end } : {}),
              });
            } catch (error) {
              reject(await this.fail(job, sessionId, 'hls', 'hls', started, error, false));
              return;
            }
            // The render's outcome, recorded once; a failure becomes the caller's error.
            const outcome = render.done.then(
              async (result) => {
                await this.record(job, sessionId, 'hls', started, result);
                return undefined;
              },
              (error: unknown) => this.fail(job, sessionId, 'hls', 'hls', started, error, timeout.fired()),
            );
            const ready = new Promise<void>((resolveReady, rejectReady) => {
              render.ready.then(resolveReady, () => undefined);
              void outcome.then((failure) => (failure ? rejectReady(failure) : resolveReady()));
            });
            ready.catch(() => undefined);
            resolve({ sessionId, playlist: render.playlist, ready });
            await outcome;
          } finally {
            timeout.clear();
          }
        })
        .catch(reject);
    });
  }

  /** Stops every render still running (at shutdown): their requests get a failure at once. */
  abortAll(): void {
    this.shuttingDown = true;
    for (const controller of this.running) controller.abort(new Error('the server is shutting down'));
  }

  /** True once abortAll() ran: a render failing now failed because the server is stopping. */
  get stopping(): boolean {
    return this.shuttingDown;
  }

  /** The render's abort signal: fired by its timeout, by abortAll(), or by the caller's signal. */
  private timeout(outer?: AbortSignal) {
    const controller = new AbortController();
    this.running.add(controller);
    const onOuterAbort = () => controller.abort(outer?.reason);
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    let fired = false;
    const timer = setTimeout(() => {
      fired = true;
      controller.abort(new Error('render timed out'));
    }, this.options.timeoutMs);
    const clear = () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
      this.running.delete(controller);
    };
    return { signal: controller.signal, fired: () => fired, clear };
  }

  /** Records the failed session and returns the error the caller answers with. */
  private async fail(
    job: RenderJob,
    sessionId: string,
    format: string,
    rendering: string,
    started: number,
    error: unknown,
    timedOut: boolean,
  ): Promise<RenderFailure> {
    const { failure, entry, kind } = describeFailure({
      error,
      movie: job.movie,
      movieName: job.movieName,
      sessionId,
      rendering,
      timedOut,
      timeoutMs: this.options.timeoutMs,
      dataDir: this.options.dataDir,
    });
    if (kind !== 'input') this.log.warn({ sessionId, kind, err: error }, 'render failed');
    await this.record(job, sessionId, format, started, undefined, [entry]);
    return failure;
  }

  private async record(
    job: RenderJob,
    sessionId: string,
    format: string,
    started: number,
    result: RenderResult | undefined,
    errors: NewErrorLogEntry[] = [],
  ): Promise<void> {
    const size = result ?? (await this.describe(job));
    try {
      await this.sessions.record(
        {
          id: sessionId,
          timestamp: started,
          owner_id: job.ownerId,
          prjuid: job.project.uid,
          movie: job.movieName,
          region: job.project.region,
          render_id: job.renderId ?? null,
          origin: job.origin,
          format,
          width: size.width,
          height: size.height,
          duration: size.duration,
          frames: size.frames,
          success: result ? 1 : 0,
          elapsed_ms: Math.max(0, this.now() - started),
        },
        errors,
      );
    } catch (error) {
      // The render's own answer matters more than its analytics.
      this.log.error({ sessionId, err: error }, 'could not record the render session');
    }
  }

  /** The size of a movie that did not render, as far as it can be told. */
  private async describe(job: RenderJob): Promise<{ width: number; height: number; duration: number; frames: number }> {
    try {
      const structure = await this.engine.movieStructure(job.movie, job.params);
      return { width: structure.width, height: structure.height, duration: structure.duration, frames: structure.frames };
    } catch {
      const vparams = job.movie.params?.vparams;
      return { width: vparams?.width ?? 0, height: vparams?.height ?? 0, duration: 0, frames: 0 };
    }
  }
}
