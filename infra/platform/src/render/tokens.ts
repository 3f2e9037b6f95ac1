import { FRAME_FORMATS, isFrameFormat, type OutputFormat, type RenderStatus, type Story } from '@reelforge/model';
import { RenderError } from '@reelforge/renderer';
import type { Movie } from '@reelforge/sdl';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { badRequest, HttpError } from '../lib/http-errors.ts';
import { newUid, sha256Hex } from '../lib/secrets.ts';
import type { RenderRepository, RenderRow } from './render-store.ts';
import type { ProjectRef, ProjectService } from '../projects/project-service.ts';
import { RenderFailure } from './failure.ts';
import { checkMovieForRender, type MovieRenderCheck } from './movie-render-check.ts';
import { RenderChecks } from './render-checks.ts';
import type { RenderJob, RenderOrigin } from './jobs.ts';
import type { RenderLink, RenderRunner, RenderTicket } from './render-runner.ts';
import type { RenderService } from './render-service.ts';
import type { RenderedFile } from './stored-renders.ts';
import { checkStoryRender } from './story-render.ts';
import { RENDER_TOKEN, renderFileOf, type TokenRenders } from './token-renders.ts';

/** A thumbnail's token (origin `thumbnail`) renders still frames only, not counted (docs/analytics.md). */
function assertThumbnailFormat(format: OutputFormat | undefined): void {
  if (format !== undefined && !isFrameFormat(format))
    throw badRequest(`A thumbnail renders still frames only (${FRAME_FORMATS.join(', ')}), not ${format}`);
}

export type { RenderTicket } from './render-runner.ts';

interface NewRenderBase {
  params: Record<string, string>;
  format?: OutputFormat | undefined;
  origin: RenderOrigin;
  /** How the token will be fetched, when known though no render starts (a batch row's URL): checked now. */
  fetchedAs?: { format: OutputFormat; frame?: number } | undefined;
  /** Where the caller reached the platform (`http://host:port`): the webhooks' events of a render started now link there. */
  address?: string | undefined;
}

/** What a token renders: a movie, or a story (by its name, '' when sent inline). */
export type NewRender = NewRenderBase &
  (
    | { movie: Movie; movieName: string; story?: undefined }
    | {
        story: Story;
        storyName: string;
        movie?: undefined;
        /** The story's JSON text and its limit problem for `params` (null: none), when a body worker read it. */
        storyText?: string | undefined;
        storyLimitProblem?: string | null | undefined;
      }
  );

/** A movie render asked for through the render calls, before its movie is read (createFromSent). */
export interface SentMovieRender {
  source: MovieRenderCheck['source'];
  /** How many bytes the movie came in: a big one is checked on a worker (render-checks.ts). */
  bytes: number;
  /** The values as sent. */
  params: Record<string, unknown> | undefined;
  format?: OutputFormat | undefined;
  /** Without a format, render in the movie's own (a PUT, whose render starts at once). */
  formatOfMovie: boolean;
  movieName: string;
  origin: RenderOrigin;
  /** Where the caller reached the platform: the webhooks' events of a render started now link there. */
  address?: string | undefined;
}

/**
 * Render tokens: a stored request anyone holding the token may fetch in any format
 * (like a presigned URL). Each format (and frame) is rendered once into the project's
 * .renders/<id>/ folder; the progress of the latest one is kept for the status call.
 */
export class RenderTokenService {
  /** Where renders are made (render-runner.ts): here, or by a worker process through the render queue. */
  private readonly runner: RenderRunner;
  /** Where a sent movie is checked (createFromSent); closed with the app. */
  readonly checks: RenderChecks;

  constructor(
    private readonly repo: RenderRepository,
    private readonly projects: ProjectService,
    private readonly renders: RenderService,
    /** The tokens' files made in this process, their live status and their cache. */
    private readonly files: TokenRenders,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
    /** A worker process's runner (the render queue's, an api process with Redis); default this process's. */
    runner?: RenderRunner,
  ) {
    this.runner = runner ?? files.here;
    this.checks = new RenderChecks(renders.engine);
  }

