import type { ColumnDataType, CreateTableBuilder, Kysely } from 'kysely';

// The parts the migrations' tables are made of, written once: a table's columns that must
// hold a value, and an index. The SQL is what the chains of addColumn and createIndex make.

// Migrations see no Database type (they are the schema as it was), so neither does a table here.
type TableBuilder = CreateTableBuilder<any, any>;

/** Columns that must hold a value, in the order given: `.$call(notNull({ name: 'text' }))`. */
export function notNull(columns: Record<string, ColumnDataType>) {
  return (table: TableBuilder): TableBuilder =>
    Object.entries(columns).reduce((built, [name, type]) => built.addColumn(name, type, (col) => col.notNull()), table);
}

/** An index of `table` on `columns`, unique when asked. */
export async function addIndex(
  db: Kysely<any>,
  name: string,
  table: string,
  columns: string[],
  { unique = false } = {},
): Promise<void> {
  const index = db.schema.createIndex(name).on(table).columns(columns);
  await (unique ? index.unique() : index).execute();
}
