import { remapIds, type CopyItemStatus } from '@reelforge/model';
import { decodeMovie, encodeMovie, normaliseMovie } from '@reelforge/sdl';
import { constants } from 'node:fs';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectFileStore, ProjectPlace } from '../project-files/project-file-store.ts';
import type { CopySource, PlannedItem } from './copy-source.ts';

/** Where an item's copy is made: the new project's folder in the making, beside the target region's projects. */
export interface ItemTarget {
  source: CopySource;
  staging: string;
  signal: AbortSignal;
  /** Tells the task an item's state (docs/reference.md §4); awaited. */
  status: (status: CopyItemStatus) => Promise<void>;
  /** With a shared store (a bucket), each file is copied key by key from the source's place to the new project's. */
  files?: SharedFiles | undefined;
}

/** The shared store and the two places a copy goes between. */
export interface SharedFiles {
  store: ProjectFileStore;
  from: ProjectPlace;
  to: ProjectPlace;
}

/**
 * One item through the shared store: `key` of the source, as is (a server-side copy) or,
 * when `rewrite` changes its text, rewritten, under `toKey` of the new project. Nobody reads
 * the new project's keys before its rows commit.
 */
async function copyKey(
  files: SharedFiles,
  target: ItemTarget,
  key: string,
  toKey: string,
  rewrite?: (bytes: Buffer) => Buffer | string | undefined,
): Promise<void> {
  await target.status('downloading');
  const bytes = rewrite && (await files.store.read(files.from, key));
  if (rewrite && !bytes) throw new Error(`${key} is missing`);
  const output = bytes && rewrite?.(bytes);
  target.signal.throwIfAborted();
  await target.status('uploading');
  if (output === undefined) await files.store.copy(files.from, key, files.to, toKey);
  else await files.store.put(files.to, toKey, output);
}

/** A JSON text with the ids it names remapped, or undefined when it names none (or is not JSON). */
function remappedJson(text: string, ids: ReadonlyMap<string, string>): string | undefined {
  if (!namesAnId(text, ids)) return undefined;
  try {
    return JSON.stringify(remapIds(JSON.parse(text) as unknown, ids));
  } catch {
    return undefined;
  }
}

/** An item of a project whose files are in a shared store: its key copied, ids remapped where it names any. */
function copyShared(item: PlannedItem, target: ItemTarget, files: SharedFiles): Promise<void> | undefined {
  const ids = target.source.ids;
  if (item.asset) return copyKey(files, target, `userdata/${item.asset.row.name}`, `userdata/${item.asset.row.name}`);
  if (item.kind === 'appdata')
    return copyKey(files, target, `appdata/${item.name}`, `appdata/${item.name}`, (bytes) =>
      remappedJson(bytes.toString('utf8'), ids),
    );
  if (item.movie) {
    return copyKey(files, target, `movies/${item.movie.row.uid}.sdl`, `movies/${item.movie.newUid}.sdl`, (bytes) => {
      // Movies name assets by name, which a copy keeps: most are copied byte for byte.
      const json = JSON.stringify(decodeMovie(bytes));
      return namesAnId(json, ids)
        ? Buffer.from(encodeMovie(normaliseMovie(remapIds(JSON.parse(json) as unknown, ids))))
        : undefined;
    });
  }
  if (item.compdata) {
    return copyKey(
      files,
      target,
      `compdata/${item.compdata.row.uid}.xml`,
      `compdata/${item.compdata.newUid}.xml`,
      (bytes) => {
        const text = bytes.toString('utf8');
        return namesAnId(text, ids) ? text.replace(HEX_ID, (id) => ids.get(id) ?? id) : undefined;
      },
    );
  }
  return undefined;
}

const HEX_ID = /\b[0-9a-f]{32}\b/g;

/** Whether a text names any id the copy changes. */
function namesAnId(text: string, ids: ReadonlyMap<string, string>): boolean {
  for (const match of text.matchAll(HEX_ID)) if (ids.has(match[0])) return true;
  return false;
}

