/**
 * The admin remote's keys of the console's one server-state cache, written once
 * (docs/admin-console.md).
 */
export const adminKeys = {
  /** An account search (GET /account/search) by its trimmed text. */
  accountSearch: (query: string) => ['admin', 'account-search', query] as const,
  /** A search by project (name or uid) of one region's userbyproject. */
  userByProject: (region: string, query: string) => ['admin', 'user-by-project', region, query] as const,
  /** A page of the audit log by its page token ('' for the first). */
  audit: (pageToken: string) => ['admin', 'audit', pageToken] as const,
};
