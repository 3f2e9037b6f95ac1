import { storySize } from '@reelforge/model';
import type { RenderResult } from '@reelforge/renderer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import type { NewErrorLogEntry, RenderSessionRepository } from './render-session-store.ts';
import { describeFailure, type RenderFailure } from './failure.ts';
import type { RenderEngine } from './engine.ts';
import { isStoryJob, jobName, jobScenes, jobSubject, type RenderJob } from './jobs.ts';
import { sessionKind } from './session-kinds.ts';
import { observeRender, renderOutcome } from '../metrics/render-metrics.ts';

export interface FailedSession {
  sessionId: string;
  format: string;
  /** What was rendered, e.g. "mp4" or "png frame 3". */
  rendering: string;
  started: number;
  error: unknown;
  timedOut: boolean;
  /** Why the render was stopped by its requester or a cancel call, if it was. */
  cancelled?: string;
}

/** Each render's session record (its analytics) and, on failure, its error log. */
export class RenderRecords {
  constructor(
    private readonly engine: RenderEngine,
    readonly sessions: RenderSessionRepository,
    private readonly now: Clock,
    private readonly options: { timeoutMs: number; dataDir: string },
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Records the failed session and returns the error the caller answers with. */
  async fail(job: RenderJob, failed: FailedSession): Promise<RenderFailure> {
    const { failure, entry, kind } = describeFailure({
      error: failed.error,
      scenes: jobScenes(job),
      subject: jobSubject(job),
      sessionId: failed.sessionId,
      rendering: failed.rendering,
      timedOut: failed.timedOut,
      timeoutMs: this.options.timeoutMs,
      dataDir: this.options.dataDir,
      ...(failed.cancelled === undefined ? {} : { cancelled: failed.cancelled }),
    });
    if (kind !== 'input' && kind !== 'cancelled')
      this.log.warn({ sessionId: failed.sessionId, kind, err: failed.error }, 'render failed');
    // A cancel is nobody's failure: the session says why it stopped, with no error log.
    if (failed.cancelled !== undefined)
      await this.record(job, failed.sessionId, failed.format, failed.started, undefined, [], failed.cancelled);
    else await this.record(job, failed.sessionId, failed.format, failed.started, undefined, [entry]);
    return failure;
  }

  async record(
    job: RenderJob,
    sessionId: string,
    format: string,
    started: number,
    result: RenderResult | undefined,
    errors: NewErrorLogEntry[] = [],
    cancelled: string | null = null,
  ): Promise<void> {
    observeRender(job.origin, renderOutcome(cancelled, errors), this.now() - started);
    const size = result ?? (await this.describe(job));
    try {
      await this.sessions.record(
        {
          id: sessionId,
          timestamp: started,
          owner_id: job.ownerId,
          prjuid: job.project.uid,
          // A story's session names the story in the same field.
          movie: jobName(job),
          region: job.project.region,
          render_id: job.renderId ?? null,
          parent_token: job.parentToken ?? null,
          origin: job.origin,
          format,
          width: size.width,
          height: size.height,
          duration: size.duration,
          frames: size.frames,
          success: result ? 1 : 0,
          elapsed_ms: Math.max(0, this.now() - started),
          kind: sessionKind(job.origin, format),
          cancelled,
        },
        errors,
      );
    } catch (error) {
      // The render's own answer matters more than its analytics.
      this.log.error({ sessionId, err: error }, 'could not record the render session');
    }
  }

  /** The size of a movie or story that did not render, as far as it can be told. */
  private async describe(job: RenderJob): Promise<{ width: number; height: number; duration: number; frames: number }> {
    if (isStoryJob(job)) return { ...storySize(job.story), duration: 0, frames: 0 };
    if (job.size) return job.size;
    try {
      const structure = await this.engine.movieStructure(job.movie, job.params);
      return {
        width: structure.width,
        height: structure.height,
        duration: structure.duration,
        frames: structure.frames,
      };
    } catch {
      const vparams = job.movie.params?.vparams;
      return { width: vparams?.width ?? 0, height: vparams?.height ?? 0, duration: 0, frames: 0 };
    }
  }
}