/** A copy-on-write clone where the file system has them: cheap, and still independent of the source. */
const clone = (from: string, to: string) => copyFile(from, to, constants.COPYFILE_FICLONE);

/**
 * An asset or datasource: "downloading" takes the file aside into the new project's .tmp,
 * "uploading" puts it under its name in userdata/ (the rows are written when the copy commits).
 */
async function copyAsset(item: PlannedItem, target: ItemTarget): Promise<void> {
  const asset = item.asset;
  if (!asset) return;
  const aside = path.join(target.staging, '.tmp', asset.newUid);
  await target.status('downloading');
  await clone(path.join(target.source.dir, 'userdata', asset.row.name), aside);
  target.signal.throwIfAborted();
  await target.status('uploading');
  await rename(aside, path.join(target.staging, 'userdata', asset.row.name));
}

/** An app data file (jobs, scripts, stories, compositions) with the ids it names remapped. */
async function copyAppData(item: PlannedItem, target: ItemTarget): Promise<void> {
  await target.status('downloading');
  const text = await readFile(path.join(target.source.dir, 'appdata', item.name), 'utf8');
  let output = text;
  if (namesAnId(text, target.source.ids)) {
    try {
      output = JSON.stringify(remapIds(JSON.parse(text) as unknown, target.source.ids));
    } catch {
      // Not JSON (written by hand): kept as it is.
    }
  }
  target.signal.throwIfAborted();
  await target.status('uploading');
  await writeFile(path.join(target.staging, 'appdata', item.name), output);
}

/** A dynamic movie, its asset references rewritten to the new ids where it names any (docs/reference.md §4). */
async function copyMovie(item: PlannedItem, target: ItemTarget): Promise<void> {
  const movie = item.movie;
  if (!movie) return;
  const from = path.join(target.source.dir, 'movies', `${movie.row.uid}.sdl`);
  const to = path.join(target.staging, 'movies', `${movie.newUid}.sdl`);
  await target.status('downloading');
  const bytes = await readFile(from);
  const json = JSON.stringify(decodeMovie(bytes));
  target.signal.throwIfAborted();
  await target.status('uploading');
  // Movies name assets by name, which a copy keeps: most are copied byte for byte.
  if (!namesAnId(json, target.source.ids)) return clone(from, to);
  await writeFile(to, encodeMovie(normaliseMovie(remapIds(JSON.parse(json) as unknown, target.source.ids))));
}

/** An XML template (docs/compdata.md), any id of the project it names rewritten to the copy's. */
async function copyCompdata(item: PlannedItem, target: ItemTarget): Promise<void> {
  const template = item.compdata;
  if (!template) return;
  const from = path.join(target.source.dir, 'compdata', `${template.row.uid}.xml`);
  const to = path.join(target.staging, 'compdata', `${template.newUid}.xml`);
  await target.status('downloading');
  const text = await readFile(from, 'utf8');
  target.signal.throwIfAborted();
  await target.status('uploading');
  // Templates name assets by name, which a copy keeps: most are copied byte for byte.
  if (!namesAnId(text, target.source.ids)) return clone(from, to);
  await writeFile(
    to,
    text.replace(HEX_ID, (id) => target.source.ids.get(id) ?? id),
  );
}

/** Copies one item into the staging folder; the creation task has nothing to copy. */
export async function copyItem(item: PlannedItem, target: ItemTarget): Promise<void> {
  if (target.files) return copyShared(item, target, target.files);
  switch (item.kind) {
    case 'asset':
    case 'datasource':
      return copyAsset(item, target);
    case 'appdata':
      return copyAppData(item, target);
    case 'movie':
      return copyMovie(item, target);
    case 'compdata':
      return copyCompdata(item, target);
    default:
      // Compositions are not stored by the platform yet: no item is planned.
      return;
  }
}

/** The new project's folder as a copy starts: the folders every project has. */
export async function makeStaging(staging: string): Promise<void> {
  await Promise.all(
    ['userdata', 'movies', 'compdata', 'appdata', '.tmp'].map((folder) =>
      mkdir(path.join(staging, folder), { recursive: true }),
    ),
  );
}