  /**
   * Stores the request and returns its token; with a format the render starts at once.
   * A movie that cannot be rendered as it stands is a 400 naming the layer or track now,
   * and no token is made (see checkInputs).
   */
  async create(project: ProjectRef, ownerId: number, request: NewRender): Promise<string> {
    if (request.origin === 'thumbnail') assertThumbnailFormat(request.format ?? request.fetchedAs?.format);
    try {
      if (request.story)
        checkStoryRender(
          request.story,
          request.params,
          [request.format, request.fetchedAs?.format],
          request.storyLimitProblem,
        );
      else await this.checkInputs(project, ownerId, request);
    } catch (error) {
      // A render asked for and refused before it starts is a failed render with its error log.
      if (!(error instanceof HttpError) && !(error instanceof RenderError)) throw error;
      const base = { project, ownerId, params: request.params, origin: request.origin };
      const job: RenderJob = request.story
        ? { ...base, story: request.story, storyName: request.storyName }
        : { ...base, movie: request.movie, movieName: request.movieName };
      throw await this.renders.refused(
        job,
        request.format ?? request.fetchedAs?.format ?? 'mp4',
        error,
        request.fetchedAs?.frame,
      );
    }
    return this.issue(project, ownerId, {
      ...request,
      movieName: request.story ? request.storyName : request.movieName,
      movieText: request.story ? '' : JSON.stringify(request.movie),
      ...(request.story ? { storyText: request.storyText ?? JSON.stringify(request.story) } : {}),
    });
  }

  /**
   * A token for a movie render asked for through the render calls, the movie as sent (its
   * JSON form) or stored (its message), `bytes` long: checked as create checks a movie
   * (movie-render-check.ts), on a worker when it is big, so the largest movie is read,
   * normalised and planned off the event loop. Answers the token and its format.
   */
  async createFromSent(
    project: ProjectRef,
    ownerId: number,
    sent: SentMovieRender,
  ): Promise<{ token: string; format: OutputFormat | undefined }> {
    const { origin, movieName } = sent;
    if (origin === 'thumbnail') assertThumbnailFormat(sent.format);
    const check = { source: sent.source, params: sent.params, format: sent.format, formatOfMovie: sent.formatOfMovie };
    const checked = await this.checks.check(check, sent.bytes, this.renders.assetsFor({ project, ownerId }));
    if ('problem' in checked) throw badRequest(checked.problem);
    if ('refusal' in checked) {
      const { message, renderError, params, format, scenes, size } = checked.refusal;
      const error = renderError
        ? new RenderError(message, renderError.kind, renderError.scene, renderError.frame)
        : badRequest(message);
      const job: RenderJob = { project, ownerId, params, origin, movie: { scenes }, movieName, size };
      throw await this.renders.refused(job, format, error);
    }
    if (checked.unchecked)
      this.log.warn({ err: new Error(checked.unchecked) }, 'the inputs of a render token could not be checked');
    const { movieText, params, format } = checked;
    const { address } = sent;
    return {
      token: await this.issue(project, ownerId, { movieName, movieText, params, format, origin, address }),
      format,
    };
  }

  /** Stores a checked request and returns its token; with a format the render starts at once. */
  private async issue(
    project: ProjectRef,
    ownerId: number,
    request: Pick<NewRenderBase, 'params' | 'format' | 'origin' | 'address'> & {
      movieName: string;
      movieText: string;
      storyText?: string;
    },
  ): Promise<string> {
    const token = newUid();
    const row: RenderRow = {
      id: newUid(),
      token_hash: sha256Hex(token),
      owner_id: ownerId,
      project_id: project.id,
      movie_name: request.movieName,
      movie: request.movieText,
      story: request.storyText ?? null,
      params: JSON.stringify(request.params),
      format: request.format ?? null,
      origin: request.origin,
      created_at: new Date(this.now()).toISOString(),
      // The region whose render host issued it (the project's copy there, when published).
      region: project.region,
    };
    await this.repo.insert(row);
    const link = request.address === undefined ? undefined : { token, address: request.address };
    if (request.format) this.start({ row, project: { ...project, ownerId } }, request.format, link);
    return token;
  }

