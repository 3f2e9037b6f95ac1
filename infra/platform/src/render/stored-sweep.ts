import type { ObjectStore } from '../objects/object-store.ts';

/**
 * When each group of objects under `prefix` last changed (the newest object of each, a group
 * being what `groupOf` makes of a key), read page after page: what the idle sweeps of the
 * bucket go by, since an object store keeps no access time.
 */
export async function newestByGroup(
  objects: ObjectStore,
  prefix: string,
  groupOf: (key: string) => string,
): Promise<Map<string, number>> {
  const newest = new Map<string, number>();
  let after: string | undefined;
  do {
    const page = await objects.list(prefix, { after });
    for (const object of page.objects) {
      const group = groupOf(object.key);
      newest.set(group, Math.max(newest.get(group) ?? 0, object.modified.getTime()));
    }
    after = page.next;
  } while (after);
  return newest;
}
