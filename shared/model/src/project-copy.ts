import { LEGACY_REGION } from './constants.js';
import type { RegionsConfig } from './entities.js';

/**
 * Copying a project to a region and migrating it (docs/reference.md §4, §9): the rules the
 * platform's copy engine and the console's dialogs share. See docs/project-copy.md.
 */

/** Assets and datasources copied at once (docs/reference.md §9). */
export const COPY_CONCURRENCY = 4;
/** The copy dialog closes this long after every task ended (docs/reference.md §9). */
export const COPY_DIALOG_CLOSE_MS = 1000;
/** A migration task is polled this often until it ends (docs/reference.md §4, §9). */
export const MIGRATE_POLL_MS = 1000;
/** A copy task is polled this often while its dialog shows each item (like publish and migration tasks). */
export const COPY_POLL_MS = 1000;
/** The admin's copy tool renews the per-user token it holds this often (docs/reference.md §6, §9). */
export const COPY_TOKEN_RENEW_MS = 10 * 60_000;

/** The kinds of a copy's items, in the order they are copied (docs/reference.md §4). */
export const COPY_ITEM_KINDS = [
  'project',
  'asset',
  'datasource',
  'appdata',
  'compdata',
  'composition',
  'movie',
] as const;
export type CopyItemKind = (typeof COPY_ITEM_KINDS)[number];

/**
 * The creation task goes pending → creating → done; the others pending → downloading → uploading → done; any
 * may end in
 * error.
 */
export const COPY_ITEM_STATUSES = ['pending', 'creating', 'downloading', 'uploading', 'done', 'error'] as const;
export type CopyItemStatus = (typeof COPY_ITEM_STATUSES)[number];

export const COPY_TASK_STATUSES = ['running', 'done', 'error'] as const;
export type CopyTaskStatus = (typeof COPY_TASK_STATUSES)[number];

/** What a progress rule needs of an item. */
export interface CopyItemState {
  kind: CopyItemKind;
  status: CopyItemStatus;
}

const ended = (status: CopyItemStatus) => status === 'done' || status === 'error';

/**
 * How far a copy is (docs/reference.md §4): the tasks that ended (done, or in error) against all
 * tasks, the creation task left out of both. 0 to 100; 0 while nothing but the creation is known.
 */
export function copyProgress(items: readonly CopyItemState[]): { done: number; total: number; percent: number } {
  const counted = items.filter((item) => item.kind !== 'project');
  const done = counted.filter((item) => ended(item.status)).length;
  const total = counted.length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

/** Whether a copy or migration task has ended, well or not. */
export function copyEnded(task: { status: CopyTaskStatus }): boolean {
  return task.status !== 'running';
}

/** The longest project name (docs/reference.md §5). */
const MAX_PROJECT_NAME = 100;
const SUFFIX = ' Copy';

/** The default name of a copy: "{name} Copy", the name shortened so the result stays a valid project name. */
export function projectCopyName(name: string): string {
  const chars = [...name.trim()];
  return chars.slice(0, MAX_PROJECT_NAME - SUFFIX.length).join('') + SUFFIX;
}

/**
 * A JSON value with every string that is exactly one of the old ids replaced by its new id
 * (asset and datasource uids in jobs, movies, stories...). Keys and other strings are kept;
 * the value given is not changed.
 */
export function remapIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return ids.get(item) ?? item;
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
    }
    return item;
  };
  return walk(value) as T;
}

/**
 * Why a project of `home` cannot be migrated to `target`, or undefined when it can: the
 * target must be another enabled region of the configuration.
 */
export function migrationTargetError(regions: RegionsConfig, home: string, target: string): string | undefined {
  if (target === home) return `The project already lives in ${home}`;
  const config = regions[target];
  if (!config || !config.enabled) {
    const choices = Object.keys(regions).filter((name) => name !== home && regions[name]?.enabled);
    return `Unknown region "${target}": migrate to ${choices.join(' or ') || 'no other region'}`;
  }
  return undefined;
}

/** A migration to the legacy region goes through the media host (docs/reference.md §7). */
export const migratesThroughMediaHost = (target: string) => target === LEGACY_REGION;

/** The regions a copy or migration may go to: every enabled one (a copy may stay in its region). */
export function copyTargets(regions: RegionsConfig): string[] {
  return Object.keys(regions).filter((name) => regions[name]?.enabled);
}

const KIND_LABELS: Readonly<Record<CopyItemKind, string>> = {
  project: 'Project',
  asset: 'Asset',
  datasource: 'Datasource',
  appdata: 'App data',
  compdata: 'XML template',
  composition: 'Composition',
  movie: 'Movie',
};

const STATUS_LABELS: Readonly<Record<CopyItemStatus, string>> = {
  pending: 'Waiting',
  creating: 'Creating',
  downloading: 'Downloading',
  uploading: 'Uploading',
  done: 'Done',
  error: 'Failed',
};

/** A copy item's kind and state in words, for people. */
export const copyItemKindText = (kind: CopyItemKind): string => KIND_LABELS[kind] ?? kind;
export const copyItemStatusText = (status: CopyItemStatus): string => STATUS_LABELS[status] ?? status;
