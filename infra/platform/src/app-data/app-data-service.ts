import { APP_DATA_FILES, type AppDataItem, type AppDataName } from '@reelforge/contract';
import type { LockRunner } from '../db/advisory-lock.ts';
import { badRequest } from '../lib/http-errors.ts';
import { KeyedMutex } from '../lib/keyed-mutex.ts';
import type { ObjectInfo } from '../objects/object-store.ts';
import type { ProjectFileStore, ProjectPlace } from '../project-files/project-file-store.ts';

export function isAppDataName(name: string): name is AppDataName {
  return (APP_DATA_FILES as readonly string[]).includes(name);
}

export function appDataName(name: string): AppDataName {
  if (!isAppDataName(name))
    throw badRequest(`Unknown app data file "${name}": use one of ${APP_DATA_FILES.join(', ')}`);
  return name;
}

const keyOf = (name: AppDataName) => `appdata/${name}`;
const itemOf = (name: AppDataName, info: Pick<ObjectInfo, 'size' | 'modified'>): AppDataItem => ({
  name,
  size: info.size,
  date_modified: info.modified.toISOString(),
});

/** No other process writes: the in-process lock is the whole lock. */
const noLock: LockRunner = (_name, work) => work();

/**
 * App data files, the project's files `appdata/<name>` (project-files/README.md: the
 * project's folder, or the bucket in scale-out). Every write replaces the whole file at once
 * (a reader sees the old list or the new one, never half). Writes of one file run one at a
 * time, in this process by a keyed mutex and across processes by `lock` (a PostgreSQL
 * advisory lock, db/advisory-lock.ts), so the last one to arrive is the one that stays and
 * `created` is true for exactly one of two writes racing to make a file.
 */
export class AppDataService {
  private readonly mutex = new KeyedMutex();

  constructor(
    private readonly files: ProjectFileStore,
    private readonly lock: LockRunner = noLock,
  ) {}

  private exclusive<T>(project: ProjectPlace, name: AppDataName, work: () => Promise<T>): Promise<T> {
    const id = `appdata:${project.region}/${project.uid}/${name}`;
    return this.mutex.run(id, () => this.lock(id, work));
  }

  async list(project: ProjectPlace): Promise<AppDataItem[]> {
    const found = new Map<string, AppDataItem>();
    let after: string | undefined;
    do {
      const page = await this.files.list(project, 'appdata/', { after });
      for (const object of page.objects) {
        const name = object.key.slice(object.key.lastIndexOf('/') + 1);
        if (isAppDataName(name)) found.set(name, itemOf(name, object));
      }
      after = page.next;
    } while (after !== undefined);
    return APP_DATA_FILES.flatMap((name) => found.get(name) ?? []);
  }

  /** The file's text (a JSON list), or undefined when it does not exist. */
  async read(project: ProjectPlace, name: AppDataName): Promise<string | undefined> {
    return (await this.files.read(project, keyOf(name)))?.toString('utf8');
  }

  /** The file's list, or undefined when it does not exist or holds no list. */
  async readList(project: ProjectPlace, name: AppDataName): Promise<unknown[] | undefined> {
    const text = await this.read(project, name);
    if (text === undefined) return undefined;
    try {
      const value: unknown = JSON.parse(text);
      return Array.isArray(value) ? value : undefined;
    } catch {
      return undefined;
    }
  }

  /** Replaces the whole list; `created` tells whether the file was new. */
  async write(
    project: ProjectPlace,
    name: AppDataName,
    list: readonly unknown[],
  ): Promise<{ item: AppDataItem; created: boolean }> {
    const text = JSON.stringify(list);
    return this.exclusive(project, name, () => this.put(project, name, text));
  }

  /**
   * Replaces the list with what `change` makes of the stored one (undefined when there is
   * none, or it holds no list), read and written in the file's one turn, so no write between
   * is lost; nothing is written when `change` gives undefined.
   */
  async update(
    project: ProjectPlace,
    name: AppDataName,
    change: (stored: unknown[] | undefined) => readonly unknown[] | undefined,
  ): Promise<{ item: AppDataItem; created: boolean } | undefined> {
    return this.exclusive(project, name, async () => {
      const list = change(await this.readList(project, name));
      return list && this.put(project, name, JSON.stringify(list));
    });
  }

  /** Within the file's turn: stores the text, telling whether the file was new. */
  private async put(project: ProjectPlace, name: AppDataName, text: string) {
    const created = !(await this.files.head(project, keyOf(name)));
    const info = await this.files.put(project, keyOf(name), text, { contentType: 'application/json' });
    return { item: itemOf(name, info), created };
  }

  async remove(project: ProjectPlace, name: AppDataName): Promise<boolean> {
    return this.exclusive(project, name, async () => {
      if (!(await this.files.head(project, keyOf(name)))) return false;
      await this.files.delete(project, keyOf(name));
      return true;
    });
  }
}
