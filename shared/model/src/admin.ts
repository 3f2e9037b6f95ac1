/**
 * Rules of the admin tools (docs/reference.md §6, §9; docs/admin.md): the bounds of the
 * project search and the audit log's pages. Its own entry (`@reelforge/model/admin`), so the
 * host's first page does not carry it.
 */

/** The actions the audit log records (docs/admin.md "Audit", docs/accounts.md "Audit"). */
export const AUDIT_ACTIONS = [
  'assume',
  'copy',
  'account-create',
  'account-role',
  'account-disable',
  'account-enable',
  'password-reset',
  'account-link',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** At most this many projects answer one userbyproject search. */
export const USER_BY_PROJECT_LIMIT = 50;
/** Audit entries a page holds unless fewer are asked for; more is answered with this many. */
export const AUDIT_PAGE_SIZE = 50;

/** A search text more than one character long, trimmed (docs/reference.md §5); otherwise the reason. */
export function projectSearchText(q: string): string | { problem: string } {
  const text = q.trim();
  if (text.length < 2) return { problem: 'Search for more than one character of a project name or uid' };
  return text;
}

/** Which audit page a query asks for: entries older than `before` (an entry id), `size` of them. */
export interface AuditPage {
  before?: number;
  size: number;
}

/** The page token is the last entry's id sent; anything else is refused with the reason. */
export function auditPageOf(query: {
  pagetoken?: string | undefined;
  pagesize?: string | undefined;
}): AuditPage | { problem: string } {
  const size = Math.min(AUDIT_PAGE_SIZE, query.pagesize === undefined ? AUDIT_PAGE_SIZE : Number(query.pagesize));
  if (!Number.isSafeInteger(size) || size < 1) return { problem: 'pagesize must be a whole number from 1' };
  if (query.pagetoken === undefined) return { size };
  if (!/^[1-9][0-9]{0,15}$/.test(query.pagetoken))
    return {
      problem:
        'The page token is not valid: it was not given out by the audit list. ' +
        'Leave it out to start from the newest entries.',
    };
  return { before: Number(query.pagetoken), size };
}
