import { API_KEY_PATTERN, isWriteMethod, type ApiKeyAccess } from '@reelforge/model/api-keys';

/**
 * Which requests an API key may make (docs/api.md, "API keys"), as pure rules over the
 * `Authorization` header, the key's state and the route's pattern (the prefix included, as
 * Fastify names it: `/r/eu-west-1/api/v1/list/data/:prjuid`).
 */

/** What the Authorization header carries: an API key, a Bearer value that is none, or neither. */
export type BearerValue = { key: string } | { malformed: true } | undefined;

const BEARER = /^bearer(?:\s+(.*?))?\s*$/is;

/** The API key of `Authorization: Bearer rfk_…`; any other Bearer value is malformed; another scheme is undefined. */
export function bearerFrom(header: string | undefined): BearerValue {
  const match = BEARER.exec(header ?? '');
  if (!match) return undefined;
  const value = match[1] ?? '';
  return API_KEY_PATTERN.test(value) ? { key: value } : { malformed: true };
}

/** A key as the checks below see it. */
export interface KeyFacts {
  revokedAt: number | null;
  expiresAt: number | null;
  ownerDisabled: boolean;
}

/** Why a known key opens nothing at `now` (a 401), or undefined when it is live. */
export function keyRefusal(key: KeyFacts, now: number): string | undefined {
  if (key.revokedAt !== null) return 'This API key was revoked';
  if (key.expiresAt !== null && key.expiresAt <= now) return 'This API key has expired';
  if (key.ownerDisabled) return "This API key's account is disabled";
  return undefined;
}

// A project named in the address, checked for the key's owner and scope where the call finds it
// (projects/project-ref.ts, ProjectService): any other project is a 404.
const NAMES_A_PROJECT = /\/:prjuid(?:\/|$)|\/v1\/project\/:uid$/;
// Calls that keep to the key's projects themselves: the project list lists them only; batch
// calls name the project in the body (checked as above) and find queues and runs of those only.
const KEEP_TO_THE_KEY = [/\/api\/v1\/list\/project\/?$/, /\/render\/v2\/batch(?:\/|$)/];
// Calls naming a project that still reach beyond it: copies and migrations make projects the key
// does not reach, and the analytics host reads render sessions by owner.
const BEYOND_THE_PROJECT = [/\/(?:copy|migrate)\//, /^\/r\/[^/]+\/analytics\//];

/** Whether a key limited to some projects may call the route `url` (its pattern). */
export function scopedKeyReaches(url: string): boolean {
  if (BEYOND_THE_PROJECT.some((pattern) => pattern.test(url))) return false;
  return NAMES_A_PROJECT.test(url) || KEEP_TO_THE_KEY.some((pattern) => pattern.test(url));
}

/** What a live key may do. */
export interface KeyGrant {
  access: ApiKeyAccess;
  /** Project uids, or null for every project of the owner. */
  projects: readonly string[] | null;
}

/** Why the key may not make this request (a 403), or undefined. */
export function requestRefusal(grant: KeyGrant, method: string, url: string): string | undefined {
  if (grant.access === 'read' && isWriteMethod(method)) return 'This API key is read-only';
  if (grant.projects !== null && !scopedKeyReaches(url))
    return 'This API key reaches only the projects it names: this call needs a key for all projects';
  return undefined;
}

const ACCOUNT_SERVICE_REFUSALS: ReadonlyArray<[RegExp, string]> = [
  [/^\/accounts\/auth\/password$/, 'API keys cannot change a password'],
  [/^\/accounts\/account\/apikeys(?:\/|$)/, 'API keys cannot manage API keys: sign in to make or revoke them'],
  [/^\/accounts\/auth\/renew$/, 'API keys cannot renew a sign-in'],
  [/^\/accounts\/auth\/assume$/, 'API keys cannot assume another account'],
  [/^\/accounts\/auth\/logout$/, 'API keys cannot sign out: revoke the key instead'],
  [/^\/accounts\/auth\/session$/, 'API keys cannot get storage credentials'],
];

/** The 403 of the accounts service to an API key: each call says what keys cannot do there. */
export function accountServiceRefusal(url: string): string {
  const found = ACCOUNT_SERVICE_REFUSALS.find(([pattern]) => pattern.test(url));
  return found?.[1] ?? 'API keys cannot call the accounts service: sign in instead';
}
