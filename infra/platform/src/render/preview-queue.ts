import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';
import { newUid } from '../lib/secrets.ts';
import { RenderFailure } from './failure.ts';
import type { MovieRenderJob, RenderOrigin } from './jobs.ts';
import type { PreviewRange, PreviewRunner, StartedPreview } from './preview-runner.ts';
import { openJobQueue, waitForJob, type JobQueue } from './job-queues.ts';

/** The BullMQ queue of the preview host's renders (docs/scale-out.md). */
export const PREVIEW_QUEUE = 'reelforge-preview';

/** One preview: its movie as sent (inline), whose project it renders in, and where its output goes (`id`). */
export interface PreviewJobData {
  kind: 'frame' | 'hls';
  /** The frame's or stream's id, picked by the api process: where the worker leaves its output. */
  id: string;
  /** The preview host's region (the stream's folder). */
  region: string;
  projectId: number;
  /** The region of the project's copy the preview renders in (its home, or a published copy). */
  projectRegion: string;
  ownerId: number;
  /** Who asked (the preview host, or the media host's renderframe), kept with the session. */
  origin: RenderOrigin;
  movie: unknown;
  params: Record<string, string>;
  frame: number;
  range: PreviewRange;
}

/** How a refusal crosses the queue: a RenderFailure when it names a session, else an HttpError. */
export interface PreviewJobFailure {
  statusCode: number;
  message: string;
  sessionId?: string | undefined;
  expose: boolean;
}

/** How a job ended: the frame is in place, the stream is playable, or the refusal the caller is to get. */
export type PreviewJobResult =
  | { frame: true }
  | { stream: { playlist: string; sessionId: string } }
  | { failure: PreviewJobFailure };

export interface PreviewQueueOptions {
  redisUrl: string;
  log: FastifyBaseLogger;
  prefix?: string | undefined;
  /** How long a caller waits for its job at most: the render timeout and a dead worker's lock. */
  waitMs: number;
}

/** Reads back the worker's frame (PreviewService.takeFrame). */
export type TakeFrame = (id: string) => Promise<Buffer>;

/**
 * The queued adapter of PreviewRunner, for api processes: each preview is a job of the
 * preview queue, rendered by a worker process. A frame is left by the worker under its id
 * (bucket or shared data folder) and read back here; a stream is answered once the worker
 * found it playable, its files served from the bucket or the shared data folder.
 */
export class QueuedPreviews implements PreviewRunner {
  private readonly jobs: JobQueue<PreviewJobData, PreviewJobResult>;

  constructor(
    private readonly takeFrame: TakeFrame,
    private readonly options: PreviewQueueOptions,
  ) {
    this.jobs = openJobQueue<PreviewJobData, PreviewJobResult>(PREVIEW_QUEUE, 'preview queue', options);
  }

  async frame(job: MovieRenderJob, frame: number, signal?: AbortSignal): Promise<Buffer> {
    const result = await this.run(this.dataOf('frame', '', job, frame, {}), signal);
    if (!('frame' in result)) throw new Error('a frame job answered no frame');
    return this.takeFrame(result.id);
  }

  async hls(region: string, job: MovieRenderJob, range: PreviewRange, signal?: AbortSignal): Promise<StartedPreview> {
    const result = await this.run(this.dataOf('hls', region, job, 0, range), signal);
    if (!('stream' in result)) throw new Error('a stream job answered no stream');
    return { id: result.id, ...result.stream };
  }

  private dataOf(
    kind: PreviewJobData['kind'],
    region: string,
    job: MovieRenderJob,
    frame: number,
    range: PreviewRange,
  ): PreviewJobData {
    const { project } = job;
    return {
      kind,
      id: newUid(),
      region,
      projectId: project.id,
      projectRegion: project.region,
      ownerId: job.ownerId,
      origin: job.origin,
      movie: job.movie,
      params: job.params,
      frame,
      range,
    };
  }

  private async run(data: PreviewJobData, signal: AbortSignal | undefined): Promise<PreviewJobResult & { id: string }> {
    const job = await this.jobs.queue.add(data.kind, data);
    // A caller gone before a worker took the job takes it back (a running one goes on, its output swept).
    const unqueue = () => void job.remove().catch(() => undefined);
    signal?.addEventListener('abort', unqueue, { once: true });
    try {
      const result = await waitForJob(
        job.waitUntilFinished(this.jobs.events, this.options.waitMs),
        signal,
        this.options,
      );
      if ('failure' in result) throw refusalOf(result.failure);
      return { ...result, id: data.id };
    } finally {
      signal?.removeEventListener('abort', unqueue);
    }
  }

  async close(): Promise<void> {
    await this.jobs.close();
  }
}

/** A refusal as the worker's PreviewService threw it, to be answered as is. */
export function failureOf(error: HttpError): PreviewJobFailure {
  return {
    statusCode: error.statusCode,
    message: error.message,
    sessionId: error instanceof RenderFailure ? error.sessionId : undefined,
    expose: error.expose,
  };
}

/** The refusal a job's failure stands for, answered as the worker's service threw it. */
export function refusalOf(failure: PreviewJobFailure): HttpError {
  if (failure.sessionId !== undefined) return new RenderFailure(failure.statusCode, failure.message, failure.sessionId);
  return new HttpError(failure.statusCode, failure.message, failure.expose);
}
