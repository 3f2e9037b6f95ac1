import { readdir, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfFormat, isFrameFormat, type OutputFormat, type RenderStatus, type Story } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import type { ObjectStore } from '../objects/object-store.ts';
import type { BlobStore } from '../project-files/blob-store.ts';
import { inProcess } from '../queue/job-queue.ts';
import { ProgressLine, type ProgressStore } from '../shared-state/progress-store.ts';
import type { WebhookEventSink } from '../webhooks/webhook-events.ts';
import { RenderFailure } from './failure.ts';
import { renderUrl } from './input.ts';
import type { RenderJob, RenderOrigin } from './jobs.ts';
import type { RenderLink, RenderOrder, RenderRunner, RenderTicket } from './render-runner.ts';
import type { RenderService } from './render-service.ts';
import type { RenderedFile, StoredRenders } from './stored-renders.ts';
import { newestByGroup } from './stored-sweep.ts';
import { assertStoryFormat } from './story-render.ts';

/** Each token's renders are cached in the project's folder under .renders/<render id>/. */
const RENDERS = '.renders';
/** A render token is 32 hex characters, like every id of docs/reference.md §9 (and its record's id). */
export const RENDER_TOKEN = /^[0-9a-f]{32}$/;
/** A render's object in the store: `renders/<render id>/<name>` (docs/object-store.md). */
export const renderKey = (renderId: string, name: string) => `renders/${renderId}/${name}`;
/** Renewed when a render is asked for (S3 keeps no access time): the sweep goes by it. */
const USED = '.used';
/** A live status another process told is forgotten this long after its last change (that process died). */
const LIVE_KEEP_MS = 60 * 60 * 1000;
/** The events a token's render tells the project's webhooks. */
const RENDER_EVENTS = ['render.succeeded', 'render.failed'] as const;

/** A render's file name in its folder (and the last part of its key). */
export function renderFileName(format: OutputFormat, frame: number): string {
  return isFrameFormat(format) ? `frame-${frame}.${format}` : `render.${format}`;
}

/** Where a token's render is kept in its project's folder, made or not. */
export function renderFileOf(ticket: RenderTicket, format: OutputFormat, frame: number): string {
  return path.join(ticket.project.dir, RENDERS, ticket.row.id, renderFileName(format, frame));
}

/** What the cache of tokens' renders is: the projects' folders, their idle time, and the bucket if any. */
export interface TokenRenderCache {
  blobs: BlobStore;
  idleMs: number;
  stored?: StoredRenders | undefined;
}

/**
 * Render tokens' files made in this process (the embedded mode and worker processes): each
 * format (and frame) rendered once into the project's .renders/<id>/ folder, or kept in the
 * bucket; the live status of each render running here, told to the other processes through
 * the progress store; and the idle sweep of the cache.
 */
export class TokenRenders {
  // Renders of this process that are queued or running, by render id.
  private readonly live = new Map<string, RenderStatus>();
  // The same, as the other api processes read them (shared-state/README.md).
  private readonly told = new Map<string, ProgressLine>();
  // When this process last renewed a render's USED object.
  private readonly touched = new Map<string, number>();
  // Failures told to the webhooks already: every request waiting for one render gets the same one.
  private readonly toldFailures = new WeakSet<object>();

  constructor(
    private readonly renders: RenderService,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly cache: TokenRenderCache,
    private readonly progress?: ProgressStore,
    /** The project's webhooks, told when a render made here succeeds or fails (webhooks/README.md). */
    private readonly events?: WebhookEventSink,
  ) {}

  /**
   * `link` if the project has a webhook that wants this token's render events, else undefined:
   * an order carries the token only then. A thumbnail's token tells none (it is the console's own).
   */
  async eventLink(ticket: RenderTicket, link: RenderLink | undefined): Promise<RenderLink | undefined> {
    if (!link || !this.events || ticket.row.origin === 'thumbnail') return undefined;
    return (await this.events.wants(ticket.project.id, RENDER_EVENTS)) ? link : undefined;
  }

  /** The in-process runner: renders made here. */
  readonly here: RenderRunner = inProcess((order: RenderOrder, signal) => this.output(order, signal));

