import type { FastifyBaseLogger } from 'fastify';
import type { AssetFiles } from '../assets/asset-files.ts';
import type { AssetService } from '../assets/asset-service.ts';
import type { ThumbnailRequest } from '../media-tools/file-thumbnails.ts';
import type { ProjectService } from '../projects/project-service.ts';
import { httpRefusals } from '../queue/job-queue.ts';
import type { HttpRefusal, JobDefinition, JobDone, JobQueue, JobWorker } from '../queue/job-queue.ts';
import type { UserFileStore, UserFileThumbnail, UserThumbnailRunner } from '../userfs/user-file-store.ts';
import { pathHash } from '../userfs/user-file-thumbnails.ts';
import type { KeptThumbnails } from './kept-thumbnails.ts';
import { assetOfJob, queuedAssetKey, queuedAssetOf, type QueuedAsset } from './queued-assets.ts';
import { thumbnailFileOf, thumbnailMade, type ThumbnailRunner, type ThumbnailService } from './thumbnails.ts';

/** One thumbnail: an asset (by project, region of its copy, name and revision) and the size; or a user's file. */
export type ThumbnailJobData = AssetThumbnailJob | UserFileThumbnailJob;

export interface AssetThumbnailJob extends QueuedAsset {
  kind?: 'asset' | undefined;
  request: ThumbnailRequest;
}

/** A file of a user's store (userfs/user-file-store.ts), by owner, path and the version it was asked for. */
export interface UserFileThumbnailJob extends UserFileThumbnail {
  kind: 'userfs';
}

/** How a job ended when it was not refused: the thumbnail is where its store keeps it. */
export type ThumbnailJobResult = JobDone;

/**
 * The BullMQ queue of thumbnails, assets' and users' files' (docs/scale-out.md), deduplicated
 * by asset revision (or file version) and size: however many api processes ask at once, it is
 * made once. A refusal (a file ffmpeg cannot read: 400, an asset replaced: 404) is the job's
 * result. A thumbnail is not handed back when its worker stops.
 */
export const THUMBNAIL_JOBS: JobDefinition<ThumbnailJobData, ThumbnailJobResult, HttpRefusal> = {
  name: 'reelforge-thumbnail',
  what: 'thumbnail',
  jobName: () => 'thumbnail',
  key: (data) => {
    const { width, ext } = data.request;
    if (data.kind !== 'userfs') return `${queuedAssetKey(data)}.w${width}.${ext}`;
    const { owner, path, version } = data;
    return `userfs.${owner.region}.${owner.userId}.${pathHash(path)}.${version}.w${width}.${ext}`;
  },
  refusals: httpRefusals,
  handedBackAtStop: false,
};

/**
 * The queued runner of assets' thumbnails, for api processes: one already made is served at
 * once; else it is a job of the thumbnail queue, made by a worker process: into the project's
 * folder of the shared DATA_DIR, or, with an object store, kept in the bucket and copied from
 * there into this process's cache.
 */
export function queuedThumbnails(
  jobs: JobQueue<ThumbnailJobData, ThumbnailJobResult>,
  files: AssetFiles,
  kept: KeptThumbnails | undefined,
): ThumbnailRunner {
  return {
    async run(thumbnail) {
      const { project, asset, request } = thumbnail;
      const file = thumbnailFileOf(files, thumbnail);
      if (await thumbnailMade(file)) return file;
      // Made by a worker before (for any api process): copied from the bucket, no job.
      if (kept && (await kept.fetch(project, asset, request, file))) return file;
      await jobs.run({ ...queuedAssetOf(project, asset), request });
      if (kept && !(await thumbnailMade(file)) && !(await kept.fetch(project, asset, request, file))) {
        throw new Error(`The thumbnail of ${asset.name} was made but is not in the object store`);
      }
      return file;
    },
  };
}

/** The queued runner of users' files' thumbnails: made by a worker where the store keeps them. */
export function queuedUserThumbnails(jobs: JobQueue<ThumbnailJobData, ThumbnailJobResult>): UserThumbnailRunner {
  return {
    async run({ owner, path, version, request }) {
      await jobs.run({ kind: 'userfs', owner, path, version, request });
    },
  };
}

export interface ThumbnailWorkDeps {
  projects: ProjectService;
  assets: AssetService;
  thumbnails: ThumbnailService;
  userFiles: UserFileStore;
  /** With an object store: where assets' thumbnails made here are kept for every api process. */
  kept?: KeptThumbnails | undefined;
  log: FastifyBaseLogger;
}

/** A worker process's side of the thumbnail queue: each thumbnail made here. */
export function thumbnailWorker(deps: ThumbnailWorkDeps): JobWorker<ThumbnailJobData, ThumbnailJobResult> {
  const { log } = deps;
  return {
    async work(data) {
      if (data.kind === 'userfs') {
        const { owner, version, request } = data;
        const logged = { userId: owner.userId, region: owner.region, version, width: request.width };
        log.info(logged, 'user file thumbnail taken');
        await deps.userFiles.makeThumbnail(data);
        log.info(logged, 'user file thumbnail made');
        return { done: true };
      }
      const { projectId, name, revision, request } = data;
      log.info({ projectId, name, revision, width: request.width }, 'thumbnail job taken');
      const { project, asset } = await assetOfJob(deps, data);
      const file = await deps.thumbnails.getHere(project, asset, request);
      await deps.kept?.keep(project, asset, request, file);
      log.info({ projectId, name, revision, width: request.width }, 'thumbnail job done');
      return { done: true };
    },
  };
}
