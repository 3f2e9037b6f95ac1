/**
 * Motion-tracking compositions (docs/reference.md §2, docs/compositions.md): a project's videos
 * with their tracking versions. Versions are created from a name; their id is made from it.
 */

import { nameProblem } from './names.js';

const MAX_LABEL = 200;
const MAX_ID = 60;

/** Why a tracking version cannot be called this, or null; an empty answer is no problem (it does nothing). */
export function trackVersionNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  return nameProblem(trimmed, { pathSegment: false, maxLength: MAX_LABEL }) ?? null;
}

/**
 * A free id for a new version of the video, made from its name: lower-case letters, digits and
 * dashes ("Ball, 2nd pass" → "ball-2nd-pass"), `version` when nothing is left, then `-2`, `-3`…
 * while the video already has that id.
 */
export function trackVersionIdFor(name: string, taken: readonly string[]): string {
  const slug =
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_ID)
      .replace(/-+$/g, '') || 'version';
  const used = new Set(taken);
  if (!used.has(slug)) return slug;
  for (let n = 2; ; n += 1) {
    const candidate = `${slug}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** The versions of one video (by its uid), newest change first. */
export function versionsOfVideo<T extends { vuid: string; updated: string }>(
  versions: readonly T[],
  vuid: string,
): T[] {
  return versions.filter((version) => version.vuid === vuid).sort((a, b) => b.updated.localeCompare(a.updated));
}

/** How many versions each video (by uid) has. */
export function versionCounts(versions: readonly { vuid: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const version of versions) counts.set(version.vuid, (counts.get(version.vuid) ?? 0) + 1);
  return counts;
}
