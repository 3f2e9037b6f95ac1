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

/**
 * Where the preview host's renders are made (docs/scale-out.md): in this process (the
 * embedded mode, `all`, and worker processes), or by a worker process through the preview
 * queue (an api process with Redis: render/preview-queue.ts). Either way the caller gets the
 * same JPG or playable stream, or the same refusal (an HttpError, a RenderFailure).
 */
export interface PreviewRunner {
  /** One frame as JPG bytes; `signal` leaves it. */
  frame(job: MovieRenderJob, frame: number, signal?: AbortSignal): Promise<Buffer>;
  /** An HLS stream of `region`'s preview host, resolved once playable; `signal` leaves it until then. */
  hls(region: string, job: MovieRenderJob, range: PreviewRange, signal?: AbortSignal): Promise<StartedPreview>;
}