  /**
   * The render made in this process, on first request; `signal` leaves it (it stops once
   * nobody waits). With an object store, a render in the store (made by any process on any
   * host) is served from there; one made here is rendered into the project's local folder,
   * put into the store, and its local file removed.
   */
  async output({ ticket, format, frame, link }: RenderOrder, signal?: AbortSignal): Promise<RenderedFile> {
    const { stored } = this.cache;
    if (!stored) return { file: await this.rendered(ticket, format, frame, signal, link) };
    const key = renderKey(ticket.row.id, renderFileName(format, frame));
    const found = await stored.keep(key, contentTypeOfFormat(format), () =>
      this.rendered(ticket, format, frame, signal, link),
    );
    await this.touch(stored.objects, ticket.row.id);
    return found;
  }

  /** Whether this format (and frame) of the token is rendered already, where it is served from. */
  async made(ticket: RenderTicket, format: OutputFormat, frame: number): Promise<boolean> {
    const { stored } = this.cache;
    const key = renderKey(ticket.row.id, renderFileName(format, frame));
    if (stored) return (await stored.objects.head(key)) !== undefined;
    return stat(renderFileOf(ticket, format, frame)).then(
      (found) => found.isFile(),
      () => false,
    );
  }

  /** The token's render running here, or told by the process running it; undefined when none runs. */
  async liveStatus({ row, project }: RenderTicket): Promise<RenderStatus | undefined> {
    return (
      this.live.get(row.id) ??
      (await this.progress?.get<RenderStatus>({ kind: 'render-token', ownerId: project.ownerId, id: row.id }))
    );
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
    link?: RenderLink,
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
    const rendering = this.renders.cached(renderFileOf(ticket, format, frame), job, format, {
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
    let file: string;
    try {
      file = await rendering;
    } catch (error) {
      if (link) this.tellFailed(ticket, format, frame, link, error);
      throw error;
    }
    // Made by this request's render (not found made, nor waited for): told once.
    if (link && started)
      this.tell(ticket, format, frame, link, { type: 'render.succeeded', key: started, error: null });
    // Asked for now: the cache sweep keeps it another idle period.
    const at = new Date(this.now());
    await utimes(path.dirname(file), at, at).catch(() => undefined);
    return file;
  }

  /** A failed render told once, whoever waited for it; a cancelled one is nobody's failure and is not told. */
  private tellFailed(
    ticket: RenderTicket,
    format: OutputFormat,
    frame: number,
    link: RenderLink,
    error: unknown,
  ): void {
    if (!(error instanceof RenderFailure) || error.statusCode === 409 || this.toldFailures.has(error)) return;
    this.toldFailures.add(error);
    this.tell(ticket, format, frame, link, { type: 'render.failed', key: error.sessionId, error: error.message });
  }

  /** The render's event for the project's webhooks, with the link to the file. */
  private tell(
    { row, project }: RenderTicket,
    format: OutputFormat,
    frame: number,
    link: RenderLink,
    event: { type: (typeof RENDER_EVENTS)[number]; key: string; error: string | null },
  ): void {
    const still = isFrameFormat(format);
    const url = `${link.address}${renderUrl(row.region ?? project.region, link.token, format)}${still && frame > 0 ? `?frame=${frame}` : ''}`;
    void this.events?.emit(project.id, {
      ...event,
      movie: row.movie_name || null,
      render: { token: link.token, url, format, ...(still ? { frame } : {}) },
    });
  }

  /**
   * Removes cached renders nobody asked for within the idle time (their folder's time is
   * renewed by each request). The token stays valid: its next request renders again.
   */
  async sweep(now = this.now()): Promise<void> {
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
    const newest = await newestByGroup(objects, 'renders/', (key) => key.split('/')[1] ?? '');
    for (const [id, modified] of newest) {
      if (this.live.has(id) || modified >= cutoff || !RENDER_TOKEN.test(id)) continue;
      await objects
        .deletePrefix(`renders/${id}/`)
        .catch((error: unknown) => this.log.warn({ err: error }, 'could not sweep a stored render'));
      this.touched.delete(id);
    }
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
