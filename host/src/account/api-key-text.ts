import type { ApiKey } from '@reelforge/api/api-keys';
import type { Project } from '@reelforge/model';
import { apiKeyExpiryProblem, apiKeyNameProblem, apiKeyState, shownKey } from '@reelforge/model/api-keys';

/** How the API keys page words a key's facts (docs/admin-console.md, "API keys"). */

/** A moment as a person reads it ("24 Nov 2026, 12:05"), or `none` when there was none. */
export function readableDate(iso: string | null, none = 'Never', locale?: string, timeZone?: string): string {
  if (iso === null) return none;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** The key as lists show it: `rfk_abcd1234…`. */
export const keyShown = (key: Pick<ApiKey, 'Prefix'>): string => shownKey(key.Prefix);

export const accessName = (access: ApiKey['Access']): string => (access === 'read' ? 'Read only' : 'Read and write');

const STATE_NAMES = { active: 'Active', expired: 'Expired', revoked: 'Revoked' } as const;

/** The key's state at `now` (epoch ms) and its name. */
export function keyState(key: ApiKey, now: number): { state: keyof typeof STATE_NAMES; name: string } {
  const at = (iso: string | null) => (iso === null ? null : Date.parse(iso));
  const state = apiKeyState({ expiresAt: at(key.Expires), revokedAt: at(key.Revoked) }, now);
  return { state, name: STATE_NAMES[state] };
}

/** The projects a key reaches, by name where the person's project list names them. */
export function scopeText(projects: readonly string[] | null, known: readonly Project[] | undefined): string {
  if (projects === null) return 'All projects';
  const names = projects.map((uid) => {
    const project = known?.find((each) => each.uid === uid);
    return project ? `${project.name} (${project.region})` : uid;
  });
  return names.join(', ');
}

/**
 * The moment a key with an expiry date typed as `YYYY-MM-DD` stops: the end of that day where
 * the person is (ISO 8601), or null for none typed.
 */
export function expiryOfDate(date: string): string | null {
  if (date === '') return null;
  const end = new Date(`${date}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** What is wrong with a new key as filled in at `now`, or null. The accounts service checks again. */
export function newKeyProblem(
  { name, date, scope, chosen }: { name: string; date: string; scope: 'all' | 'some'; chosen: number },
  now: number,
): string | null {
  if (name !== '') {
    const problem = apiKeyNameProblem(name);
    if (problem) return problem;
  }
  if (scope === 'some' && chosen === 0) return 'Choose at least one project, or let the key reach all of them.';
  if (date !== '') {
    const expires = expiryOfDate(date);
    if (expires === null) return 'The expiry is not a date.';
    const problem = apiKeyExpiryProblem(Date.parse(expires), now);
    if (problem) return problem;
  }
  return null;
}
