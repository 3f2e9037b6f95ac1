import type { Job } from 'bullmq';
import { HttpError, notFound } from '../lib/http-errors.ts';
import {
  consumeQueue,
  openJobQueue,
  waitForJob,
  workOrHandBack,
  type JobQueue,
  type QueueConsumer,
  type QueueConsumerOptions,
} from '../render/job-queues.ts';
import { failureOf, refusalOf, type PreviewJobFailure } from '../render/preview-queue.ts';
import type { RenderedFile } from '../render/stored-renders.ts';
import type { PublicShare, ShareMedium, ShareRenderRunner, ShareService } from './share-service.ts';
import type { ThumbnailQueueOptions } from '../media/thumbnail-queue.ts';

/** The BullMQ queue of shares' videos and posters (docs/scale-out.md). */
export const SHARE_QUEUE = 'reelforge-share';

/** One share's video or poster, of the version the caller saw (its file name). */
export interface ShareJobData {
  shareId: string;
  what: ShareMedium;
  /** `<share id>.<version>.mp4|jpg`: a share whose movie changed since is another file. */
  file: string;
}

/** How a job ended: made (in the bucket or the project's folder), or the refusal the caller is to get (a failed render names its session). */
export type ShareJobResult = { done: true } | { failure: PreviewJobFailure };

/**
 * The queued adapter of ShareRenderRunner, for api processes: a share's video or poster not
 * made yet is a job of the share queue, deduplicated by its file (share, version, kind) so
 * however many api processes ask at once it is rendered once, by a worker process; then it
 * is served from where the worker left it (the bucket, or the project's folder of the shared
 * DATA_DIR).
 */
export class QueuedShareRenders implements ShareRenderRunner {
  private readonly jobs: JobQueue<ShareJobData, ShareJobResult>;

  constructor(
    private readonly shares: ShareService,
    private readonly options: ThumbnailQueueOptions,
  ) {
    this.jobs = openJobQueue<ShareJobData, ShareJobResult>(SHARE_QUEUE, 'share queue', options);
  }

  async make(shared: PublicShare, what: ShareMedium, signal?: AbortSignal): Promise<RenderedFile> {
    const file = this.shares.fileNameOf(shared, what);
    const job = await this.jobs.queue.add(
      what,
      { shareId: shared.share.id, what, file },
      { deduplication: { id: file } },
    );
    const result = await waitForJob(job.waitUntilFinished(this.jobs.events, this.options.waitMs), signal, this.options);
    if ('failure' in result) throw refusalOf(result.failure);
    const made = await this.shares.made(shared, what);
    if (!made) throw notFound(`This ${shared.share.kind} changed while it was rendered: ask again`);
    return made;
  }

  async close(): Promise<void> {
    await this.jobs.close();
  }
}

export interface ShareQueueDeps {
  shares: ShareService;
  /** True once the process is stopping: a render that fails then goes back to the queue. */
  stopping: () => boolean;
}

/** A worker process's consumer of the share queue: each video or poster rendered here as in one process, a refusal the job's result. */
export class ShareQueueWorker {
  private readonly consumer: QueueConsumer;

  constructor(
    private readonly deps: ShareQueueDeps,
    private readonly options: QueueConsumerOptions,
  ) {
    this.consumer = consumeQueue<ShareJobData, ShareJobResult>(
      SHARE_QUEUE,
      'share worker',
      (job, token) => this.process(job, token),
      options,
    );
  }

  private async process(job: Job<ShareJobData, ShareJobResult>, token: string | undefined): Promise<ShareJobResult> {
    const { shareId, what, file } = job.data;
    this.options.log.info({ shareId, what, file }, 'share render taken');
    return workOrHandBack(
      job,
      token,
      this.deps.stopping,
      async () => {
        const shared = await this.deps.shares.open(shareId);
        // Changed since it was asked for: that caller's version is gone (as a request one moment later would find).
        if (this.deps.shares.fileNameOf(shared, what) !== file)
          throw notFound(`This ${shared.share.kind} changed while it was rendered: ask again`);
        await this.deps.shares.makeHere(shared, what);
        this.options.log.info({ shareId, what, file }, 'share render made');
        return { done: true };
      },
      (error) => {
        if (!(error instanceof HttpError)) return undefined;
        this.options.log.info({ shareId, what, status: error.statusCode }, 'share render refused');
        return { failure: failureOf(error) };
      },
    );
  }

  async close(): Promise<void> {
    await this.consumer.close();
  }
}
