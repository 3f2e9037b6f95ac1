import type { Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';
import type { AssetRow } from '../assets/asset-store.ts';
import {
  consumeQueue,
  openJobQueue,
  waitForJob,
  type JobQueue,
  type QueueConsumer,
  type QueueConsumerOptions,
} from '../render/job-queues.ts';
import type { AssetService } from '../assets/asset-service.ts';
import type { KeptThumbnails } from './kept-thumbnails.ts';
import type { ProjectRef, ProjectService } from '../projects/project-service.ts';
import type { ThumbnailRequest } from '../media-tools/file-thumbnails.ts';
import type { ThumbnailRunner, ThumbnailService } from './thumbnails.ts';
import type { UserFileStore, UserFileThumbnail, UserThumbnailRunner } from '../userfs/user-file-store.ts';
import { pathHash } from '../userfs/user-file-thumbnails.ts';

/** The BullMQ queue of thumbnails: assets', and users' files' (docs/scale-out.md). */
export const THUMBNAIL_QUEUE = 'reelforge-thumbnail';

/** One thumbnail: the asset by project, region of its copy, name and revision, and the size asked; or a user's file. */
export type ThumbnailJobData = AssetThumbnailJob | UserFileThumbnailJob;

export interface AssetThumbnailJob {
  kind?: 'asset' | undefined;
  projectId: number;
  projectRegion: string;
  name: string;
  revision: number;
  request: ThumbnailRequest;
}

/** A file of a user's store (userfs/user-file-store.ts), by owner, path and the version it was asked for. */
export interface UserFileThumbnailJob extends UserFileThumbnail {
  kind: 'userfs';
}

/** How a job ended: the thumbnail is where its store keeps it, or the refusal the caller is to get. */
export type ThumbnailJobResult = { done: true } | { failure: { statusCode: number; message: string; expose: boolean } };

export interface ThumbnailQueueOptions {
  redisUrl: string;
  log: FastifyBaseLogger;
  prefix?: string | undefined;
  waitMs: number;
  /** With an object store: assets' thumbnails the workers keep in the bucket. */
  kept?: KeptThumbnails | undefined;
}

/**
 * The queued adapter of ThumbnailRunner, for api processes: a thumbnail already made is
 * served at once; else it is a job of the thumbnail queue, deduplicated by asset revision
 * and size, made by a worker process: into the project's folder of the shared DATA_DIR, or,
 * with an object store, kept in the bucket and copied from there into this process's cache.
 */
export class QueuedThumbnails implements ThumbnailRunner, UserThumbnailRunner {
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
    const { kept } = this.options;
    // Made by a worker before (for any api process): copied from the bucket, no job.
    if (kept && (await kept.fetch(project, asset, request, file))) return file;
    const data: AssetThumbnailJob = {
      projectId: project.id,
      projectRegion: project.region,
      name: asset.name,
      revision: asset.revision,
      request,
    };
    const id = `${project.id}.${project.region}.${asset.uid}.${asset.revision}.w${request.width}.${request.ext}`;
    await this.run(data, id);
    if (kept && !(await this.thumbnails.made(file)) && !(await kept.fetch(project, asset, request, file))) {
      throw new Error(`The thumbnail of ${asset.name} was made but is not in the object store`);
    }
    return file;
  }

  /** A user's file's thumbnail, made by a worker where the store keeps it (deduplicated by file version and size). */
  async userFile(job: UserFileThumbnail): Promise<void> {
    const { owner, path, version, request } = job;
    await this.run(
      { kind: 'userfs', owner, path, version, request },
      `userfs.${owner.region}.${owner.userId}.${pathHash(path)}.${version}.w${request.width}.${request.ext}`,
    );
  }

  private async run(data: ThumbnailJobData, id: string): Promise<void> {
    const job = await this.jobs.queue.add('thumbnail', data, { deduplication: { id } });
    const result = await waitForJob(
      job.waitUntilFinished(this.jobs.events, this.options.waitMs),
      undefined,
      this.options,
    );
    if ('failure' in result)
      throw new HttpError(result.failure.statusCode, result.failure.message, result.failure.expose);
  }

  async close(): Promise<void> {
    await this.jobs.close();
  }
}

export interface ThumbnailQueueDeps {
  projects: ProjectService;
  assets: AssetService;
  thumbnails: ThumbnailService;
  userFiles: UserFileStore;
  /** With an object store: where assets' thumbnails made here are kept for every api process. */
  kept?: KeptThumbnails | undefined;
}

/** A worker process's consumer of the thumbnail queue: each thumbnail made here, a refusal the job's result. */
export class ThumbnailQueueWorker {
  private readonly consumer: QueueConsumer;

  constructor(
    private readonly deps: ThumbnailQueueDeps,
    private readonly options: QueueConsumerOptions,
  ) {
    this.consumer = consumeQueue<ThumbnailJobData, ThumbnailJobResult>(
      THUMBNAIL_QUEUE,
      'thumbnail worker',
      (job) => this.process(job),
      options,
    );
  }

  private async process(job: Job<ThumbnailJobData, ThumbnailJobResult>): Promise<ThumbnailJobResult> {
    try {
      if (job.data.kind === 'userfs') return await this.userFile(job.data);
      return await this.asset(job.data);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { failure: { statusCode: error.statusCode, message: error.message, expose: error.expose } };
    }
  }

  private async userFile(job: UserFileThumbnailJob): Promise<ThumbnailJobResult> {
    const { owner, version, request } = job;
    const logged = { userId: owner.userId, region: owner.region, version, width: request.width };
    this.options.log.info(logged, 'user file thumbnail taken');
    await this.deps.userFiles.makeThumbnail(job);
    this.options.log.info(logged, 'user file thumbnail made');
    return { done: true };
  }

  private async asset(data: AssetThumbnailJob): Promise<ThumbnailJobResult> {
    const { projectId, projectRegion, name, revision, request } = data;
    this.options.log.info({ projectId, name, revision, width: request.width }, 'thumbnail job taken');
    const home = await this.deps.projects.locateById(projectId);
    const project = home && (await this.deps.projects.inRegion(home, projectRegion));
    if (!project) throw new HttpError(404, 'Project not found');
    const asset = await this.deps.assets.require(project, name);
    // Replaced since it was asked for: that caller's revision is gone (as a request one moment later would find).
    if (asset.revision !== revision) throw new HttpError(404, `${name} was replaced`);
    const file = await this.deps.thumbnails.getHere(project, asset, request);
    await this.deps.kept?.keep(project, asset, request, file);
    this.options.log.info({ projectId, name, revision, width: request.width }, 'thumbnail job done');
    return { done: true };
  }

  async close(): Promise<void> {
    await this.consumer.close();
  }
}
