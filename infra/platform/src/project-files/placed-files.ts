import type { ListOptions, ListPage, ObjectBody, ObjectInfo, ObjectStore } from '../objects/object-store.ts';
import { readObject } from '../objects/object-store.ts';
import type { ProjectPlace } from './project-file-store.ts';
import { checkedProjectKey, checkedProjectPrefix, projectKeyError } from './project-keys.ts';

/**
 * What both project file stores do the same way: a project's key is an object of an object
 * store under a prefix of the project's place (the folder's or the bucket's), checked on the way
 * in and named by the project's key on the way out.
 */
export abstract class PlacedFiles {
  protected constructor(protected readonly objects: ObjectStore) {}

  /** The store's prefix of a place's key or prefix. */
  protected abstract baseOf(project: ProjectPlace, key: string): string;

  protected keyOf(project: ProjectPlace, key: string): string {
    return this.baseOf(project, key) + checkedProjectKey(key);
  }

  /** The store's answer about an object, named by the project's key. */
  protected named<T extends { key: string }>(key: string, info: T): T {
    return { ...info, key };
  }

  async head(project: ProjectPlace, key: string): Promise<ObjectInfo | undefined> {
    const info = await this.objects.head(this.keyOf(project, key));
    return info && this.named(key, info);
  }

  async get(
    project: ProjectPlace,
    key: string,
    range?: { start: number; end?: number | undefined },
  ): Promise<ObjectBody> {
    try {
      return this.named(key, await this.objects.get(this.keyOf(project, key), range));
    } catch (error) {
      throw projectKeyError(error, key);
    }
  }

  async read(project: ProjectPlace, key: string): Promise<Buffer | undefined> {
    return readObject(this.objects, this.keyOf(project, key));
  }

  /** A page of the keys under `prefix`, named by the project's keys; `shown` leaves out what a listing never shows. */
  protected async listShown(
    project: ProjectPlace,
    prefix: string,
    options: ListOptions,
    shown: (key: string) => boolean,
  ): Promise<ListPage> {
    checkedProjectPrefix(prefix);
    const base = this.baseOf(project, prefix);
    const page = await this.objects.list(base + prefix, {
      ...options,
      after: options.after === undefined ? undefined : base + options.after,
    });
    const strip = (key: string) => key.slice(base.length);
    return {
      objects: page.objects.map((object) => ({ ...object, key: strip(object.key) })).filter((o) => shown(o.key)),
      folders: page.folders.map(strip).filter(shown),
      ...(page.next === undefined ? {} : { next: strip(page.next) }),
    };
  }

  async presignedGet(project: ProjectPlace, key: string, seconds: number): Promise<string> {
    return this.objects.presignedGet(this.keyOf(project, key), seconds);
  }
}
