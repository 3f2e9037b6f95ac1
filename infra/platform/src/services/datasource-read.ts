import type { DatasourceMetadata } from '@reelforge/model';
import { parseCsvStream } from '../lib/csv.ts';
import { decodedStream, inspectText } from '../lib/text-files.ts';
import type { StoredDatasource } from '../repositories/datasources.ts';

/** The metadata as the API gives it (without the storage detail). */
export function publicMetadata({ file_delimiter: _, ...metadata }: StoredDatasource): DatasourceMetadata {
  return metadata;
}

/** ?processed=1 of a datasource: its metadata plus every row and the key column's values. */
export async function readDatasource(file: string, stored: StoredDatasource): Promise<DatasourceMetadata> {
  const { encoding } = await inspectText(file);
  const rows = await parseCsvStream(decodedStream(file, encoding), stored.file_delimiter);
  const values = stored.parse_data.first_line_is_header ? rows.slice(1) : rows;
  const keyIndex = stored.key_column ? stored.columns.indexOf(stored.key_column) : -1;
  const keys = keyIndex < 0 ? [] : values.map((row) => row[keyIndex] ?? '');
  return { ...publicMetadata(stored), values, keys };
}
