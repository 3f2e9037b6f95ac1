import type { Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';
import type { AssetRow } from '../repositories/assets.ts';
import { consumeQueue, openJobQueue, waitForJob, type JobQueue, type QueueConsumer, type QueueConsumerOptions } from '../render/job-queues.ts';
import type { AssetService } from './assets.ts';
import type { ProjectRef, ProjectService } from './projects.ts';
import type { ThumbnailRequest, ThumbnailRunner, ThumbnailService } from './thumbnails.ts';

/** The BullMQ queue of assets' thumbnails (docs/scale-out.md). */
export const THUMBNAIL_QUEUE = 'reelforge-thumbnail';

/** One thumbnail: the asset by project, region of its copy, name and revision, and the size asked. */
export interface ThumbnailJobData {
  projectId: number;
  projectRegion: string;
  name: string;
  revision: number;
  request: ThumbnailRequest;
}

/** How a job ended: the file is in the project's folder, or the refusal the caller is to get. */
export type ThumbnailJobResult = { done: true } | { failure: { statusCode: number; message: string; expose: boolean } };

export interface ThumbnailQueueOptions {
  redisUrl: string;
  log: FastifyBaseLogger;
  prefix?: string | undefined;
  waitMs: number;
}

/**
 * The queued adapter of ThumbnailRunner, for api processes: a thumbnail already made is
 * served at once; else it is a job of the thumbnail queue, deduplicated by asset revision
 * and size, made by a worker process into the project's folder of the shared DATA_DIR.
 */
export class QueuedThumbnails implements ThumbnailRunner {
  private readonly jobs: JobQueue<ThumbnailJobData, ThumbnailJobResult>;

  constructor(
    private readonly thumbnails: ThumbnailService,
    private readonly options: ThumbnailQueueOptions,
  ) {
    this.jobs = openJobQueue<ThumbnailJobData, ThumbnailJobResult>(THUMBNAIL_QUEUE, 'thumbnail queue', options);
  }

  async get(project: ProjectRef, asset: AssetRow, request: ThumbnailRequest): Promise<string> {
    const file = this.thumbnails.fileOf(project, asset, request);
    if (await this.thumbnails.made(file)) return file;
    const data: ThumbnailJobData = { projectId: project.id, projectRegion: project.region, name: asset.name, revision: asset.revision, request };
    const id = `${project.id}.${project.region}.${asset.uid}.${asset.revision}.w${request.width}.${request.ext}`;
    const job = await this.jobs.queue.add('thumbnail', data, { deduplication: { id } });
    const result = await waitForJob(job.waitUntilFinished(this.jobs.events, this.options.waitMs), undefined, this.options);
    if ('failure' in result) throw new HttpError(result.failure.statusCode, result.failure.message, result.failure.expose);
    return file;
  }

  async close(): Promise<void> {
    await this.jobs.close();
  }
}

export interface ThumbnailQueueDeps {
  projects: ProjectService;
  assets: AssetService;
  thumbnails: ThumbnailService;
}

/** A worker process's consumer of the thumbnail queue: each thumbnail made here, a refusal the job's result. */
export class ThumbnailQueueWorker {
  private readonly consumer: QueueConsumer;

  constructor(
    private readonly deps: ThumbnailQueueDeps,
    private readonly options: QueueConsumerOptions,
  ) {
    this.consumer = consumeQueue<ThumbnailJobData, ThumbnailJobResult>(THUMBNAIL_QUEUE, 'thumbnail worker', (job) => this.process(job), options);
  }

  private async process(job: Job<ThumbnailJobData, ThumbnailJobResult>): Promise<ThumbnailJobResult> {
    const { projectId, projectRegion, name, revision, request } = job.data;
    this.options.log.info({ projectId, name, revision, width: request.width }, 'thumbnail job taken');
    try {
      const home = await this.deps.projects.locateById(projectId);
      const project = home && (await this.deps.projects.inRegion(home, projectRegion));
      if (!project) throw new HttpError(404, 'Project not found');
      const asset = await this.deps.assets.require(project, name);
      // Replaced since it was asked for: that caller's revision is gone (as a request one moment later would find).
      if (asset.revision !== revision) throw new HttpError(404, `${name} was replaced`);
      await this.deps.thumbnails.getHere(project, asset, request);
      this.options.log.info({ projectId, name, revision, width: request.width }, 'thumbnail job done');
      return { done: true };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { failure: { statusCode: error.statusCode, message: error.message, expose: error.expose } };
    }
  }

  async close(): Promise<void> {
    await this.consumer.close();
  }
}
