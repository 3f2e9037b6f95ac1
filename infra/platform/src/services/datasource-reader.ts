import type { AssetRow } from '../repositories/assets.ts';
import type { AssetService } from './assets.ts';
import type { DatasourceImporter } from './datasource-importer.ts';
import { PackedRows } from './datasource-table.ts';
import type { ProjectRef } from './projects.ts';

/**
 * The pool that reads the stored datasources of an app's assets. The asset service is
 * made before the pool (storage first), and the renderer and the batch runner get only
 * the asset service: the pool is bound to it once both exist (plugins/datasource-import.ts).
 */
const pools = new WeakMap<AssetService, DatasourceImporter>();

export function readDatasourcesWith(assets: AssetService, importer: DatasourceImporter): void {
  pools.set(assets, importer);
}

export interface DatasourceTable {
  columns: string[];
  rows: PackedRows;
}

/** A stored datasource's columns and rows, parsed on the app's worker pool, never on this thread. */
export async function datasourceTable(assets: AssetService, project: ProjectRef, asset: AssetRow): Promise<DatasourceTable> {
  const importer = pools.get(assets);
  if (!importer) throw new Error('No worker pool reads these datasources: the datasource-import plugin binds one');
  const file = assets.files.fileOf(project, asset.name);
  const { table } = await importer.read(asset.name, file, await assets.metadataOf(asset), 'table');
  return { columns: table.columns, rows: new PackedRows(table) };
}
