import type { AssetType } from '@reelforge/model';
import type { AssetResolver } from '@reelforge/renderer';
import type { AssetService } from '../services/assets.ts';
import type { DatasourceTables } from '../services/datasource-tables.ts';
import type { MediaInfo } from '../services/media-info.ts';
import type { ProjectRef } from '../services/projects.ts';

/**
 * What a movie names, looked up among the project's assets: files in its userdata folder
 * with their type and the streams found at upload (the renderer decides what each may be
 * used for), datasource tables from their stored csv. Anything else is "not there".
 */
export function projectAssetResolver(assets: AssetService, datasources: DatasourceTables, project: ProjectRef): AssetResolver {
  return {
    async asset(name) {
      const row = await assets.find(project, name);
      if (!row) return undefined;
      const info = row.media_info ? (JSON.parse(row.media_info) as MediaInfo) : undefined;
      return {
        file: assets.files.fileOf(project, row.name),
        type: row.type as AssetType,
        ...(info ? { streams: { video: info.video, audio: info.audio } } : {}),
      };
    },
    async datasource(name) {
      // Parsed on the worker pool; a render reads one row, decoded when it does.
      const table = await datasources.tableOf(project, { name });
      return table && { columns: table.columns, rows: table.rows.asArray() };
    },
  };
}
