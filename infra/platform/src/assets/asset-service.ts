import { stat } from 'node:fs/promises';
import type { AssetListing, StoredAsset } from '@reelforge/contract';
import {
  ASSET_GROUPS,
  ASSET_TYPES,
  assetGroupOf,
  assetTypeOf,
  mimetypeOf,
  type AssetGroup,
  type AssetType,
} from '@reelforge/model';
import type { Clock } from '../lib/clock.ts';
import { HttpError, notFound } from '../lib/http-errors.ts';
import { KeyedMutex } from '../lib/keyed-mutex.ts';
import { newUid } from '../lib/secrets.ts';
import type { AssetRepository, AssetRow, ListedAssetRow } from './asset-store.ts';
import type { DatasourceRepository, StoredDatasource } from './datasource-store.ts';
import type { AssetFiles } from './asset-files.ts';
import type { MediaInfo } from '../media-tools/media-info.ts';
import { projectItem, readPage, type ListPage, type PageRequest } from '../projects/list-pages.ts';
import type { ProjectRef } from '../projects/project-service.ts';

/** A checked file waiting in the project's .tmp folder to become an asset. */
export interface PendingAsset {
  name: string;
  file: string;
  mediaInfo: MediaInfo | null;
  datasource?: StoredDatasource;
}

export const assetNotFound = (name: string) => notFound(`${name} not found`);
const conflict = (name: string) =>
  new HttpError(409, `${name} already exists: upload it with replace=1 to overwrite it`);

/** Assets of a project: rows in the database, files under `userdata/` of the project's files (AssetFiles). */
export class AssetService {
  // Commits and deletions of one project run one at a time, so "exists?" and
  // "rename into place" cannot interleave between two uploads of the same name.
  private readonly mutex = new KeyedMutex();

  constructor(
    readonly repo: AssetRepository,
    readonly datasources: DatasourceRepository,
    readonly files: AssetFiles,
    private readonly now: Clock,
  ) {}

  /** Every asset of the project by group, in one list (for the platform's own use; callers page). */
  async list(project: ProjectRef): Promise<AssetListing> {
    const rows = await this.repo.list(project.id);
    return this.grouped(project, { rows, metadata: { Count: rows.length } });
  }

  private grouped(project: ProjectRef, { rows, metadata }: ListPage<ListedAssetRow>): AssetListing {
    const groups = Object.fromEntries(ASSET_GROUPS.map((group) => [group, [] as StoredAsset[]])) as Record<
      AssetGroup,
      StoredAsset[]
    >;
    for (const row of rows) groups[assetGroupOf(row.type as AssetType) ?? 'Generic'].push(this.toAsset(project, row));
    return { ...groups, Metadata: metadata };
  }

  /**
   * One page of the asset list (docs/paging.md): kind by kind in the groups' order, each in name
   * order, so a group of the next page continues that group.
   */
  async page(project: ProjectRef, request: PageRequest): Promise<AssetListing> {
    const page = await readPage(
      'assets',
      project,
      request,
      (from, limit) => this.repo.page(project.id, from, limit),
      (row) => ASSET_TYPES.indexOf(row.type as AssetType),
    );
    return this.grouped(project, page);
  }

  find(project: ProjectRef, name: string): Promise<AssetRow | undefined> {
    return this.repo.findByName(project.id, name);
  }

  async require(project: ProjectRef, name: string): Promise<AssetRow> {
    const row = await this.find(project, name);
    if (!row) throw assetNotFound(name);
    return row;
  }

  toAsset(project: ProjectRef, row: ListedAssetRow): StoredAsset {
    return { ...projectItem(project, row), type: row.type as AssetType, mimetype: row.mimetype, size: row.size };
  }

  /** 409 unless replacing, when a name is taken (checked early, before receiving a body). */
  async checkFree(project: ProjectRef, names: readonly string[], replace: boolean): Promise<void> {
    if (replace) return;
    for (const name of names) if (await this.find(project, name)) throw conflict(name);
  }

  /**
   * Moves checked files into place (a rename, or an upload to the bucket) and records them,
   * all or none on a name conflict.
   * A replacement keeps the asset's uid (and its track versions) and drops its caches.
   */
  async commit(project: ProjectRef, pending: readonly PendingAsset[], replace: boolean): Promise<AssetRow[]> {
    return this.mutex.run(project.uid, async () => {
      const existing = await Promise.all(pending.map((p) => this.find(project, p.name)));
      if (!replace) {
        const taken = pending.find((_, index) => existing[index]);
        if (taken) throw conflict(taken.name);
      }
      // All of them fit in the project's quota, or none is placed.
      await this.files.checkRoom(
        project,
        await Promise.all(pending.map(async (item) => ({ name: item.name, size: (await stat(item.file)).size }))),
      );
      const rows: AssetRow[] = [];
      for (const [index, item] of pending.entries()) {
        rows.push(await this.commitOne(project, item, existing[index]));
      }
      return rows;
    });
  }

  private async commitOne(project: ProjectRef, item: PendingAsset, existing: AssetRow | undefined): Promise<AssetRow> {
    const { size } = await stat(item.file);
    const stamp = new Date(this.now()).toISOString();
    const mediaInfo = item.mediaInfo ? JSON.stringify(item.mediaInfo) : null;
    const previous = existing && item.datasource ? await this.datasources.get(existing.id) : undefined;
    await this.files.place(project, item.name, item.file);
    let row: AssetRow;
    if (existing) {
      row = await this.repo.replace(existing.id, {
        size,
        mimetype: mimetypeOf(item.name),
        media_info: mediaInfo,
        date_modified: stamp,
      });
      await this.files.removeCaches(project, row.uid);
    } else {
      try {
        row = await this.repo.insert({
          uid: newUid(),
          project_id: project.id,
          name: item.name,
          type: assetTypeOf(item.name),
          mimetype: mimetypeOf(item.name),
          size,
          media_info: mediaInfo,
          date_created: stamp,
          date_modified: stamp,
        });
      } catch (error) {
        await this.files.remove(project, item.name);
        throw error;
      }
    }
    if (item.datasource) await this.datasources.save(row.id, keepSelection(item.datasource, previous));
    return row;
  }

  /** Removes the file, its caches and its rows (datasource metadata, track versions). */
  async remove(project: ProjectRef, name: string): Promise<boolean> {
    return this.mutex.run(project.uid, async () => {
      const row = await this.find(project, name);
      if (!row) return false;
      await this.repo.delete(row.id);
      await this.files.remove(project, name);
      await this.files.removeCaches(project, row.uid);
      return true;
    });
  }

  async metadataOf(row: AssetRow): Promise<StoredDatasource | undefined> {
    return this.datasources.get(row.id);
  }

  async updateSelection(row: AssetRow, keyColumn: string, mediaColumns: readonly string[]): Promise<void> {
    await this.datasources.updateSelection(row.id, keyColumn, mediaColumns);
  }
}

/** A replaced datasource keeps the user's key and media columns where they still exist. */
function keepSelection(fresh: StoredDatasource, previous: StoredDatasource | undefined): StoredDatasource {
  if (!previous) return fresh;
  const columns = new Set(fresh.columns);
  return {
    ...fresh,
    key_column: previous.key_column && columns.has(previous.key_column) ? previous.key_column : fresh.key_column,
    media_columns: previous.media_columns.filter((column) => columns.has(column)),
  };
}
