import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import path from 'node:path';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { scrubPaths } from '../render/failure.ts';
import type { BlobStore } from '../project-files/blob-store.ts';
import type { ProjectFileStore } from '../project-files/project-file-store.ts';
import type { ProgressStore } from '../shared-state/progress-store.ts';
import type { ProjectTaskStore } from './task-store.ts';

/** A point a copy or migration passes; tests hold a task there (AppOptions.projectTaskStep). */
export interface TaskStep {
  task: 'copy' | 'migrate';
  /**
   * copy: `item` after each item ended, `placed` with the folder in place before the rows; migrate:
   * `copied`, `committed`.
   */
  at: string;
}

export type TaskStepHook = (step: TaskStep) => Promise<void>;

/** What the copy and the migration engines are built from (plugins/wiring.ts). */
export interface ProjectTaskDeps {
  db: Kysely<Database>;
  tasks: ProjectTaskStore;
  blobs: BlobStore;
  now: Clock;
  log: FastifyBaseLogger;
  dataDir: string;
  step?: TaskStepHook | undefined;
  /** The projects' files: with a shared one (a bucket) copies and migrations go key by key through it (README.md). */
  files?: ProjectFileStore | undefined;
  /** Where a running copy's items are told, for the api process the console polls (shared-state/README.md). */
  progress?: ProgressStore | undefined;
}

/** A failure as the person reads it: a file system error's first part, without the data folder's paths. */
export function failureText(error: unknown, dataDir: string): string {
  let detail = error instanceof Error ? error.message : String(error);
  if ((error as NodeJS.ErrnoException).code) detail = detail.split(', ')[0] ?? detail;
  return scrubPaths(detail, dataDir).replace(/\/\.(copy|migrate)-[0-9a-f]{32}\/?/g, '');
}

/** The name of the folder a task makes its files in (never a project's name), as its row keeps it. */
export const stagingName = (kind: 'copy' | 'migrate', taskId: string) => `.${kind}-${taskId}`;

/** Where that folder is: beside the target region's projects, on their file system, so it is renamed into place. */
export function stagingPath(
  blobs: BlobStore,
  task: { target_region: string; target_uid: string; staging: string },
): string {
  // From our own rows, but a folder removed at start is built from it: only the shape we make.
  if (!/^\.(copy|migrate)-[0-9a-f]{32}$/.test(task.staging)) throw new Error(`Bad staging folder ${task.staging}`);
  return path.join(path.dirname(blobs.projectDir(task.target_region, task.target_uid)), task.staging);
}

/** The shared store of projects' files, or undefined in the embedded mode (the folder way). */
export const sharedFiles = (deps: Pick<ProjectTaskDeps, 'files'>): ProjectFileStore | undefined =>
  deps.files?.shared ? deps.files : undefined;

export const isoNow = (now: () => number) => new Date(now()).toISOString();
