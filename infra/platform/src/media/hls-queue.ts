import type { FastifyBaseLogger } from 'fastify';
import type { AssetService } from '../assets/asset-service.ts';
import type { ProjectService } from '../projects/project-service.ts';
import { httpRefusals } from '../queue/job-queue.ts';
import type { HttpRefusal, JobDefinition, JobDone, JobQueue, JobWorker } from '../queue/job-queue.ts';
import type { HlsRunner, HlsService } from './hls.ts';
import { assetOfJob, queuedAssetKey, queuedAssetOf, type QueuedAsset } from './queued-assets.ts';

/**
 * The BullMQ queue of assets' HLS streams (docs/scale-out.md): one job per asset revision,
 * however many api processes ask at once, made by a worker process into the bucket (or the
 * asset's cache of the shared DATA_DIR): a job ends once the stream is whole where it is
 * served from. A refusal (no picture, an asset replaced: 404) is the job's result.
 */
export const ASSET_HLS_JOBS: JobDefinition<QueuedAsset, JobDone, HttpRefusal> = {
  name: 'reelforge-asset-hls',
  what: 'asset stream',
  jobName: () => 'hls',
  key: queuedAssetKey,
  refusals: httpRefusals,
};

/** The queued runner of api processes: a stream not made yet is a job, then served from where the worker left it. */
export function queuedHls(jobs: JobQueue<QueuedAsset, JobDone>): HlsRunner {
  return {
    async run({ project, asset }) {
      await jobs.run(queuedAssetOf(project, asset));
    },
  };
}

/** A worker process's side of the asset stream queue: each stream made here as in one process. */
export function hlsWorker(deps: {
  projects: ProjectService;
  assets: AssetService;
  hls: HlsService;
  log: FastifyBaseLogger;
}): JobWorker<QueuedAsset, JobDone> {
  const { log } = deps;
  return {
    async work(data) {
      const { projectId, name, revision } = data;
      log.info({ projectId, name, revision }, 'asset stream taken');
      const { project, asset } = await assetOfJob(deps, data);
      await deps.hls.makeHere(project, asset);
      log.info({ projectId, name, revision }, 'asset stream made');
      return { done: true };
    },
  };
}
