import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { writeAside } from '../lib/atomic-write.ts';
import { ObjectNotFound, type ObjectBody, type ObjectStore } from '../objects/object-store.ts';
import type { AssetRow } from '../assets/asset-store.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import type { ThumbnailRequest } from '../media-tools/file-thumbnails.ts';

/**
 * Where the bucket keeps assets' thumbnails a worker made: apart from the project's files, so
 * copies of projects leave them.
 */
export const ASSET_THUMBNAILS = 'asset-thumbnails/';

/**
 * Assets' thumbnails made by a worker process, kept in the bucket for api processes on other
 * machines (docs/scale-out.md, the thumbnail queue):
 * `asset-thumbnails/<region>/<project uid>/<asset uid>.<revision>/thumb-w<width>.<ext>`. An
 * api process copies one into its own cache, the file it would have made itself, and serves
 * it from there. Keeping one removes the asset's older revisions' thumbnails; the rest go with
 * the project (`forgetProject`).
 */
export class KeptThumbnails {
  constructor(private readonly objects: ObjectStore) {}

  projectPrefix(project: Pick<ProjectRef, 'region' | 'uid'>): string {
    return `${ASSET_THUMBNAILS}${project.region}/${project.uid}/`;
  }

  keyOf(project: ProjectRef, asset: Pick<AssetRow, 'uid' | 'revision'>, { width, ext }: ThumbnailRequest): string {
    return `${this.projectPrefix(project)}${asset.uid}.${asset.revision}/thumb-w${width}.${ext}`;
  }

  /** Puts a thumbnail made here into the bucket, and removes the asset's older revisions' ones. */
  async keep(project: ProjectRef, asset: AssetRow, request: ThumbnailRequest, file: string): Promise<void> {
    const key = this.keyOf(project, asset, request);
    await this.objects.put(key, createReadStream(file), {
      contentType: request.ext === 'png' ? 'image/png' : 'image/jpeg',
    });
    await removeAssetFolders(
      this.objects,
      this.projectPrefix(project),
      asset.uid,
      key.slice(0, key.lastIndexOf('/') + 1),
    );
  }

  /** Every kept thumbnail of an asset, all revisions (when it is deleted or replaced). */
  async forgetAsset(place: Pick<ProjectRef, 'region' | 'uid'>, assetUid: string): Promise<void> {
    await removeAssetFolders(this.objects, this.projectPrefix(place), assetUid);
  }

  /** Copies the bucket's thumbnail to `file` (written aside, so never seen half); false when the bucket has none. */
  async fetch(project: ProjectRef, asset: AssetRow, request: ThumbnailRequest, file: string): Promise<boolean> {
    let body: ObjectBody;
    try {
      body = await this.objects.get(this.keyOf(project, asset, request));
    } catch (error) {
      if (error instanceof ObjectNotFound) return false;
      throw error;
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeAside(file, (partial) => pipeline(body.stream, createWriteStream(partial, { flags: 'wx' })), {
      extension: request.ext,
    });
    return true;
  }

  /** Every kept thumbnail of a project's place (when the project is deleted). */
  async forgetProject(project: Pick<ProjectRef, 'region' | 'uid'>): Promise<void> {
    await this.objects.deletePrefix(this.projectPrefix(project));
  }
}

/**
 * Removes the folders `<projectPrefix><asset uid>.<revision>/` of one asset from the bucket,
 * but `except` (the revision just kept): what the bucket keeps per asset revision apart from
 * the project's files (thumbnails here, HLS streams in media/hls.ts).
 */
export async function removeAssetFolders(
  objects: ObjectStore,
  projectPrefix: string,
  assetUid: string,
  except?: string,
): Promise<void> {
  const { folders } = await objects.list(projectPrefix, { delimited: true });
  const stale = folders.filter((folder) => folder.startsWith(`${projectPrefix}${assetUid}.`) && folder !== except);
  await Promise.all(stale.map((folder) => objects.deletePrefix(folder)));
}
