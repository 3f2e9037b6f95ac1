/** Sharing a movie (docs/reference.md §3 Share record, §4 share state, §7 sharing). */

export interface ShareRecord {
  id: string;
  username: string;
  region: string;
  prjuid: string;
  movie: string;
}

export type ShareKey = Omit<ShareRecord, 'id'>;

/** The text a share id is the hash of: one line per part, so no two movies can collide by concatenation. */
export function shareIdText({ username, region, prjuid, movie }: ShareKey): string {
  return `${username}\n${region}\n${prjuid}\n${movie}`;
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

/** The public page that plays a shared movie without signing in. */
export function sharePagePath(id: string): string {
  return `/share/player.html?id=${encodeURIComponent(id)}`;
}
