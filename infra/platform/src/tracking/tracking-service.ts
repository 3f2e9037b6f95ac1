import type { MediaInfo, TrackAgain, TrackProgress, TrackStart, TrackStarted } from '@reelforge/contract';
import {
  framesToTrack,
  pointsAfterRetrack,
  trackRectProblem,
  trackVersionIdFor,
  type TrackPoint,
  type TrackRect,
} from '@reelforge/model';
import type { AssetRow } from '../assets/asset-store.ts';
import type { AssetService } from '../assets/asset-service.ts';
import { badRequest, HttpError } from '../lib/http-errors.ts';
import { newUid } from '../lib/secrets.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import { ProgressLine, type ProgressStore } from '../shared-state/progress-store.ts';
import type { TrackVersionService } from '../track-versions/track-version-service.ts';
import { readPoints } from './tracked-points.ts';
import { release, type TrackedVideo, type Template, type Tracker } from './tracker.ts';

/** An ended tracking's progress is still answered this long, for a console that asks late. */
const KEEP_ENDED_MS = 10 * 60 * 1000;
/** A tracking that stops telling (its process died) is forgotten this long after its last step. */
const KEEP_RUNNING_MS = 60 * 60 * 1000;

/** Where a background failure is told. */
export interface TrackingLog {
  error(details: object, message: string): void;
}

/**
 * The tracker we ship (docs/tracking.md "The tracker"): a rectangle on a frame of a video
 * followed through the video as background work, one at a time per account, its points stored
 * as a tracking version of the video and its progress readable by the id the start answered.
 */
export class TrackingService {
  /** The work going on, by account: one at a time each. */
  private readonly running = new Map<number, AbortController>();

  constructor(
    private readonly versions: TrackVersionService,
    private readonly assets: AssetService,
    private readonly tracker: Tracker,
    private readonly progressStore: ProgressStore,
    private readonly log: TrackingLog,
  ) {}

  /** A new version of the video, named `name`, tracked from the rectangle. */
  async start(project: ProjectRef, ownerId: number, video: AssetRow, request: TrackStart): Promise<TrackStarted> {
    const { name, ...rect } = request;
    return this.begin(ownerId, video, project, rect, async () => {
      const taken = (await this.versions.list(project)).filter((v) => v.vuid === video.uid).map((v) => v.id);
      const id = trackVersionIdFor(name, taken);
      await this.versions.create(project, video, id, { name });
      return { id, kept: [] };
    });
  }

  /** Version `id` tracked again from the rectangle's frame: its points before that frame are kept. */
  async again(project: ProjectRef, ownerId: number, video: AssetRow, id: string, rect: TrackAgain) {
    return this.begin(ownerId, video, project, rect, async () => {
      const { points } = await this.versions.get(project, video, id);
      return { id, kept: points.filter((p) => p.frame < rect.frame) };
    });
  }

  /** How far the tracking followed by `progress` is; undefined for none (or another account's). */
  async progress(ownerId: number, progress: string): Promise<TrackProgress | undefined> {
    return this.progressStore.get<TrackProgress>({ kind: 'tracking', ownerId, id: progress });
  }

  /** One frame of the video as the tracker sees it, as a JPG. */
  async frame(project: ProjectRef, video: AssetRow, frame: number): Promise<Buffer> {
    const tracked = await this.trackedVideo(project, video);
    if (tracked.frames > 0 && frame >= tracked.frames) {
      throw badRequest(`Frame ${frame} is past the video's last frame (${tracked.frames - 1})`);
    }
    return this.tracker.frame(tracked, frame);
  }

  /** Stops every tracking going on (the app is closing). */
  close(): void {
    for (const controller of this.running.values()) controller.abort();
  }

  /**
   * Checks the rectangle, claims the account's one tracking, cuts the template (so a frame
   * that cannot be read or a flat rectangle is the caller's 400), makes or reads the version,
   * and goes on in the background.
   */
  private async begin(
    ownerId: number,
    video: AssetRow,
    project: ProjectRef,
    rect: TrackRect,
    version: () => Promise<{ id: string; kept: TrackPoint[] }>,
  ): Promise<TrackStarted> {
    const tracked = await this.trackedVideo(project, video);
    const problem = trackRectProblem(rect, tracked);
    if (problem) throw badRequest(problem);
    if (this.running.has(ownerId)) {
      throw new HttpError(409, 'A tracking of yours is going on: wait for it to end, then start the next');
    }
    const controller = new AbortController();
    this.running.set(ownerId, controller);
    let template: Template | undefined;
    try {
      template = await this.tracker.template(tracked, rect, controller.signal);
      const { id, kept } = await version();
      const progress = newUid();
      const total = framesToTrack(rect.frame, tracked.frames, kept.length);
      const line = new ProgressLine(this.progressStore, { kind: 'tracking', ownerId, id: progress }, KEEP_RUNNING_MS);
      line.set({ state: 'making', done: 0, total, id } satisfies TrackProgress);
      const work = { project, video, tracked, rect, id, kept, total, template, line, signal: controller.signal };
      void this.run(work).finally(() => this.running.delete(ownerId));
      return { id, progress };
    } catch (error) {
      this.running.delete(ownerId);
      if (template) await release(template);
      throw error;
    }
  }

  private async run(work: {
    project: ProjectRef;
    video: AssetRow;
    tracked: TrackedVideo;
    rect: TrackRect;
    id: string;
    kept: TrackPoint[];
    total: number;
    template: Template;
    line: ProgressLine;
    signal: AbortSignal;
  }): Promise<void> {
    const { project, video, tracked, rect, id, kept, total, template, line, signal } = work;
    let done = 0;
    try {
      const found = await this.tracker.track(tracked, rect, total, template, {
        signal,
        onFrame: (frame) => {
          if (frame === done) return;
          done = frame;
          line.set({ state: 'making', done, total, id } satisfies TrackProgress);
        },
      });
      const points = pointsAfterRetrack(kept, rect.frame, found);
      await this.versions.update(project, video, id, { points: readPoints(points) });
      const ended: TrackProgress = { state: 'done', done: total, total, id, found: found.length };
      await line.end(ended, KEEP_ENDED_MS);
    } catch (error) {
      const reason =
        error instanceof HttpError && error.statusCode < 500 ? error.message : 'The tracking stopped on an error';
      if (!(error instanceof HttpError) || error.statusCode >= 500) {
        this.log.error({ err: error, video: video.uid, version: id }, 'tracking failed');
      }
      await line.end({ state: 'failed', done, total, id, reason } satisfies TrackProgress, KEEP_ENDED_MS);
    } finally {
      await release(template);
    }
  }

  /** The video's file here and what the tracker needs of it: a 400 when its size or rate is not known. */
  private async trackedVideo(project: ProjectRef, video: AssetRow): Promise<TrackedVideo> {
    const info = video.media_info ? (JSON.parse(video.media_info) as MediaInfo) : undefined;
    const [num, den] = (info?.framerate ?? '').split('/').map(Number);
    const fps = num && den ? num / den : 0;
    if (!info || !info.width || !info.height || !(fps > 0)) {
      throw badRequest(`The picture size and frame rate of ${video.name} are not known: upload it again`);
    }
    const file = await this.assets.files.localFile(project, video.name);
    return { file, width: info.width, height: info.height, fps, frames: info.frames };
  }
}
