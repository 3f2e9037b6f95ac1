/**
 * Rules of API keys (docs/api.md, "API keys"): what a key looks like, what it may be named,
 * how long it may live, and which requests are writes. Its own entry
 * (`@reelforge/model/api-keys`): the platform applies them, the console shows the same.
 */

/** What every key starts with, so a leaked one is recognisable (and searchable) as ours. */
export const API_KEY_MARK = 'rfk_';
/** The random part: 30 random bytes as base64url are exactly 40 characters. */
export const API_KEY_SECRET_LENGTH = 40;
/** How many characters of the random part lists show, to tell keys apart. */
export const API_KEY_PREFIX_LENGTH = 8;

/** A whole key, as `Authorization: Bearer <key>` carries it. */
export const API_KEY_PATTERN = /^rfk_[A-Za-z0-9_-]{40}$/;

/** What a key may do: read only, or read and write. */
export const API_KEY_ACCESS = ['read', 'read-write'] as const;
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number];

export const API_KEY_NAME_MAX_LENGTH = 100;
/** The latest expiry a key may be given, from its creation. */
export const API_KEY_MAX_LIFE_DAYS = 730;
const DAY_MS = 86_400_000;
/** Live keys one account may hold at once (revoked and expired ones do not count). */
export const API_KEY_LIVE_LIMIT = 100;
/** Projects one key may name. */
export const API_KEY_PROJECTS_LIMIT = 1000;

// C0 and C1 control characters: invisible in a list.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/u;

/** Why `name` cannot be a key's name, or undefined: 1 to 100 characters (as a person counts them), none of them a control character. */
export function apiKeyNameProblem(name: string): string | undefined {
  const length = [...name.trim()].length;
  if (length < 1) return 'Give the key a name, so you can tell it from your others';
  if (length > API_KEY_NAME_MAX_LENGTH)
    return `A key's name has at most ${API_KEY_NAME_MAX_LENGTH} characters, not ${length}`;
  if (CONTROL_CHARS.test(name)) return "A key's name cannot hold control characters";
  return undefined;
}

/** Why `expiresAt` (epoch ms) cannot be a new key's expiry at `now`, or undefined: in the future, and at most 730 days away. */
export function apiKeyExpiryProblem(expiresAt: number, now: number): string | undefined {
  if (!Number.isFinite(expiresAt)) return 'The expiry is not a date and time';
  if (expiresAt <= now) return 'The expiry must be in the future';
  if (expiresAt - now > API_KEY_MAX_LIFE_DAYS * DAY_MS)
    return `A key expires at most ${API_KEY_MAX_LIFE_DAYS} days (two years) after it is made`;
  return undefined;
}

/**
 * Whether a request of `method` writes, for a read-only key: every method but GET, HEAD and
 * OPTIONS, POSTs that only read included (there are few, and telling them apart call by call
 * would be one more thing to get wrong).
 */
export function isWriteMethod(method: string): boolean {
  const upper = method.toUpperCase();
  return upper !== 'GET' && upper !== 'HEAD' && upper !== 'OPTIONS';
}

/** How lists show a key: its mark and the first characters of its random part, `rfk_abcd1234…`. */
export function shownKey(prefix: string): string {
  return `${API_KEY_MARK}${prefix}…`;
}

/** The key's state at `now`, from its expiry and revocation (epoch ms or null). */
export type ApiKeyState = 'active' | 'expired' | 'revoked';
export function apiKeyState(key: { expiresAt: number | null; revokedAt: number | null }, now: number): ApiKeyState {
  if (key.revokedAt !== null) return 'revoked';
  if (key.expiresAt !== null && key.expiresAt <= now) return 'expired';
  return 'active';
}
