import { USERFS_SOURCE_PREFIX, type AssetType } from '@reelforge/model';
import type { AssetResolver } from '@reelforge/renderer';
import type { AssetService } from '../assets/asset-service.ts';
import type { DatasourceTables } from '../datasources/datasource-tables.ts';
import type { MediaInfo } from '../media-tools/media-info.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import type { TrackPointsLookup } from './tracking-points.ts';

/** A file of the owner's store by its path, or undefined (userfs/user-files.ts `source`). */
export type UserFileLookup = (relative: string) => Promise<{ file: string; type: AssetType } | undefined>;

/**
 * What a movie names, looked up among the project's assets: files under its userdata/ (a local copy with a bucket)
 * with their type and the streams and length found at upload (the renderer decides what each may be
 * used for), datasource tables from their stored csv. A name `userfs:{path}` is a file of
 * the project owner's file store (docs/userfs.md): only that one file, found by the store's
 * path rules, its streams probed by the renderer. Anything else is "not there". A layer
 * that follows a tracking version gets the version's points from `tracks`
 * (docs/render-tracking.md); without it, no version is there.
 */
export function projectAssetResolver(
  assets: AssetService,
  datasources: DatasourceTables,
  project: ProjectRef,
  userFile?: UserFileLookup,
  tracks?: TrackPointsLookup,
): AssetResolver {
  return {
    async asset(name) {
      if (name.startsWith(USERFS_SOURCE_PREFIX)) return userFile?.(name.slice(USERFS_SOURCE_PREFIX.length));
      const row = await assets.find(project, name);
      if (!row) return undefined;
      const info = row.media_info ? (JSON.parse(row.media_info) as MediaInfo) : undefined;
      // The asset's own file, or a local copy of it when the project's files are in a bucket.
      const file = await assets.files.store.localFile(project, assets.files.keyOf(row.name));
      if (!file) return undefined;
      return {
        file,
        type: row.type as AssetType,
        // A story times its scenes and sounds by these, without probing the file again.
        ...(info ? { streams: { video: info.video, audio: info.audio }, duration: info.duration } : {}),
      };
    },
    async datasource(name) {
      // Parsed on the worker pool; a render reads one row, decoded when it does.
      const table = await datasources.tableOf(project, { name });
      return table && { columns: table.columns, rows: table.rows.asArray() };
    },
    async tracking(video, version) {
      return tracks?.(project, video, version);
    },
  };
}
