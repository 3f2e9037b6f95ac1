/**
 * Acting as another account (docs/reference.md §6): the admin's own session is kept in the
 * tab's session storage (under ACTING_AS_KEY) while the console runs as the assumed account,
 * so the acting-as banner can say so and lead back to it. Its own entry
 * (`@reelforge/model/acting-as`), so the host's first page does not carry it.
 */
export { ACTING_AS_KEY } from './acting-as-key.js';

/** The admin's own session, kept while acting as someone else. */
export interface KeptAdminSession {
  /** The admin's username, shown on the way back. */
  admin: string;
  /** The admin's own token, restored on the way back. */
  token: string;
}

/** A user search starts with more than 1 character (docs/reference.md §5); spaces around do not count. */
export const ACCOUNT_SEARCH_MIN_LENGTH = 2;

export const isAccountSearchReady = (query: string): boolean => query.trim().length >= ACCOUNT_SEARCH_MIN_LENGTH;

/** The kept session as stored, or null for nothing kept or anything that is not one. */
export function parseKeptAdminSession(stored: string | null): KeptAdminSession | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const { admin, token } = value as Record<string, unknown>;
  if (typeof admin !== 'string' || typeof token !== 'string' || admin.trim() === '' || token.trim() === '') return null;
  return { admin, token };
}

/**
 * What to keep when an admin acts as someone: the session already kept wins, so acting as a
 * third account from an assumed one still leads back to the admin who started.
 */
export function sessionToKeep(kept: KeptAdminSession | null, current: KeptAdminSession): KeptAdminSession {
  return kept ?? current;
}
