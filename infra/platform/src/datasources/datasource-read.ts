import type { DatasourceMetadata } from '@reelforge/model';
import { parseCsvStream } from '../lib/csv.ts';
import { decodedStream, inspectText } from '../lib/text-files.ts';
import type { StoredDatasource } from '../assets/datasource-store.ts';
import { describeCsv } from './datasource-import.ts';
import { packTable, transferablesOf, type PackedTable } from './packed-table.ts';

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

/**
 * What a read of a stored csv gives: its metadata, and, as asked, the ?processed=1 answer
 * as the JSON bytes the server sends or the rows packed for lookups.
 */
export type StoredRead =
  | { want: 'metadata'; stored: StoredDatasource }
  | { want: 'answer'; stored: StoredDatasource; body: Uint8Array }
  | { want: 'table'; stored: StoredDatasource; table: PackedTable };

export type StoredReadKind = StoredRead['want'];

/**
 * Reads a stored csv (on a read worker, see datasource-importer.ts). Metadata missing is
 * made again from the file, as an upload's would be but unbounded: the file was accepted.
 * The answer is serialized here with the JSON.stringify the server would have used.
 */
export async function readStored(
  name: string,
  file: string,
  known: StoredDatasource | undefined,
  want: StoredReadKind,
): Promise<StoredRead> {
  const stored = known ?? (await describeCsv(name, file));
  if (want === 'metadata') return { want, stored };
  const data = await readDatasource(file, stored);
  if (want === 'answer') return { want, stored, body: new TextEncoder().encode(JSON.stringify(data)) };
  return { want, stored, table: packTable(data.columns, data.values ?? []) };
}

/** The memory a read's answer moves to the server's thread without copying it. */
export function readTransferables(read: StoredRead): ArrayBuffer[] {
  if (read.want === 'answer') return [read.body.buffer as ArrayBuffer];
  if (read.want === 'table') return transferablesOf(read.table);
  return [];
}
