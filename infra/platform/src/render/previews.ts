import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { notFound } from '../lib/http-errors.ts';
import { newUid } from '../lib/secrets.ts';
import type { ObjectStore } from '../objects/object-store.ts';
import { inProcess } from '../queue/job-queue.ts';
import { mirrorHls } from './hls-mirror.ts';
import { PreviewFrames } from './preview-frames.ts';
import { newestByGroup } from './stored-sweep.ts';
import type { PreviewRange, PreviewRunners, StartedPreview } from './preview-runner.ts';
import type { MovieRenderJob, RenderService } from './render-service.ts';
import type { RenderedFile } from './stored-renders.ts';

export const PREVIEW_ID = /^[0-9a-f]{32}$/;
// Playlists and segments as an HLS muxer names them; nothing else is served.
const PREVIEW_FILE = /^[A-Za-z0-9_-]{1,64}\.(?:m3u8|ts|m4s|mp4)$/;

export type { StartedPreview } from './preview-runner.ts';

/**
 * Previews of the preview host: a JPG frame at once, or an HLS stream in its own folder
 * under previews/<region>/<id>/, answered once playable while the rest renders on.
 * Folders older than the time to live are swept away.
 */
export class PreviewService {
  /** Where previews are made (preview-runner.ts): here, or by a worker process through the preview queue. */
  private readonly runners: PreviewRunners;
  /** Frames rendered here for an api process. */
  private readonly frames: PreviewFrames;

  constructor(
    private readonly root: string,
    private readonly renders: RenderService,
    private readonly now: Clock,
    private readonly ttlMs: number,
    private readonly log: FastifyBaseLogger,
    /** With an object store, streams are copied into it (`previews/<region>/<id>/`) and served from there. */
    private readonly objects?: ObjectStore,
    /** A worker process's runners (the preview queue's, an api process with Redis); default this process's. */
    runners?: PreviewRunners,
  ) {
    this.frames = new PreviewFrames(root, objects);
    this.runners = runners ?? {
      frames: inProcess(({ job, frame }, signal) => this.frameHere(job, frame, signal)),
      streams: inProcess(({ region, job, range }, signal) => this.hlsHere(region, job, range, signal)),
    };
  }

  private keyOf(region: string, id: string, name = ''): string {
    return `previews/${region}/${id}/${name}`;
  }

  private dirOf(region: string, id: string): string {
    return path.join(this.root, region, id);
  }

  /** One frame as JPG bytes; `signal` stops it (its requester went away). */
  frame(job: MovieRenderJob, frame: number, signal?: AbortSignal): Promise<Buffer> {
    return this.runners.frames.run({ job, frame }, signal);
  }

  /** Starts an HLS preview and resolves once it is playable; `signal` stops it until then. */
  hls(region: string, job: MovieRenderJob, range: PreviewRange, signal?: AbortSignal): Promise<StartedPreview> {
    return this.runners.streams.run({ region, job, range }, signal);
  }

  /** A frame rendered in this process. */
  async frameHere(job: MovieRenderJob, frame: number, signal?: AbortSignal): Promise<Buffer> {
    const file = path.join(this.root, '.frames', `${newUid()}.jpg`);
    try {
      await this.renders.render(job, 'jpg', file, { frame, ...(signal ? { signal } : {}) });
      return await readFile(file);
    } finally {
      await rm(file, { force: true });
    }
  }

  /** A stream rendered by this process, in the folder of `id` (a new one unless a queued job names it). */
  async hlsHere(
    region: string,
    job: MovieRenderJob,
    range: PreviewRange,
    signal?: AbortSignal,
    id = newUid(),
  ): Promise<StartedPreview> {
    const dir = this.dirOf(region, id);
    await mkdir(dir, { recursive: true });
    try {
      const started = await this.renders.hls(job, dir, range, signal);
      await started.ready;
      if (this.objects) await mirrorHls(this.objects, dir, this.keyOf(region, id), this.log).first;
      return { id, playlist: path.basename(started.playlist), sessionId: started.sessionId };
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /**
   * A frame rendered here for another process (the preview queue): kept under `id` in the
   * bucket, else in the shared data folder, until that process takes it. The render's session;
   * `signal` stops it (that process's requester went away).
   */
  async frameFor(job: MovieRenderJob, frame: number, id: string, signal?: AbortSignal): Promise<string> {
    let sessionId = '';
    await this.renders.render(job, 'jpg', this.frames.file(id), {
      frame,
      onQueued: (session) => (sessionId = session),
      ...(signal ? { signal } : {}),
    });
    await this.frames.keep(id);
    return sessionId;
  }

  /** A file of a preview; anything else is a 404. */
  async file(region: string, id: string, name: string): Promise<RenderedFile> {
    if (!PREVIEW_ID.test(id) || !PREVIEW_FILE.test(name)) throw notFound('No such preview');
    if (this.objects) {
      const key = this.keyOf(region, id, name);
      if (await this.objects.head(key)) return { object: { store: this.objects, key } };
      throw notFound('No such preview');
    }
    const file = path.join(this.dirOf(region, id), name);
    try {
      if ((await stat(file)).isFile()) return { file };
    } catch {
      // fall through
    }
    throw notFound('No such preview');
  }

  /**
   * Removes preview folders older than the time to live. A stream still rendering
   * keeps its folder's modification time fresh with every segment it adds.
   */
  async sweep(now = this.now()): Promise<void> {
    const cutoff = now - this.ttlMs;
    if (this.objects) await this.sweepStore(this.objects, cutoff);
    let regions: string[];
    try {
      regions = await readdir(this.root);
    } catch {
      return;
    }
    for (const region of regions) {
      const regionDir = path.join(this.root, region);
      let entries: string[];
      try {
        entries = await readdir(regionDir);
      } catch {
        continue;
      }
      for (const entry of entries) {
        const dir = path.join(regionDir, entry);
        try {
          if ((await stat(dir)).mtimeMs < cutoff) await rm(dir, { recursive: true, force: true });
        } catch (error) {
          this.log.warn({ err: error }, 'could not sweep a preview');
        }
      }
    }
  }

  /** Streams in the store whose newest object (the playlist, put again as it grows) is older than `cutoff`. */
  private async sweepStore(objects: ObjectStore, cutoff: number): Promise<void> {
    const newest = await newestByGroup(objects, 'previews/', (key) => key.split('/').slice(0, 3).join('/'));
    for (const [stream, modified] of newest) {
      if (modified >= cutoff) continue;
      await objects
        .deletePrefix(`${stream}/`)
        .catch((error: unknown) => this.log.warn({ err: error }, 'could not sweep a stored preview'));
    }
  }
}
