import type { Kysely, Selectable } from 'kysely';
import type { Database } from './schema.ts';

/** Column values a row must have, each compared with `=`. */
export type RowMatch<T extends keyof Database> = Partial<Selectable<Database[T]>>;

// The stores' commonest reads and deletes, written once. Kysely cannot type a where clause
// built from a record's keys, so the query is made untyped inside and typed at the edges:
// the table's columns for the match, its row for the answer.
function matching(query: any, match: Record<string, unknown>): any {
  return Object.entries(match).reduce((built, [column, value]) => built.where(column, '=', value), query);
}

/** The row of `table` that has every value of `match`, if there is one. */
export function firstRow<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  match: RowMatch<T>,
): Promise<Selectable<Database[T]> | undefined> {
  return matching(db.selectFrom(table).selectAll(), match).executeTakeFirst();
}

/** Removes the rows of `table` that have every value of `match`; whether there were any. */
export async function removeRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  match: RowMatch<T>,
): Promise<boolean> {
  const result = await matching(db.deleteFrom(table), match).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
