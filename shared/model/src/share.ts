/** Sharing a movie or a story (docs/reference.md §3 Share record, §4 share state, §7 sharing). */

interface ShareOwner {
  username: string;
  region: string;
  prjuid: string;
}

/** A shared movie, by name. */
export type MovieShareKey = ShareOwner & { movie: string };
/** A shared story of the project's stories.json, by name. */
export type StoryShareKey = ShareOwner & { story: string };
/** What a share stands for: whose project, and one movie or one story of it. */
export type ShareKey = MovieShareKey | StoryShareKey;

export type ShareRecord = ShareKey & { id: string };

export type SharedKind = 'movie' | 'story';

/** What the share plays: its kind and name. */
export function sharedItem(key: ShareKey): { kind: SharedKind; name: string } {
  if ('story' in key && typeof key.story === 'string') return { kind: 'story', name: key.story };
  return { kind: 'movie', name: 'movie' in key ? key.movie : '' };
}

/** The key of a share of `kind` named `name`. */
export function shareKeyOf(owner: ShareOwner, kind: SharedKind, name: string): ShareKey {
  const { username, region, prjuid } = owner;
  return kind === 'story' ? { username, region, prjuid, story: name } : { username, region, prjuid, movie: name };
}

// C0, DEL and C1 controls: a part holding a line break could pass for two parts.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Why the key cannot be shared: neither or both of movie and story, or a part with a control character. Null when fine.
 */
export function shareKeyProblem(key: Partial<ShareOwner & { movie: unknown; story: unknown }>): string | null {
  const hasMovie = key.movie !== undefined;
  const hasStory = key.story !== undefined;
  if (hasMovie === hasStory) return 'A share names either a movie or a story';
  const parts = [key.username, key.region, key.prjuid, hasMovie ? key.movie : key.story];
  if (parts.some((part) => typeof part !== 'string' || part === ''))
    return 'A share names its username, region, project and movie or story';
  if (parts.some((part) => CONTROL.test(part as string)))
    return 'A share’s username, region, project and name hold no control characters';
  return null;
}

/**
 * The text a share id is the hash of: one line per part, so no two shares can collide by
 * concatenation. A movie's is four lines (as it always was); a story's starts with a line
 * `story`, five lines, so a story never takes a movie's id (parts hold no line breaks,
 * `shareKeyProblem`).
 */
export function shareIdText(key: ShareKey): string {
  const { username, region, prjuid } = key;
  const { kind, name } = sharedItem(key);
  const text = `${username}\n${region}\n${prjuid}\n${name}`;
  return kind === 'story' ? `story\n${text}` : text;
}

/** A share id: the first 32 hex characters of the SHA-256 of the share id text. */
export async function shareId(key: ShareKey): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(shareIdText(key)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

export async function shareRecord(key: ShareKey): Promise<ShareRecord> {
  return { id: await shareId(key), ...key };
}

/** The public page that plays a shared movie or story without signing in. */
export function sharePagePath(id: string): string {
  return `/share/player.html?id=${encodeURIComponent(id)}`;
}
