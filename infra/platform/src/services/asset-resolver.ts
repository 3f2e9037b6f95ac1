import type { AssetResolver } from '@reelforge/renderer';
import { describeCsv } from './datasource-import.ts';
import { readDatasource } from './datasource-read.ts';
import type { AssetService } from './assets.ts';
import type { ProjectRef } from './projects.ts';

/**
 * What a movie names, looked up among the project's assets: files in its userdata
 * folder, datasource tables from their stored csv. Anything else is "not there".
 */
export function projectAssetResolver(assets: AssetService, project: ProjectRef): AssetResolver {
  return {
    async path(name) {
      const row = await assets.find(project, name);
      return row ? assets.files.fileOf(project, row.name) : undefined;
    },
    async datasource(name) {
      const row = await assets.find(project, name);
      if (!row || row.type !== 'datasource') return undefined;
      const file = assets.files.fileOf(project, row.name);
      const stored = (await assets.metadataOf(row)) ?? (await describeCsv(row.name, file));
      const table = await readDatasource(file, stored);
      return { columns: table.columns, rows: table.values ?? [] };
    },
  };
}
