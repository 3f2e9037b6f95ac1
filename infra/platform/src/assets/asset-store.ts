import type { Insertable, Kysely, Selectable } from 'kysely';
import { ASSET_TYPES } from '@reelforge/model';
import type { AssetsTable, Database } from '../db/schema.ts';
import { firstRow } from '../db/rows.ts';

export type AssetRow = Selectable<AssetsTable>;
export type NewAssetRow = Omit<Insertable<AssetsTable>, 'id' | 'revision'>;

/** The columns the list shows: no media info, which can be long. */
export type ListedAssetRow = Pick<
  AssetRow,
  'uid' | 'name' | 'type' | 'mimetype' | 'size' | 'date_created' | 'date_modified'
>;

/**
 * Asset rows of one project. The callers have already checked that the caller owns the
 * project (its numeric id comes from that check), so rows are addressed by project id.
 */
export class AssetRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** In name order, straight from the (project_id, name) index. */
  async list(projectId: number): Promise<ListedAssetRow[]> {
    return this.db
      .selectFrom('assets')
      .select(['uid', 'name', 'type', 'mimetype', 'size', 'date_created', 'date_modified'])
      .where('project_id', '=', projectId)
      .orderBy('name')
      .execute();
  }

  /**
   * At most `limit` assets of the kinds from `from.kind` on (ASSET_TYPES order), each kind in
   * name order, starting after `from.after` in the first kind: keyset paging read kind by kind
   * from the (project_id, type, name) index (migration 0012, docs/paging.md).
   */
  async page(projectId: number, from: { kind: number; after?: string }, limit: number): Promise<ListedAssetRow[]> {
    const rows: ListedAssetRow[] = [];
    for (let kind = from.kind; kind < ASSET_TYPES.length && rows.length < limit; kind++) {
      let query = this.db
        .selectFrom('assets')
        .select(['uid', 'name', 'type', 'mimetype', 'size', 'date_created', 'date_modified'])
        .where('project_id', '=', projectId)
        .where('type', '=', ASSET_TYPES[kind] ?? '');
      if (kind === from.kind && from.after !== undefined) query = query.where('name', '>', from.after);
      rows.push(
        ...(await query
          .orderBy('name')
          .limit(limit - rows.length)
          .execute()),
      );
    }
    return rows;
  }

  async findByName(projectId: number, name: string): Promise<AssetRow | undefined> {
    return firstRow(this.db, 'assets', { project_id: projectId, name });
  }

  async findByUid(projectId: number, uid: string): Promise<AssetRow | undefined> {
    return firstRow(this.db, 'assets', { project_id: projectId, uid });
  }

  async insert(row: NewAssetRow): Promise<AssetRow> {
    return this.db.insertInto('assets').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** Many rows in one transaction (benchmarks and imports). */
  async insertMany(rows: readonly NewAssetRow[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += 500) {
        await trx
          .insertInto('assets')
          .values(rows.slice(start, start + 500))
          .execute();
      }
    });
  }

  /** A replacement: same uid, new content, next revision. */
  async replace(
    id: number,
    changes: Pick<AssetRow, 'size' | 'mimetype' | 'media_info' | 'date_modified'>,
  ): Promise<AssetRow> {
    return this.db
      .updateTable('assets')
      .set((eb) => ({ ...changes, revision: eb('revision', '+', 1) }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('assets').where('id', '=', id).execute();
  }
}