  /**
   * What can be known without rendering: the render limits, the plan (a text over the limit,
   * a frame past the end) and each asset the movie uses, there and of a kind its use takes
   * with the streams recorded at upload. No file is read, so a file changed after this is
   * still refused when the token is fetched, as is anything only ffmpeg finds.
   */
  private async checkInputs(
    project: ProjectRef,
    ownerId: number,
    request: NewRender & { story?: undefined },
  ): Promise<void> {
    const { movie, params } = request;
    const target = request.fetchedAs ?? { format: request.format ?? 'mp4' };
    // create() records a refusal and answers it, naming the scene and frame.
    const { unchecked } = await checkMovieForRender(
      movie,
      params,
      target,
      this.renders.assetsFor({ project, ownerId }),
      this.renders.engine,
    );
    // Not the caller's doing (a datasource that cannot be read now...): the render will
    // meet it again and record it in its session.
    if (unchecked) this.log.warn({ err: new Error(unchecked) }, 'the inputs of a render token could not be checked');
  }

  /**
   * The ticket of a token served by this region, or undefined: a token is served where it
   * was issued, and one issued for a published copy only while the copy is published.
   */
  async resolve(token: string, region: string): Promise<RenderTicket | undefined> {
    if (!RENDER_TOKEN.test(token)) return undefined;
    const row = await this.repo.findByTokenHash(sha256Hex(token));
    if (!row) return undefined;
    const home = await this.projects.locateById(row.project_id);
    const issuedIn = row.region ?? home?.home;
    if (!home || issuedIn !== region) return undefined;
    const project = await this.projects.inRegion(home, region);
    return project && { row, project };
  }

  fileOf(ticket: RenderTicket, format: OutputFormat, frame: number): string {
    return renderFileOf(ticket, format, frame);
  }

  /**
   * Whether this format (and frame) of the token is rendered already, where it is served from:
   * a GET of it then only reads (docs/rate-limits.md counts the others as renders).
   */
  made(ticket: RenderTicket, format: OutputFormat, frame = 0): Promise<boolean> {
    return this.files.made(ticket, format, frame);
  }

  /**
   * The render, made on first request (here, or by a worker process); `signal` leaves it.
   * `link`: the token and where its caller reached the platform, for the webhooks' events of a
   * render this request starts (it goes with the order only if a hook wants them).
   */
  async output(
    ticket: RenderTicket,
    format: OutputFormat,
    frame = 0,
    signal?: AbortSignal,
    link?: RenderLink,
  ): Promise<RenderedFile> {
    if (ticket.row.origin === 'thumbnail') assertThumbnailFormat(format);
    const told = await this.files.eventLink(ticket, link);
    return this.runner.run({ ticket, format, frame, ...(told ? { link: told } : {}) }, signal);
  }

  /** Removes cached renders nobody asked for within the idle time; the token stays valid. */
  sweepCache(now?: number): Promise<void> {
    return this.files.sweep(now);
  }

  /** Starts a render nobody waits for; its outcome is in its session (and, with `link`, the webhooks' events). */
  start(ticket: RenderTicket, format: OutputFormat, link?: RenderLink): void {
    this.output(ticket, format, 0, undefined, link).catch((error: unknown) => {
      if (!(error instanceof RenderFailure)) this.log.error({ err: error }, 'background render failed');
    });
  }

  /** The latest render of the token: live if running here, else from its last session. */
  async status(ticket: RenderTicket): Promise<RenderStatus> {
    const { row, project } = ticket;
    const live = await this.files.liveStatus(ticket);
    if (live) return { ...live };
    const [last] = await this.renders.sessions.list({ ownerId: project.ownerId, renderId: row.id, limit: 1 });
    if (last?.success) return { state: 'done', progress: 1, session: last.sessionid };
    // Stopped on purpose: told as the caller was (the session is no failure and has no error log).
    if (last?.cancelled !== undefined)
      return {
        state: 'failed',
        progress: 0,
        session: last.sessionid,
        error: `The render was cancelled: ${last.cancelled}`,
      };
    if (last) {
      const [entry] = await this.renders.sessions.errors(project.ownerId, last.sessionid, { limit: 1 });
      // Input errors and cancels are the user's own doing and are told; others name the session only.
      const told = entry && /^(?:input|cancelled) /.test(entry.context);
      const error = told ? entry.message : `Render failed (session ${last.sessionid})`;
      return { state: 'failed', progress: 0, session: last.sessionid, error };
    }
    return { state: 'queued', progress: 0 };
  }
}
