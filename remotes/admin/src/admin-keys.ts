/**
 * The admin remote's keys of the console's one server-state cache, written once
 * (docs/admin-console.md).
 */
export const adminKeys = {
  /** An account search (GET /account/search) by its trimmed text. */
  accountSearch: (query: string) => ['admin', 'account-search', query] as const,
};
