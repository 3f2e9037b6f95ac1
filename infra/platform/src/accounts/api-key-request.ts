import type { ApiKeyCreateRequest } from '@reelforge/contract';
import { apiKeyExpiryProblem, apiKeyNameProblem, type ApiKeyAccess } from '@reelforge/model/api-keys';

/** A new key as asked for, read and checked: what the store makes. */
export interface NewKeyRequest {
  name: string;
  projects: readonly string[] | null;
  access: ApiKeyAccess;
  expiresAt: number | null;
}

// A date, or a date and time with its zone (Z or an offset), as ISO 8601 writes them.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
const UID = /^[0-9a-f]{32}$/;

/** Whether `YYYY-MM-DD` names a day that exists (Date.parse takes 2031-02-30 as March 2). */
function isCalendarDate(date: string): boolean {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const made = new Date(Date.UTC(year, month - 1, day));
  return made.getUTCFullYear() === year && made.getUTCMonth() === month - 1 && made.getUTCDate() === day;
}

/**
 * The body of POST /account/apikeys read at `now`: the name trimmed, the projects lowercased
 * and once each, access and expiry with their defaults (every project, read-write, never); or
 * why it is refused (a 400). Whether the projects are the caller's is the store's to say.
 */
export function readNewKey(body: ApiKeyCreateRequest, now: number): NewKeyRequest | { refused: string } {
  const nameProblem = apiKeyNameProblem(body.Name);
  if (nameProblem) return { refused: nameProblem };
  let projects: string[] | null = null;
  if (body.Projects !== undefined && body.Projects !== null) {
    if (body.Projects.length === 0)
      return { refused: 'Name at least one project, or leave Projects out for a key to all your projects' };
    projects = [...new Set(body.Projects.map((uid) => uid.toLowerCase()))];
    const bad = projects.find((uid) => !UID.test(uid));
    if (bad !== undefined) return { refused: `${bad} is not a project uid (32 hex characters)` };
  }
  let expiresAt: number | null = null;
  if (body.Expires !== undefined && body.Expires !== null) {
    if (!ISO_TIME.test(body.Expires))
      return { refused: `Expires is an ISO 8601 date or date and time with its zone, not ${body.Expires}` };
    if (!isCalendarDate(body.Expires.slice(0, 10)))
      return { refused: `${body.Expires.slice(0, 10)} is no day of the calendar` };
    expiresAt = Date.parse(body.Expires);
    const expiryProblem = apiKeyExpiryProblem(expiresAt, now);
    if (expiryProblem) return { refused: expiryProblem };
  }
  return { name: body.Name.trim(), projects, access: body.Access ?? 'read-write', expiresAt };
}
