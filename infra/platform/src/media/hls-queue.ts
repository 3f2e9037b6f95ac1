import type { Job } from 'bullmq';
import { HttpError } from '../lib/http-errors.ts';
import type { AssetRow } from '../assets/asset-store.ts';
import {
  consumeQueue,
  openJobQueue,
  waitForJob,
  workOrHandBack,
  type JobQueue,
  type QueueConsumer,
  type QueueConsumerOptions,
} from '../render/job-queues.ts';
import type { AssetService } from '../assets/asset-service.ts';
import type { HlsRunner, HlsService } from './hls.ts';
import type { ProjectRef, ProjectService } from '../projects/project-service.ts';
import type { ThumbnailJobResult, ThumbnailQueueOptions } from './thumbnail-queue.ts';

/** The BullMQ queue of assets' HLS streams (docs/scale-out.md). */
export const ASSET_HLS_QUEUE = 'reelforge-asset-hls';

/** One asset's stream: the asset by project, region of its copy, name and revision. */
export interface AssetHlsJobData {
  projectId: number;
  projectRegion: string;
  name: string;
  revision: number;
}

/**
 * The queued adapter of HlsRunner, for api processes: an asset's stream not made yet is a job
 * of the asset stream queue, deduplicated by asset revision so however many api processes ask
 * at once it is made once, by a worker process, into the bucket (or the asset's cache of the
 * shared DATA_DIR); the api process then serves its playlist and segments from there.
 */
export class QueuedHls implements HlsRunner {
  private readonly jobs: JobQueue<AssetHlsJobData, ThumbnailJobResult>;

  constructor(private readonly options: ThumbnailQueueOptions) {
    this.jobs = openJobQueue<AssetHlsJobData, ThumbnailJobResult>(ASSET_HLS_QUEUE, 'asset stream queue', options);
  }

  async make(project: ProjectRef, asset: AssetRow): Promise<void> {
    const data: AssetHlsJobData = {
      projectId: project.id,
      projectRegion: project.region,
      name: asset.name,
      revision: asset.revision,
    };
    const job = await this.jobs.queue.add('hls', data, {
      deduplication: { id: `${project.id}.${project.region}.${asset.uid}.${asset.revision}` },
    });
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

export interface AssetHlsQueueDeps {
  projects: ProjectService;
  assets: AssetService;
  hls: HlsService;
  /** True once the process is stopping: a stream that fails then goes back to the queue. */
  stopping: () => boolean;
}

/** A worker process's consumer of the asset stream queue: each stream made here as in one process, a refusal the job's result. */
export class AssetHlsQueueWorker {
  private readonly consumer: QueueConsumer;

  constructor(
    private readonly deps: AssetHlsQueueDeps,
    private readonly options: QueueConsumerOptions,
  ) {
    this.consumer = consumeQueue<AssetHlsJobData, ThumbnailJobResult>(
      ASSET_HLS_QUEUE,
      'asset stream worker',
      (job, token) => this.process(job, token),
      options,
    );
  }

  private async process(
    job: Job<AssetHlsJobData, ThumbnailJobResult>,
    token: string | undefined,
  ): Promise<ThumbnailJobResult> {
    const { projectId, projectRegion, name, revision } = job.data;
    this.options.log.info({ projectId, name, revision }, 'asset stream taken');
    return workOrHandBack(
      job,
      token,
      this.deps.stopping,
      async () => {
        const home = await this.deps.projects.locateById(projectId);
        const project = home && (await this.deps.projects.inRegion(home, projectRegion));
        if (!project) throw new HttpError(404, 'Project not found');
        const asset = await this.deps.assets.require(project, name);
        // Replaced since it was asked for: that caller's revision is gone (as a request one moment later would find).
        if (asset.revision !== revision) throw new HttpError(404, `${name} was replaced`);
        await this.deps.hls.makeHere(project, asset);
        this.options.log.info({ projectId, name, revision }, 'asset stream made');
        return { done: true };
      },
      (error) =>
        error instanceof HttpError
          ? { failure: { statusCode: error.statusCode, message: error.message, expose: error.expose } }
          : undefined,
    );
  }

  async close(): Promise<void> {
    await this.consumer.close();
  }
}
