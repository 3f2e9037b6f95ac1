// PostgreSQL's codes for text it cannot hold: a NUL character (0x00), which SQLite stores.
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/**
 * The caller's message when the database refused a value the caller sent, not a fault of the
 * platform: on PostgreSQL a text with a NUL character in it. Undefined for any other error.
 */
export function databaseRefusal(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && UNSTORABLE_TEXT.has(code))
    return 'A text in the request holds a character that cannot be stored (NUL)';
  return undefined;
}

// A unique key (or primary key) that holds the value already: better-sqlite3's codes, PostgreSQL's SQLSTATE.
const UNIQUE_VIOLATION = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);

/**
 * Whether the database refused a write because a unique key holds its value already: by the
 * error's code on both, never by its message (PostgreSQL's messages follow the server's language).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNIQUE_VIOLATION.has(code);
}
