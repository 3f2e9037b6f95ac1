import { constants } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { TEMPORARY } from '../project-files/blob-store.ts';
import { commitMigration, contentState, placeMigration, stagedProject } from './migration-journal.ts';
import { copyKeys, keysState, listKeys, removeOthers } from './shared-keys.ts';
import { handedBack } from './task-queue.ts';
import { failureText, isoNow, sharedFiles, stagingPath, type ProjectTaskDeps } from './task-steps.ts';
import type { ProjectTaskRow } from './task-store.ts';

export const migrationInterrupted = (region: string) =>
  `The migration was interrupted; the project is still in ${region}. Migrate it again.`;

/** After the commit: the files take their place (each step only if it was not done) and the task ends. */
export async function placeMigrated(deps: ProjectTaskDeps, task: ProjectTaskRow): Promise<void> {
  const removed = JSON.parse(task.detail) as string[];
  await placeMigration(deps.blobs, task, removed);
  const store = sharedFiles(deps);
  if (store) {
    const uid = task.source_uid;
    const from = { region: task.source_region, uid };
    if (task.phase !== 'placed') {
      // What a published copy at the target had that the project has not goes, while the source is whole to tell.
      await removeOthers(
        store,
        { region: task.target_region, uid },
        new Set((await listKeys(store, from)).map((object) => object.key)),
      );
      await deps.tasks.update(task.id, { phase: 'placed' });
    }
    await store.deletePrefix(from, '');
    for (const region of removed) if (region !== task.target_region) await store.deletePrefix({ region, uid }, '');
  }
  await deps.tasks.end(task.id, { status: 'done', ended_at: isoNow(deps.now) });
}

/**
 * Before the switch, with a shared store: the keys copied to the target go, unless the
 * project is published there (that copy's keys were the same files; it stays as published).
 */
export async function unstageMigration(deps: ProjectTaskDeps, task: ProjectTaskRow): Promise<void> {
  const store = sharedFiles(deps);
  if (!store) return;
  const project = await deps.db
    .selectFrom('projects')
    .select('id')
    .where('uid', '=', task.source_uid)
    .executeTakeFirst();
  const published =
    project &&
    (await deps.db
      .selectFrom('distributions')
      .select('region')
      .where('project_id', '=', project.id)
      .where('region', '=', task.target_region)
      .executeTakeFirst());
  if (!published) await store.deletePrefix({ region: task.target_region, uid: task.source_uid }, '');
}

/** The person's files as they are now: the folder's, and with a shared store the place's keys. */
async function filesState(deps: ProjectTaskDeps, dir: string, task: ProjectTaskRow): Promise<string> {
  const store = sharedFiles(deps);
  const keys = store ? await keysState(store, { region: task.source_region, uid: task.source_uid }) : '';
  return `${await contentState(dir)}|${keys}`;
}

/**
 * One run of a migration in this process: the files cloned beside the target's projects (and
 * the keys copied under the target's place), one transaction moving the rows, then the files
 * put in place. Before the commit a failure or a stop undoes the copy; a migration handed back
 * (a worker stopping) leaves its row as it was for the worker that takes it.
 */
export async function runMigration(
  deps: ProjectTaskDeps,
  task: ProjectTaskRow,
  dir: string,
  signal: AbortSignal,
): Promise<void> {
  const { tasks, log, db } = deps;
  let committed = false;
  try {
    await tasks.update(task.id, { status: 'copying' });
    const before = await filesState(deps, dir, task);
    await cp(dir, stagedProject(stagingPath(deps.blobs, task)), {
      recursive: true,
      mode: constants.COPYFILE_FICLONE,
      // Work in flight (uploads, conversions) is not part of the project.
      filter: (source) => path.basename(source) !== TEMPORARY || path.dirname(source) !== dir,
    });
    // With a shared store, the keys too: under the target's place, read by nobody before the switch.
    const store = sharedFiles(deps);
    if (store)
      await copyKeys(
        store,
        { region: task.source_region, uid: task.source_uid },
        { region: task.target_region, uid: task.source_uid },
        signal,
      );
    await deps.step?.({ task: 'migrate', at: 'copied' });
    // A file saved meanwhile would be left behind: the person migrates again rather than lose it.
    if ((await filesState(deps, dir, task)) !== before)
      throw new Error('the project changed while it was being copied; migrate it again');
    signal.throwIfAborted();
    const removed = await commitMigration(db, tasks, task);
    if (!removed) throw new Error('the project was deleted meanwhile');
    committed = true;
    await deps.step?.({ task: 'migrate', at: 'committed' });
    await placeMigrated(deps, { ...task, phase: 'committed', detail: JSON.stringify(removed) });
  } catch (error) {
    if (committed) {
      // The rows moved: the files are put in place at the next start (migration-journal.ts).
      log.error({ err: error, task: task.id }, 'a migrated project could not be put in place yet');
      return;
    }
    const message = signal.aborted
      ? migrationInterrupted(task.source_region)
      : `Migrating to ${task.target_region} failed: ${failureText(error, deps.dataDir)}`;
    if (!signal.aborted) log.error({ err: error, task: task.id }, 'a migration failed');
    await rm(stagingPath(deps.blobs, task), { recursive: true, force: true });
    await unstageMigration(deps, task).catch((failure: unknown) =>
      log.error({ err: failure, task: task.id }, 'could not remove the keys of a failed migration'),
    );
    // Its row stays as it was: the worker that takes it back migrates it again.
    if (handedBack(signal)) return;
    await tasks
      .end(task.id, { status: 'error', message, ended_at: isoNow(deps.now) })
      .catch((failure: unknown) => log.error({ err: failure }, 'could not record a failed migration'));
  }
}
