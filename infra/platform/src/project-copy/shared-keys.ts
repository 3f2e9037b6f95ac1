import type { ListedObject } from '../objects/object-store.ts';
import type { ProjectFileStore, ProjectPlace } from '../project-files/project-file-store.ts';

/** Work of one process or one region, never copied: caches, files in the making, renders. */
const WORKING = ['.cache/', '.tmp/', '.renders/'];

/** Every file of a place under `prefix` ('' is all of them) but the working ones, in key order. */
export async function listKeys(store: ProjectFileStore, place: ProjectPlace, prefix = ''): Promise<ListedObject[]> {
  const keys: ListedObject[] = [];
  let after: string | undefined;
  do {
    const page = await store.list(place, prefix, { after });
    keys.push(...page.objects.filter((object) => !WORKING.some((folder) => object.key.startsWith(folder))));
    after = page.next;
  } while (after !== undefined);
  return keys;
}

/** What a place's files are at a moment: two equal answers mean none was added, removed or rewritten in between. */
export async function keysState(store: ProjectFileStore, place: ProjectPlace): Promise<string> {
  return (await listKeys(store, place)).map((object) => `${object.key}\0${object.size}\0${object.version}`).join('\n');
}

/**
 * Copies every file of `from` to the same key of `to`, one at a time (server-side copies in
 * a bucket); the keys copied. Stops between two files once `signal` is aborted.
 */
export async function copyKeys(
  store: ProjectFileStore,
  from: ProjectPlace,
  to: ProjectPlace,
  signal: AbortSignal,
): Promise<string[]> {
  const keys = (await listKeys(store, from)).map((object) => object.key);
  for (const key of keys) {
    signal.throwIfAborted();
    await store.copy(from, key, to, key);
  }
  return keys;
}

/** Removes the files of `place` that are not in `keep` (what an earlier copy there had that the new one has not). */
export async function removeOthers(
  store: ProjectFileStore,
  place: ProjectPlace,
  keep: ReadonlySet<string>,
): Promise<void> {
  for (const object of await listKeys(store, place)) if (!keep.has(object.key)) await store.delete(place, object.key);
}
