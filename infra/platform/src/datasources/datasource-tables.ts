import type { DatasourceMetadata } from '@reelforge/model';
import type { AssetRow } from '../assets/asset-store.ts';
import type { StoredDatasource } from '../assets/datasource-store.ts';
import type { AssetService } from '../assets/asset-service.ts';
import type { DatasourceImporter } from './datasource-importer.ts';
import { publicMetadata } from './datasource-read.ts';
import { PackedRows } from './packed-table.ts';
import type { ProjectRef } from '../projects/project-service.ts';

export interface DatasourceTable {
  columns: string[];
  rows: PackedRows;
}

/** Which datasource asset of a project: by its name (a movie's) or its uid (a batch job's). */
export type DatasourceRef = { name: string } | { uid: string };

/** A datasource's ?processed=1 answer: its metadata, or the JSON bytes of metadata, rows and keys. */
export type ProcessedDatasource = { metadata: DatasourceMetadata } | { body: Uint8Array };

/**
 * The one way anything reads a stored datasource: a render's table, a batch run's rows,
 * the ?processed=1 answer, the metadata an update starts from. Each csv is read on the
 * import workers (two million cells take a second to parse, a second no request should
 * wait for), with its stored metadata; metadata that is missing is made again from the
 * file, as an upload's would be, and kept.
 */
export class DatasourceTables {
  constructor(
    private readonly assets: AssetService,
    private readonly importer: DatasourceImporter,
  ) {}

  /** The datasource asset, or undefined when there is none (or the asset is something else). */
  async find(project: ProjectRef, ref: DatasourceRef): Promise<AssetRow | undefined> {
    const asset =
      'uid' in ref ? await this.assets.repo.findByUid(project.id, ref.uid) : await this.assets.find(project, ref.name);
    return asset?.type === 'datasource' ? asset : undefined;
  }

  /** Its columns and rows, parsed on a worker: a row is decoded only when it is read. */
  async table(project: ProjectRef, asset: AssetRow): Promise<DatasourceTable> {
    const { table } = await this.read(project, asset, 'table');
    return { columns: table.columns, rows: new PackedRows(table) };
  }

  /** The table of the datasource `ref` names, or undefined when it names none. */
  async tableOf(project: ProjectRef, ref: DatasourceRef): Promise<DatasourceTable | undefined> {
    const asset = await this.find(project, ref);
    return asset && this.table(project, asset);
  }

  /** Its metadata as stored (made again from the file when missing). */
  async metadata(project: ProjectRef, asset: AssetRow): Promise<StoredDatasource> {
    const known = await this.assets.metadataOf(asset);
    if (known) return known;
    return (await this.read(project, asset, 'metadata')).stored;
  }

  /**
   * ?processed=1: the metadata, or with the rows and keys too the bytes JSON.stringify
   * makes of them, serialized on the worker (what the server would have sent).
   */
  async processed(project: ProjectRef, asset: AssetRow, metadataOnly: boolean): Promise<ProcessedDatasource> {
    if (metadataOnly) return { metadata: publicMetadata(await this.metadata(project, asset)) };
    return { body: (await this.read(project, asset, 'answer')).body };
  }

  private async read<K extends 'metadata' | 'answer' | 'table'>(project: ProjectRef, asset: AssetRow, want: K) {
    const known = await this.assets.metadataOf(asset);
    const read = await this.importer.read(
      asset.name,
      await this.assets.files.localFile(project, asset.name),
      known,
      want,
    );
    // Not expected (metadata is made at upload), but it can always be made again.
    if (!known) await this.assets.datasources.save(asset.id, read.stored);
    return read;
  }
}
