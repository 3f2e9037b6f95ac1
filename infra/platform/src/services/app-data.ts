import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { APP_DATA_FILES, type AppDataItem, type AppDataName } from '@reelforge/contract';
import { writeFileAtomic } from '../lib/atomic-write.ts';
import { badRequest } from '../lib/http-errors.ts';
import { KeyedMutex } from '../lib/keyed-mutex.ts';
import type { ProjectRef } from './projects.ts';

export function isAppDataName(name: string): name is AppDataName {
  return (APP_DATA_FILES as readonly string[]).includes(name);
}

export function appDataName(name: string): AppDataName {
  if (!isAppDataName(name)) throw badRequest(`Unknown app data file "${name}": use one of ${APP_DATA_FILES.join(', ')}`);
  return name;
}

/**
 * App data files in the project's appdata/ folder. Every write replaces the whole file
 * atomically (a crash leaves the old list or the new one); writes of one file run one
 * at a time, so the last one to arrive is the one that stays.
 */
export class AppDataService {
  private readonly mutex = new KeyedMutex();

  private dirOf(project: ProjectRef): string {
    return path.join(project.dir, 'appdata');
  }

  private fileOf(project: ProjectRef, name: AppDataName): string {
    return path.join(this.dirOf(project), name);
  }

  async list(project: ProjectRef): Promise<AppDataItem[]> {
    let entries: string[];
    try {
      entries = await readdir(this.dirOf(project));
    } catch {
      return [];
    }
    const names = APP_DATA_FILES.filter((name) => entries.includes(name));
    const items = await Promise.all(
      names.map(async (name) => {
        try {
          const info = await stat(this.fileOf(project, name));
          return { name, size: info.size, date_modified: info.mtime.toISOString() };
        } catch {
          return undefined;
        }
      }),
    );
    return items.filter((item): item is AppDataItem => item !== undefined);
  }

  /** The file's text (a JSON list), or undefined when it does not exist. */
  async read(project: ProjectRef, name: AppDataName): Promise<string | undefined> {
    try {
      return await readFile(this.fileOf(project, name), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** The file's list, or undefined when it does not exist or holds no list. */
  async readList(project: ProjectRef, name: AppDataName): Promise<unknown[] | undefined> {
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
  async write(project: ProjectRef, name: AppDataName, list: readonly unknown[]): Promise<{ item: AppDataItem; created: boolean }> {
    const text = JSON.stringify(list);
    return this.mutex.run(`${project.uid}/${name}`, async () => {
      const file = this.fileOf(project, name);
      await mkdir(path.dirname(file), { recursive: true });
      const created = !(await exists(file));
      await writeFileAtomic(file, text);
      const info = await stat(file);
      return { item: { name, size: info.size, date_modified: info.mtime.toISOString() }, created };
    });
  }

  async remove(project: ProjectRef, name: AppDataName): Promise<boolean> {
    return this.mutex.run(`${project.uid}/${name}`, async () => {
      const file = this.fileOf(project, name);
      if (!(await exists(file))) return false;
      await rm(file, { force: true });
      return true;
    });
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
