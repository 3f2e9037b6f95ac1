import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** `text` as a LIKE pattern that matches it literally: % and _ are plain characters. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Whether `column` holds `text`, ignoring case, written once for SQLite and PostgreSQL: LIKE
 * over lower() on both sides (SQLite's LIKE ignores ASCII case and PostgreSQL's does not), with
 * % and _ of the text escaped.
 */
export function containsIgnoringCase(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${`%${likeLiteral(text)}%`}) escape '\\'`;
}
