import { stat } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from '../lib/http-errors.ts';
import type { AssetRow } from '../assets/asset-store.ts';
import type { AssetFiles } from '../assets/asset-files.ts';
import type { MediaInfo } from '../media-tools/media-info.ts';
import type { MediaTools } from '../media-tools/media-tools.ts';
import { FileThumbnails, hasThumbnail, type ThumbnailRequest } from '../media-tools/file-thumbnails.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import { inProcess, type JobRunner } from '../queue/job-queue.ts';

/** One thumbnail of an asset: the asset in the project's copy it was asked in, and the size. */
export interface AssetThumbnail {
  project: ProjectRef;
  asset: AssetRow;
  request: ThumbnailRequest;
}

/**
 * Where an asset's thumbnail is made (docs/scale-out.md): in this process, or by a worker
 * process through the thumbnail queue (an api process with Redis: thumbnail-queue.ts).
 * Either way it is the same file of the project's folder (its path answered), or the same refusal.
 */
export type ThumbnailRunner = JobRunner<AssetThumbnail, string>;

/** The file an asset's thumbnail is kept in (by the asset's revision), made or not; 404 for kinds that have none. */
export function thumbnailFileOf(files: AssetFiles, { project, asset, request }: AssetThumbnail): string {
  if (!hasThumbnail(asset)) throw notFound(`${asset.name} has no thumbnail`);
  return path.join(files.cacheDir(project, asset), `thumb-w${request.width}.${request.ext}`);
}

/** Whether a thumbnail's file is there (made, not half written). */
export async function thumbnailMade(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

/**
 * The thumbnails of a project's assets, kept with the asset's revision in its cache folder
 * (the making itself: ../media-tools/file-thumbnails.ts, which user files use too).
 */
export class ThumbnailService extends FileThumbnails {
  /** Where assets' thumbnails are made: here, or by a worker process through the thumbnail queue. */
  private readonly runner: ThumbnailRunner;

  constructor(
    private readonly files: AssetFiles,
    tools: MediaTools,
    /** A worker process's runner (the thumbnail queue's, an api process with Redis); default this process's. */
    runner?: ThumbnailRunner,
  ) {
    super(tools);
    this.runner = runner ?? inProcess(({ project, asset, request }) => this.getHere(project, asset, request));
  }

  /** The thumbnail's file, made if needed; 404 for kinds that have none. */
  get(project: ProjectRef, asset: AssetRow, request: ThumbnailRequest): Promise<string> {
    return this.runner.run({ project, asset, request });
  }

  /** The thumbnail made in this process. */
  async getHere(project: ProjectRef, asset: AssetRow, request: ThumbnailRequest): Promise<string> {
    const info = asset.media_info ? (JSON.parse(asset.media_info) as MediaInfo) : undefined;
    // Made already: no local copy of the asset is needed.
    const made = thumbnailFileOf(this.files, { project, asset, request });
    if (await thumbnailMade(made)) return made;
    const source = {
      name: asset.name,
      type: asset.type,
      file: await this.files.localFile(project, asset.name),
      frames: info?.frames,
    };
    return this.ofFile(source, this.files.cacheDir(project, asset), request);
  }
}
