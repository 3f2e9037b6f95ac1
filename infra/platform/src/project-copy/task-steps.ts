import path from 'node:path';
import { scrubPaths } from '../render/failure.ts';

/** A point a copy or migration passes; tests hold a task there (AppOptions.projectTaskStep). */
export interface TaskStep {
  task: 'copy' | 'migrate';
  /** copy: `item` after each item ended, `placed` with the folder in place before the rows; migrate: `copied`, `committed`. */
  at: string;
}

export type TaskStepHook = (step: TaskStep) => Promise<void>;

/** A failure as the person reads it: a file system error's first part, without the data folder's paths. */
export function failureText(error: unknown, dataDir: string): string {
  let detail = error instanceof Error ? error.message : String(error);
  if ((error as NodeJS.ErrnoException).code) detail = detail.split(', ')[0] ?? detail;
  return scrubPaths(detail, dataDir).replace(/\/\.(copy|migrate)-[0-9a-f]{32}\/?/g, '');
}

/** The folder a copy or migration makes its files in, beside the target region's projects (never a project's name). */
export function stagingFolder(regionRoot: string, kind: 'copy' | 'migrate', taskId: string): string {
  return path.join(regionRoot, `.${kind}-${taskId}`);
}

export const isoNow = (now: () => number) => new Date(now()).toISOString();
