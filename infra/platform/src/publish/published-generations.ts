import { createHash } from 'node:crypto';
import { allSettledOrThrow } from '../lib/all-settled.ts';
import { ObjectNotFound } from '../objects/object-store.ts';
import { listKeys } from '../project-copy/shared-keys.ts';
import type { ProjectFileStore, ProjectPlace } from '../project-files/project-file-store.ts';
import { GENERATIONS, PUBLISHED_FOLDERS } from '../project-files/project-keys.ts';

/**
 * A published copy in the bucket (docs/object-store.md, "Published copies"): each publish
 * copies the project's assets and movies key by key into a new generation of the region's
 * place (`projects/<region>/<uid>/.published/<generation>/`), and the distribution's row
 * switches to it once it is whole. Readers of the copy read the generation the row names,
 * so a copy is never read half made.
 */

/** Server-side copies a publish makes at once. */
const COPIES_AT_ONCE = 8;

/** The home's published files (assets, movies) in key order. */
async function publishedKeys(store: ProjectFileStore, home: ProjectPlace) {
  const keys = [];
  for (const folder of PUBLISHED_FOLDERS) keys.push(...(await listKeys(store, home, folder)));
  return keys;
}

/** Tells two states of the home's published files apart: any added, removed or rewritten (its ETag). */
export async function keysFingerprint(store: ProjectFileStore, home: ProjectPlace): Promise<string> {
  return fingerprintOfKeys(await publishedKeys(store, home));
}

function fingerprintOfKeys(keys: ReadonlyArray<{ key: string; size: number; version: string }>): string {
  const hash = createHash('sha256');
  for (const object of keys) hash.update(`${object.key}\0${object.size}\0${object.version}\n`);
  return hash.digest('hex');
}

/**
 * Copies the home's assets and movies into `to` (a region's place with a new generation), one
 * server-side copy at a time; `total` is told once they are listed, `copied` after each. The
 * fingerprint of what was copied, a few at a time. A file removed since the listing is skipped (the fingerprint
 * then reads as changed since).
 */
export async function copyGeneration(
  store: ProjectFileStore,
  home: ProjectPlace,
  to: ProjectPlace,
  signal: AbortSignal,
  progress: { total: (count: number) => void; copied: (count: number) => Promise<void> },
): Promise<string> {
  const keys = await publishedKeys(store, home);
  progress.total(keys.length);
  let count = 0;
  let next = 0;
  // Told one after another, in the order the copies ended (a hook awaited there holds every lane).
  let told = Promise.resolve();
  // A few server-side copies at once: each is a round trip to the bucket, no bytes through here.
  let failed = false;
  const lane = async () => {
    try {
      while (!failed && next < keys.length) {
        const object = keys[next++]!;
        signal.throwIfAborted();
        await store.copy(home, object.key, to, object.key).catch((error: unknown) => {
          if (!(error instanceof ObjectNotFound)) throw error;
        });
        told = told.then(() => progress.copied(++count));
        await told;
      }
    } catch (error) {
      // The other lanes end after the copy they are making.
      failed = true;
      throw error;
    }
  };
  // A stopped or failed publish removes the generation only once no lane still copies into it.
  await allSettledOrThrow(Array.from({ length: COPIES_AT_ONCE }, lane));
  return fingerprintOfKeys(keys);
}

/** Removes one generation of a region's copy. */
export async function dropGeneration(store: ProjectFileStore, place: ProjectPlace, generation: string): Promise<void> {
  await store.deletePrefix({ region: place.region, uid: place.uid }, `${GENERATIONS}${generation}/`);
}

/**
 * Removes the generations of a region's copy but `keep` (the current one, and the one before for
 * reads begun before the switch).
 */
export async function pruneGenerations(
  store: ProjectFileStore,
  place: ProjectPlace,
  keep: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  const base = { region: place.region, uid: place.uid };
  let after: string | undefined;
  const folders: string[] = [];
  do {
    const page = await store.list(base, GENERATIONS, { after, delimited: true });
    folders.push(...page.folders);
    after = page.next;
  } while (after !== undefined);
  for (const folder of folders) {
    const generation = folder.slice(GENERATIONS.length).replace(/\/$/, '');
    if (!keep.includes(generation)) await dropGeneration(store, place, generation);
  }
}
