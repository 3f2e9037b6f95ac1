import { userfsPathProblem, userfsSegments } from '@reelforge/model';
import { HttpError, badRequest, notFound } from '../lib/http-errors.ts';
import type { ObjectInfo, ObjectStore } from '../objects/object-store.ts';
import type { StoreOwner } from './user-file-store.ts';

export type Found = { kind: 'file'; key: string; info: ObjectInfo } | { kind: 'folder'; key: string };

/**
 * The users' paths as keys of the bucket: a key is built from the segments the path rule
 * checked, under the user's prefix only; a path is a file (an object), a folder (a marker or
 * anything below it) or nothing.
 */
export class BucketTree {
  // Folder markers this process made or found: not put again by every upload into the folder.
  private readonly marked = new Set<string>();

  constructor(private readonly objects: ObjectStore) {}

  /** `userfs/<region>/<user>/`: checked as UserRoot checks its folder's parts. */
  prefixOf(owner: StoreOwner): string {
    if (!/^[a-z0-9-]+$/.test(owner.region) || !Number.isSafeInteger(owner.userId) || owner.userId < 1)
      throw new Error(`Bad file store ${owner.region}/${owner.userId}`);
    return `userfs/${owner.region}/${owner.userId}/`;
  }

  /** The key of a path after the path rule ('' for the top folder). */
  keyOf(owner: StoreOwner, relative: string): string {
    const problem = userfsPathProblem(relative);
    if (problem) throw badRequest(problem);
    return this.prefixOf(owner) + userfsSegments(relative).join('/');
  }

  /** A file, a folder (a marker or anything below it), or undefined. */
  async find(owner: StoreOwner, relative: string): Promise<Found | undefined> {
    const key = this.keyOf(owner, relative);
    if (userfsSegments(relative).length === 0) return { kind: 'folder', key: this.prefixOf(owner) };
    const info = await this.objects.head(key);
    if (info) return { kind: 'file', key, info };
    const below = await this.objects.list(`${key}/`, { limit: 1 });
    if (below.objects.length > 0 || (await this.objects.head(`${key}/`))) return { kind: 'folder', key };
    return undefined;
  }

  async existing(owner: StoreOwner, relative: string): Promise<Found> {
    const found = await this.find(owner, relative);
    if (!found) throw notFound(`${relative || 'The top folder'} not found in your file store`);
    return found;
  }

  /** Each folder above `relative` that exists is a folder, not a file (else a 409). */
  async refuseFilesOnTheWay(owner: StoreOwner, relative: string): Promise<void> {
    const segments = userfsSegments(relative);
    for (let depth = 1; depth < segments.length; depth += 1) {
      const above = segments.slice(0, depth).join('/');
      if (await this.objects.head(this.keyOf(owner, above)))
        throw new HttpError(409, `'${above}' is a file, not a folder`);
    }
  }

  /** Markers of every folder down to `segments` (so a folder stays when what it held goes, as on disk). */
  async markFolders(owner: StoreOwner, segments: string[]): Promise<void> {
    for (let depth = 1; depth <= segments.length; depth += 1) {
      const marker = `${this.keyOf(owner, segments.slice(0, depth).join('/'))}/`;
      if (this.marked.has(marker)) continue;
      await this.objects.put(marker, Buffer.alloc(0), { contentType: 'application/x-directory' });
      this.marked.add(marker);
    }
  }

  /** Forgets the markers of the folder at `key` and below it (its objects are gone). */
  forgetFolder(key: string): void {
    for (const marker of this.marked) if (marker.startsWith(`${key}/`)) this.marked.delete(marker);
  }

  /** The sizes of every object under the user's prefix, page after page. */
  async usedBytes(owner: StoreOwner): Promise<number> {
    let total = 0;
    let after: string | undefined;
    do {
      const page = await this.objects.list(this.prefixOf(owner), { after });
      for (const object of page.objects) total += object.size;
      after = page.next;
    } while (after);
    return total;
  }
}
