import type { JobRunner } from '../queue/job-queue.ts';
import type { MovieRenderJob } from './jobs.ts';

export interface StartedPreview {
  id: string;
  /** The playlist's file name in the preview's folder. */
  playlist: string;
  sessionId: string;
}

/** The part of a movie an HLS preview shows, in frames. */
export interface PreviewRange {
  start?: number | undefined;
  end?: number | undefined;
}

/** One frame of a movie, as JPG bytes. */
export interface FrameOrder {
  job: MovieRenderJob;
  frame: number;
}

/** An HLS stream of `region`'s preview host, answered once playable. */
export interface StreamOrder {
  region: string;
  job: MovieRenderJob;
  range: PreviewRange;
}

/**
 * Where the preview host's renders are made (docs/scale-out.md): in this process (the
 * embedded mode, `all`, and worker processes), or by a worker process through the preview
 * queue (an api process with Redis: preview-queue.ts). Either way the caller gets the same
 * JPG or playable stream, or the same refusal (an HttpError, a RenderFailure).
 */
export interface PreviewRunners {
  frames: JobRunner<FrameOrder, Buffer>;
  streams: JobRunner<StreamOrder, StartedPreview>;
}
