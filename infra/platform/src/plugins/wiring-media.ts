import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AssetFiles } from '../assets/asset-files.ts';
import { AssetRepository } from '../assets/asset-store.ts';
import { AssetService } from '../assets/asset-service.ts';
import { DatasourceRepository } from '../assets/datasource-store.ts';
import { DatasourceImporter } from '../datasources/datasource-importer.ts';
import { datasourceLimits } from '../datasources/datasource-limits.ts';
import { DatasourceTables } from '../datasources/datasource-tables.ts';
import type { Clock } from '../lib/clock.ts';
import { BaseVideoService } from '../media/base-video.ts';
import { ASSET_HLS_JOBS, hlsWorker, queuedHls } from '../media/hls-queue.ts';
import { HlsService } from '../media/hls.ts';
import type { KeptThumbnails } from '../media/kept-thumbnails.ts';
import { queuedThumbnails, queuedUserThumbnails, THUMBNAIL_JOBS, thumbnailWorker } from '../media/thumbnail-queue.ts';
import { ThumbnailService } from '../media/thumbnails.ts';
import { MediaTools } from '../media-tools/media-tools.ts';
import type { ProjectDerived } from '../projects/project-service.ts';
import type { SharedState } from '../shared-state/shared-state.ts';
import { TrackVersionRepository } from '../track-versions/track-version-store.ts';
import { TrackVersionService } from '../track-versions/track-version-service.ts';
import { Tracker } from '../tracking/tracker.ts';
import { TrackingService } from '../tracking/tracking-service.ts';
import { BucketUserFiles } from '../userfs/bucket-user-files.ts';
import type { UserFileStore } from '../userfs/user-file-store.ts';
import { UserFiles } from '../userfs/user-files.ts';
import { DEFAULT_UPLOAD_LIMIT_BYTES, DEFAULT_USERFS_QUOTA_BYTES, type AppOptions } from './app-options.ts';
import type { JobQueues } from './job-queues.ts';

/**
 * The assets and the media work on stored files: datasources (imported and read on worker
 * threads), the media tools, thumbnails (of assets and of users' files) and HLS streams, each
 * made where the role says (an api process with Redis hands them to worker processes through
 * the thumbnail and asset stream queues), base videos, tracking versions, users' file stores.
 * Answers the media tools, which renders run their ffmpeg through.
 */
export async function wireMedia(
  app: FastifyInstance,
  options: AppOptions,
  parts: {
    now: Clock;
    shared: SharedState;
    derived: ProjectDerived[];
    kept: KeptThumbnails | undefined;
    jobs: JobQueues;
  },
): Promise<MediaTools> {
  const { db } = app;
  const { now, shared, derived, kept, jobs } = parts;
  const files = new AssetFiles(app.projectFiles, derived);
  const tools = new MediaTools({
    ffmpegPath: options.ffmpegPath,
    ffprobePath: options.ffprobePath,
    timeoutMs: options.ffmpegTimeoutMs,
    outputLimitBytes: options.ffmpegOutputLimitBytes,
    memoryLimitBytes: options.ffmpegMemoryLimitBytes,
    pictureLimits: { maxPixels: options.mediaMaxPixels, maxSide: options.mediaMaxSide },
  });
  const assets = new AssetService(new AssetRepository(db), new DatasourceRepository(db), files, now);
  // One pool of import and read workers for the whole app (every region's routes share it).
  const importer = new DatasourceImporter(datasourceLimits(options.datasourceLimits));
  app.addHook('onClose', () => importer.close());
  app.decorate('assets', assets);
  app.decorate('datasourceImporter', importer);
  app.decorate('datasourceTables', new DatasourceTables(assets, importer));
  app.decorate('mediaTools', tools);
  const thumbnailJobs = jobs.queue(THUMBNAIL_JOBS);
  const thumbnails = new ThumbnailService(files, tools, thumbnailJobs && queuedThumbnails(thumbnailJobs, files, kept));
  app.decorate('thumbnails', thumbnails);
  const hlsJobs = jobs.queue(ASSET_HLS_JOBS);
  const bucket = app.objects && { objects: app.objects, log: app.log };
  const hls = new HlsService(files, tools, bucket, hlsJobs && queuedHls(hlsJobs));
  app.decorate('hls', hls);
  // Assets' streams kept in the bucket go with their project and asset.
  if (app.objects) derived.push(hls);
  app.decorate('baseVideos', new BaseVideoService(assets, files, tools, shared.progress));
  const trackVersions = new TrackVersionService(new TrackVersionRepository(db), assets, now);
  app.decorate('trackVersions', trackVersions);
  const tracking = new TrackingService(trackVersions, assets, new Tracker(tools), shared.progress, app.log);
  app.decorate('tracking', tracking);
  app.addHook('onClose', async () => tracking.close());
  app.decorate('uploadLimitBytes', options.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES);
  const userfsDir = path.join(options.dataDir, 'userfs');
  const userfsQuota = options.userfsQuotaBytes ?? DEFAULT_USERFS_QUOTA_BYTES;
  const userThumbnails = thumbnailJobs && queuedUserThumbnails(thumbnailJobs);
  const userFiles: UserFileStore = app.objects
    ? await BucketUserFiles.open(userfsDir, app.objects, userfsQuota, thumbnails, userThumbnails)
    : await UserFiles.open(userfsDir, userfsQuota, thumbnails, userThumbnails);
  app.decorate('userFiles', userFiles);
  const stopping = () => app.renders.stopping;
  const { projects, log } = app;
  jobs.serve(THUMBNAIL_JOBS, thumbnailWorker({ projects, assets, thumbnails, userFiles, kept, log }), stopping);
  jobs.serve(ASSET_HLS_JOBS, hlsWorker({ projects, assets, hls, log }), stopping);
  return tools;
}
