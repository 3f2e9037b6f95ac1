import { COPY_CONCURRENCY, type CopyItemStatus } from '@reelforge/model';
import type { CopyItem } from '@reelforge/contract';
import type { Kysely } from 'kysely';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/schema.ts';
import { allSettledOrThrow } from '../lib/all-settled.ts';
import { Semaphore } from '../lib/semaphore.ts';
import type { ProgressLine } from '../shared-state/progress-store.ts';
import { commitCopy } from './copy-commit.ts';
import { copyItem, makeStaging, type SharedFiles } from './copy-items.ts';
import type { CopySource, PlannedItem } from './copy-source.ts';
import type { RunningTask } from './task-engine.ts';
import { handedBack } from './task-queue.ts';
import { failureText, isoNow, sharedFiles, type ProjectTaskDeps } from './task-steps.ts';
import type { ProjectTaskRow } from './task-store.ts';

export const COPY_INTERRUPTED =
  'The copy was interrupted before it was complete; nothing of it was kept. Copy the project again.';

/** A copy this process runs: its items as they go, told to the other processes, and its end. */
export interface RunningCopy extends RunningTask {
  items: CopyItem[];
  /** The items as other api processes read them while it runs. */
  line: ProgressLine | undefined;
}

/** What one run of a copy makes, read from the task's row and the source. */
export interface CopyPlan {
  source: CopySource;
  planned: PlannedItem[];
  uid: string;
  region: string;
  name: string;
  staging: string;
  ownerId: number;
  files: SharedFiles | undefined;
}

/**
 * One run of a copy in this process: the staging folder, the items (assets and datasources 4
 * at a time, then each later kind in order), the folder renamed into place, then the rows and
 * the task's end in one transaction. A failure or a stop removes what it made; a copy handed
 * back (a worker stopping) leaves its row running for the worker that takes it.
 */
export async function runCopy(deps: ProjectTaskDeps, copy: RunningCopy, plan: CopyPlan): Promise<void> {
  const { blobs, db, tasks, log } = deps;
  const signal = copy.controller.signal;
  const target = blobs.projectDir(plan.region, plan.uid);
  const copied = new Set<string>();
  const set = (index: number, status: CopyItemStatus, message?: string) => {
    const item = copy.items[index]!;
    item.status = status;
    if (message !== undefined) item.message = message;
    copy.line?.set({ items: copy.items });
  };
  // Items live in memory while this process runs the copy (a restart removes an unfinished copy
  // whole, so what each item had reached is of no use after it); the task's row gets them at the end.
  const ended = async () => {
    await deps.step?.({ task: 'copy', at: 'item' });
  };
  let placed = false;
  try {
    set(0, 'creating');
    await makeStaging(plan.staging);
    set(0, 'done');
    await ended();
    const runOne = async (index: number) => {
      signal.throwIfAborted();
      const item = plan.planned[index]!;
      try {
        await copyItem(item, {
          source: plan.source,
          staging: plan.staging,
          signal,
          status: async (status) => set(index, status),
          files: plan.files,
        });
        const uid = item.asset?.newUid ?? item.movie?.newUid ?? item.compdata?.newUid;
        if (uid) copied.add(uid);
        set(index, 'done');
      } catch (error) {
        if (signal.aborted) throw error;
        set(index, 'error', failureText(error, deps.dataDir));
        log.warn({ err: error, task: copy.id, item: item.name }, 'a copy item failed');
      }
      await ended();
    };
    // Assets and datasources first, 4 at a time; then each later kind, in order (docs/reference.md §4).
    const indexes = plan.planned.map((_, index) => index).slice(1);
    const files = indexes.filter((index) => ['asset', 'datasource'].includes(plan.planned[index]!.kind));
    const limit = new Semaphore(COPY_CONCURRENCY);
    // Every item running ends before a failure or a stop cleans up after them.
    await allSettledOrThrow(files.map((index) => limit.run(() => runOne(index))));
    for (const index of indexes.filter((index) => !files.includes(index))) await runOne(index);
    signal.throwIfAborted();

    await rm(path.join(plan.staging, '.tmp'), { recursive: true, force: true });
    await rename(plan.staging, target);
    placed = true;
    await deps.step?.({ task: 'copy', at: 'placed' });
    signal.throwIfAborted();
    const failed = copy.items.filter((item) => item.status === 'error').length;
    await commitCopy(db, tasks, {
      source: plan.source,
      taskId: copy.id,
      ownerId: plan.ownerId,
      uid: plan.uid,
      region: plan.region,
      name: plan.name,
      at: isoNow(deps.now),
      copied,
      end: {
        status: failed ? 'error' : 'done',
        detail: JSON.stringify(copy.items),
        message: failed ? `${failed} of ${copy.items.length - 1} items could not be copied` : null,
      },
    });
  } catch (error) {
    const message = signal.aborted ? COPY_INTERRUPTED : `The copy failed: ${failureText(error, deps.dataDir)}`;
    if (!signal.aborted) log.error({ err: error, task: copy.id }, 'a copy failed');
    // What is left after a failed removal goes at the next run of the task, or at the next start.
    await removeUnfinished(deps, plan, placed ? target : undefined).catch((failure: unknown) =>
      log.error({ err: failure, task: copy.id }, 'could not remove what a cut-short copy made'),
    );
    // Its row stays running: the worker that takes it back copies it again.
    if (handedBack(signal)) return;
    for (const [index, item] of copy.items.entries())
      if (item.status !== 'done' && item.status !== 'error') set(index, 'error', message);
    await tasks
      .end(copy.id, { status: 'error', detail: JSON.stringify(copy.items), message, ended_at: isoNow(deps.now) })
      .catch((failure: unknown) => log.error({ err: failure }, 'could not record a failed copy'));
  }
}

/** What an unfinished run made: its staging folder and, unless another run committed it, its placed folder and keys. */
async function removeUnfinished(deps: ProjectTaskDeps, plan: CopyPlan, placed: string | undefined): Promise<void> {
  await rm(plan.staging, { recursive: true, force: true });
  if (await copyCommitted(deps.db, plan.uid)) return;
  if (placed) await rm(placed, { recursive: true, force: true });
  await plan.files?.store.deletePrefix(plan.files.to, '');
}

/** Whether the copy's project row exists: its rows and its task's end are one transaction. */
export async function copyCommitted(db: Kysely<Database>, uid: string): Promise<boolean> {
  return Boolean(await db.selectFrom('projects').select('id').where('uid', '=', uid).executeTakeFirst());
}

/** What a copy that never committed made: its project's folder, and its keys in the shared store. */
export async function removeCopyTarget(deps: ProjectTaskDeps, task: ProjectTaskRow): Promise<void> {
  await deps.blobs.removeProjectDir(task.target_region, task.target_uid);
  await sharedFiles(deps)?.deletePrefix({ region: task.target_region, uid: task.target_uid }, '');
}
