import { readdir, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import {
  contentTypeOfFormat,
  FRAME_FORMATS,
  isFrameFormat,
  type OutputFormat,
  type RenderStatus,
  type Story,
} from '@reelforge/model';
import { RenderError } from '@reelforge/renderer';
import type { Movie } from '@reelforge/sdl';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { badRequest, HttpError } from '../lib/http-errors.ts';
import { newUid, sha256Hex } from '../lib/secrets.ts';
import type { ObjectStore } from '../objects/object-store.ts';
import type { BlobStore } from '../project-files/blob-store.ts';
import type { RenderRepository, RenderRow } from './render-store.ts';
import type { ProjectRef, ProjectService } from '../projects/project-service.ts';
import { ProgressLine, type ProgressStore } from '../shared-state/progress-store.ts';
import { RenderFailure } from './failure.ts';
import { checkMovieForRender, type MovieRenderCheck } from './movie-render-check.ts';
import { RenderChecks } from './render-checks.ts';
import type { RenderJob, RenderOrigin } from './jobs.ts';
import { inProcessRunner, type RenderRunner, type RenderTicket } from './render-runner.ts';
import type { RenderService } from './render-service.ts';
import type { RenderedFile, StoredRenders } from './stored-renders.ts';
import { assertStoryFormat, checkStoryRender } from './story-render.ts';

/** Each token's renders are cached in the project's folder under .renders/<render id>/. */
const RENDERS = '.renders';

/** A thumbnail's token (origin `thumbnail`) renders still frames only: its renders are not counted (docs/analytics.md). */
function assertThumbnailFormat(format: OutputFormat | undefined): void {
  if (format !== undefined && !isFrameFormat(format))
    throw badRequest(`A thumbnail renders still frames only (${FRAME_FORMATS.join(', ')}), not ${format}`);
}

/** A render token is 32 hex characters, like every id of docs/reference.md §9. */
export const RENDER_TOKEN = /^[0-9a-f]{32}$/;

/** A render's object in the store: `renders/<render id>/<name>` (docs/object-store.md). */
export const renderKey = (renderId: string, name: string) => `renders/${renderId}/${name}`;
/** Renewed when a render is asked for (S3 keeps no access time): the sweep goes by it. */
const USED = '.used';
/** A live status another process told is forgotten this long after its last change (that process died). */
const LIVE_KEEP_MS = 60 * 60 * 1000;

export type { RenderTicket } from './render-runner.ts';

interface NewRenderBase {
  params: Record<string, string>;
  format?: OutputFormat | undefined;
  origin: RenderOrigin;
  /** How the token will be fetched, when known though no render starts (a batch row's URL): checked now. */
  fetchedAs?: { format: OutputFormat; frame?: number } | undefined;
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
}

/**
 * Render tokens: a stored request anyone holding the token may fetch in any format
 * (like a presigned URL). Each format (and frame) is rendered once into the project's
 * .renders/<id>/ folder; the progress of the latest one is kept for the status call.
 */
export class RenderTokenService {
  // Renders of this process that are queued or running, by render id.
  private readonly live = new Map<string, RenderStatus>();
  // The same, as the other api processes read them (shared-state/README.md).
  private readonly told = new Map<string, ProgressLine>();

  constructor(
    private readonly repo: RenderRepository,
    private readonly projects: ProjectService,
    private readonly renders: RenderService,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly cache: { blobs: BlobStore; idleMs: number; stored?: StoredRenders | undefined },
    private readonly progress?: ProgressStore,
  ) {
    this.checks = new RenderChecks(renders.engine);
  }
  /** Where a sent movie is checked (createFromSent); closed with the app. */
  readonly checks: RenderChecks;
  // When this process last renewed a render's USED object.
  private readonly touched = new Map<string, number>();

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
    return { token: await this.issue(project, ownerId, { movieName, movieText, params, format, origin }), format };
  }

  /** Stores a checked request and returns its token; with a format the render starts at once. */
  private async issue(
    project: ProjectRef,
    ownerId: number,
    request: Pick<NewRenderBase, 'params' | 'format' | 'origin'> & {
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
    if (request.format) this.start({ row, project: { ...project, ownerId } }, request.format);
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
    return path.join(ticket.project.dir, RENDERS, ticket.row.id, nameOf(format, frame));
  }

  /**
   * Whether this format (and frame) of the token is rendered already, where it is served from:
   * a GET of it then only reads (docs/rate-limits.md counts the others as renders).
   */
  async made(ticket: RenderTicket, format: OutputFormat, frame = 0): Promise<boolean> {
    const { stored } = this.cache;
    if (stored) return (await stored.objects.head(renderKey(ticket.row.id, nameOf(format, frame)))) !== undefined;
    return stat(this.fileOf(ticket, format, frame)).then(
      (found) => found.isFile(),
      () => false,
    );
  }

  /** Where renders are made (render/render-runner.ts): here, or by a worker process through the render queue. */
  runner: RenderRunner = inProcessRunner((ticket, format, frame, signal) =>
    this.outputHere(ticket, format, frame, signal),
  );

  output(ticket: RenderTicket, format: OutputFormat, frame = 0, signal?: AbortSignal): Promise<RenderedFile> {
    if (ticket.row.origin === 'thumbnail') assertThumbnailFormat(format);
    return this.runner.output(ticket, format, frame, signal);
  }

  /**
   * The render made in this process, on first request; `signal` leaves it (it stops once nobody waits). With
   * an object store, a render in the store (made by any process on any host) is served from
   * there; one made here is rendered into the project's local folder, put into the store,
   * and its local file removed.
   */
  async outputHere(ticket: RenderTicket, format: OutputFormat, frame = 0, signal?: AbortSignal): Promise<RenderedFile> {
    const { stored } = this.cache;
    if (!stored) return { file: await this.rendered(ticket, format, frame, signal) };
    const key = renderKey(ticket.row.id, nameOf(format, frame));
    const found = await stored.keep(key, contentTypeOfFormat(format), () =>
      this.rendered(ticket, format, frame, signal),
    );
    await this.touch(stored.objects, ticket.row.id);
    return found;
  }

  /** Renews the render's USED object, at most every quarter of the idle time (and hour) per process. */
  private async touch(objects: ObjectStore, id: string): Promise<void> {
    const now = this.now();
    if (now - (this.touched.get(id) ?? -Infinity) < Math.min(this.cache.idleMs / 4, 3_600_000)) return;
    this.touched.set(id, now);
    await objects.put(renderKey(id, USED), Buffer.alloc(0), { contentType: 'application/octet-stream' });
  }

  /** The rendered file in the project's local folder, made on first request. */
  private async rendered(
    ticket: RenderTicket,
    format: OutputFormat,
    frame: number,
    signal?: AbortSignal,
  ): Promise<string> {
    const { row, project } = ticket;
    const id = row.id;
    let started: string | undefined;
    // The live entry ends with the render (its session is in the database by now), which may
    // outlive this request when others wait for it too.
    const settled = () => {
      if (started && this.live.get(id)?.session === started) this.setLive(id, project.ownerId, undefined);
    };
    const base = {
      project,
      ownerId: project.ownerId,
      params: JSON.parse(row.params) as Record<string, string>,
      origin: row.origin as RenderOrigin,
      renderId: id,
    };
    const job: RenderJob = row.story
      ? { ...base, story: JSON.parse(row.story) as Story, storyName: row.movie_name }
      : { ...base, movie: JSON.parse(row.movie) as Movie, movieName: row.movie_name };
    if (row.story) assertStoryFormat(format);
    const file = await this.renders.cached(this.fileOf(ticket, format, frame), job, format, {
      ...(isFrameFormat(format) ? { frame } : {}),
      ...(signal ? { signal } : {}),
      onQueued: (session) => {
        started = session;
        this.setLive(id, project.ownerId, { state: 'queued', progress: 0, session });
      },
      onStart: () => this.update(id, started, { state: 'rendering' }),
      onProgress: (fraction) => this.update(id, started, { progress: Math.max(0, Math.min(1, fraction)) }),
      onSettled: settled,
    });
    // Asked for now: the cache sweep keeps it another idle period.
    const at = new Date(this.now());
    await utimes(path.dirname(file), at, at).catch(() => undefined);
    return file;
  }

  /**
   * Removes cached renders nobody asked for within the idle time (their folder's time is
   * renewed by each request). The token stays valid: its next request renders again.
   */
  async sweepCache(now = this.now()): Promise<void> {
    const cutoff = now - this.cache.idleMs;
    if (this.cache.stored) await this.sweepStore(this.cache.stored.objects, cutoff);
    for (const project of await this.cache.blobs.projectDirs()) {
      const root = path.join(project, RENDERS);
      const ids = await readdir(root).catch(() => [] as string[]);
      for (const id of ids) {
        if (this.live.has(id)) continue;
        const dir = path.join(root, id);
        try {
          if ((await stat(dir)).mtimeMs < cutoff) await rm(dir, { recursive: true, force: true });
        } catch (error) {
          this.log.warn({ err: error }, 'could not sweep a cached render');
        }
      }
    }
  }

  /** Renders in the store whose newest object (the USED one, renewed by requests) is older than `cutoff`. */
  private async sweepStore(objects: ObjectStore, cutoff: number): Promise<void> {
    const newest = new Map<string, number>();
    let after: string | undefined;
    do {
      const page = await objects.list('renders/', { after });
      for (const object of page.objects) {
        const id = object.key.split('/')[1] ?? '';
        newest.set(id, Math.max(newest.get(id) ?? 0, object.modified.getTime()));
      }
      after = page.next;
    } while (after);
    for (const [id, modified] of newest) {
      if (this.live.has(id) || modified >= cutoff || !RENDER_TOKEN.test(id)) continue;
      await objects
        .deletePrefix(`renders/${id}/`)
        .catch((error: unknown) => this.log.warn({ err: error }, 'could not sweep a stored render'));
      this.touched.delete(id);
    }
  }

  /** Starts a render nobody waits for; its outcome is in its session. */
  start(ticket: RenderTicket, format: OutputFormat): void {
    this.output(ticket, format).catch((error: unknown) => {
      if (!(error instanceof RenderFailure)) this.log.error({ err: error }, 'background render failed');
    });
  }

  /** The latest render of the token: live if running here, else from its last session. */
  async status(ticket: RenderTicket): Promise<RenderStatus> {
    const { row, project } = ticket;
    const live =
      this.live.get(row.id) ??
      (await this.progress?.get<RenderStatus>({ kind: 'render-token', ownerId: project.ownerId, id: row.id }));
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

  private update(id: string, session: string | undefined, change: Partial<RenderStatus>): void {
    const current = this.live.get(id);
    if (current && current.session === session) this.setLive(id, undefined, { ...current, ...change });
  }

  /** The token's live render here and in the progress store; none: it ended (its session is recorded). */
  private setLive(id: string, ownerId: number | undefined, status: RenderStatus | undefined): void {
    if (ownerId !== undefined && this.progress && !this.told.has(id))
      this.told.set(id, new ProgressLine(this.progress, { kind: 'render-token', ownerId, id }, LIVE_KEEP_MS));
    if (!status) {
      this.live.delete(id);
      const line = this.told.get(id);
      this.told.delete(id);
      void line?.clear();
      return;
    }
    this.live.set(id, status);
    this.told.get(id)?.set(status);
  }
}

function nameOf(format: OutputFormat, frame: number): string {
  return isFrameFormat(format) ? `frame-${frame}.${format}` : `render.${format}`;
}
