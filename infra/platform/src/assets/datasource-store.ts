import type { Kysely, Selectable } from 'kysely';
import type { DatasourceMetadata, DatasourceParseData } from '@reelforge/model';
import type { Database, DatasourcesTable } from '../db/schema.ts';

/** What is stored per datasource: the metadata without values and keys. */
export type StoredDatasource = Omit<DatasourceMetadata, 'values' | 'keys'> & {
  /** The delimiter of the stored file (',' unless the csv was put as is). */
  file_delimiter: string;
};

export class DatasourceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(assetId: number): Promise<StoredDatasource | undefined> {
    const row = await this.db.selectFrom('datasources').selectAll().where('asset_id', '=', assetId).executeTakeFirst();
    return row && fromRow(row);
  }

  async save(assetId: number, metadata: StoredDatasource): Promise<void> {
    const row = toRow(assetId, metadata);
    await this.db
      .insertInto('datasources')
      .values(row)
      .onConflict((oc) => oc.column('asset_id').doUpdateSet(row))
      .execute();
  }

  async updateSelection(assetId: number, keyColumn: string, mediaColumns: readonly string[]): Promise<void> {
    await this.db
      .updateTable('datasources')
      .set({ key_column: keyColumn, media_columns: JSON.stringify(mediaColumns) })
      .where('asset_id', '=', assetId)
      .execute();
  }

  async delete(assetId: number): Promise<void> {
    await this.db.deleteFrom('datasources').where('asset_id', '=', assetId).execute();
  }
}

function toRow(assetId: number, m: StoredDatasource): Selectable<DatasourcesTable> {
  return {
    asset_id: assetId,
    key_column: m.key_column,
    media_columns: JSON.stringify(m.media_columns),
    key_column_candidates: JSON.stringify(m.key_column_candidates),
    parse_data: JSON.stringify(m.parse_data),
    columns: JSON.stringify(m.columns),
    rowcount: m.rowcount,
    file_delimiter: m.file_delimiter,
  };
}

function fromRow(row: Selectable<DatasourcesTable>): StoredDatasource {
  return {
    key_column: row.key_column,
    media_columns: JSON.parse(row.media_columns) as string[],
    key_column_candidates: JSON.parse(row.key_column_candidates) as string[],
    parse_data: JSON.parse(row.parse_data) as DatasourceParseData,
    columns: JSON.parse(row.columns) as string[],
    rowcount: row.rowcount,
    file_delimiter: row.file_delimiter,
  };
}
