import { stat } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from '../lib/http-errors.ts';
import type { AssetRow } from '../assets/asset-store.ts';
import type { AssetFiles } from '../assets/asset-files.ts';
import type { MediaInfo } from '../media-tools/media-info.ts';
import type { MediaTools } from '../media-tools/media-tools.ts';
import { FileThumbnails, hasThumbnail, type ThumbnailRequest } from '../media-tools/file-thumbnails.ts';
import type { ProjectRef } from '../projects/project-service.ts';

/**
 * Where an asset's thumbnail is made (docs/scale-out.md): in this process, or by a worker
 * process through the thumbnail queue (an api process with Redis: media/thumbnail-queue.ts).
 * Either way it is the same file of the project's folder, or the same refusal.
 */
export interface ThumbnailRunner {
  get(project: ProjectRef, asset: AssetRow, request: ThumbnailRequest): Promise<string>;
}

/**
 * The thumbnails of a project's assets, kept with the asset's revision in its cache folder
 * (the making itself: ../media-tools/file-thumbnails.ts, which user files use too).
 */
export class ThumbnailService extends FileThumbnails {
  constructor(
    private readonly files: AssetFiles,
    tools: MediaTools,
  ) {
    super(tools);
  }

  /** Where assets' thumbnails are made: here, or by a worker process through the thumbnail queue. */
  runner: ThumbnailRunner = { get: (project, asset, request) => this.getHere(project, asset, request) };

  /** The thumbnail's file, made if needed; 404 for kinds that have none. */
  get(project: ProjectRef, asset: AssetRow, request: ThumbnailRequest): Promise<string> {
    return this.runner.get(project, asset, request);
  }

  /** The file an asset's thumbnail is kept in (with the asset's revision), whether made yet or not; 404 for kinds that have none. */
  fileOf(project: ProjectRef, asset: AssetRow, { width, ext }: ThumbnailRequest): string {
    if (!hasThumbnail(asset)) throw notFound(`${asset.name} has no thumbnail`);
    return path.join(this.files.cacheDir(project, asset), `thumb-w${width}.${ext}`);
  }

  /** Whether a thumbnail's file is there (made, not half written). */
  made(file: string): Promise<boolean> {
    return exists(file);
  }

  /** The thumbnail made in this process. */
  async getHere(project: ProjectRef, asset: AssetRow, request: ThumbnailRequest): Promise<string> {
    const info = asset.media_info ? (JSON.parse(asset.media_info) as MediaInfo) : undefined;
    // Made already: no local copy of the asset is needed.
    const made = this.fileOf(project, asset, request);
    if (await exists(made)) return made;
    const source = {
      name: asset.name,
      type: asset.type,
      file: await this.files.localFile(project, asset.name),
      frames: info?.frames,
    };
    return this.ofFile(source, this.files.cacheDir(project, asset), request);
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}
