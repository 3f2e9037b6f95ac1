import type { FastifyBaseLogger } from 'fastify';
import { HttpError, notFound } from '../lib/http-errors.ts';
import type { JobDefinition, JobDone, JobQueue, JobWorker } from '../queue/job-queue.ts';
import { renderRefusals, type RenderRefusal } from '../render/render-refusals.ts';
import type { ShareFiles } from './share-files.ts';
import type { PublicShare, ShareMedium, ShareRenderRunner, ShareService } from './share-service.ts';

/** One share's video or poster, of the version the caller saw (its file name). */
export interface ShareJobData {
  shareId: string;
  what: ShareMedium;
  /** `<share id>.<version>.mp4|jpg`: a share whose movie changed since is another file. */
  file: string;
}

/**
 * The BullMQ queue of shares' videos and posters (docs/scale-out.md), deduplicated by file
 * (share, version, medium): however many api processes ask at once, it is rendered once. A
 * refusal is the job's result (a failed render names its session).
 */
export const SHARE_JOBS: JobDefinition<ShareJobData, JobDone, RenderRefusal> = {
  name: 'reelforge-share',
  what: 'share',
  jobName: (data) => data.what,
  key: (data) => data.file,
  refusals: renderRefusals,
};

const changed = (shared: PublicShare) => notFound(`This ${shared.share.kind} changed while it was rendered: ask again`);

/**
 * The queued runner of api processes: a share's video or poster not made yet is a job of the
 * share queue, rendered by a worker process, then served from where the worker left it (the
 * bucket, or the project's folder of the shared DATA_DIR).
 */
export function queuedShareRenders(jobs: JobQueue<ShareJobData, JobDone>, files: ShareFiles): ShareRenderRunner {
  return {
    async run({ shared, what }, signal) {
      await jobs.run({ shareId: shared.share.id, what, file: files.nameOf(shared, what) }, signal);
      const made = await files.made(shared, what);
      if (!made) throw changed(shared);
      return made;
    },
  };
}

/** A worker process's side of the share queue: each video or poster rendered here as in one process. */
export function shareWorker(deps: {
  shares: ShareService;
  files: ShareFiles;
  log: FastifyBaseLogger;
}): JobWorker<ShareJobData, JobDone> {
  const { log } = deps;
  return {
    async work({ shareId, what, file }) {
      log.info({ shareId, what, file }, 'share render taken');
      const shared = await deps.shares.open(shareId);
      // Changed since it was asked for: that caller's version is gone (as a request one moment later would find).
      if (deps.files.nameOf(shared, what) !== file) throw changed(shared);
      await deps.shares.makeHere(shared, what);
      log.info({ shareId, what, file }, 'share render made');
      return { done: true };
    },
    refused({ shareId, what }, error) {
      if (error instanceof HttpError) log.info({ shareId, what, status: error.statusCode }, 'share render refused');
    },
  };
}
