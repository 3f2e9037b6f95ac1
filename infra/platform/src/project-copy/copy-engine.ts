import { COPY_CONCURRENCY, copyProgress, projectCopyName, type CopyItemStatus } from '@reelforge/model';
import type { CopyItem, CopyTask } from '@reelforge/contract';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { REGIONS } from '../config/regions.ts';
import { badRequest } from '../lib/http-errors.ts';
import { newUid } from '../lib/secrets.ts';
import { allSettledOrThrow } from '../lib/all-settled.ts';
import { Semaphore } from '../lib/semaphore.ts';
import { toProject, validateProjectName, type ProjectRef } from '../projects/project-service.ts';
import { commitCopy } from './copy-commit.ts';
import { copyItem, makeStaging, type SharedFiles } from './copy-items.ts';
import type { ProjectPlace } from '../project-files/project-file-store.ts';
import { planItems, readSource, type CopySource, type PlannedItem } from './copy-source.ts';
import { failureText, isoNow, sharedFiles, stagingName, stagingPath, type ProjectTaskDeps } from './task-steps.ts';
import { handedBack, stopTasks, type CopyJob, type ProjectTaskRunner, type RunHere } from './task-queue.ts';
import type { ProjectTaskRow } from './task-store.ts';
import { ProgressLine } from '../shared-state/progress-store.ts';

export const COPY_INTERRUPTED =
  'The copy was interrupted before it was complete; nothing of it was kept. Copy the project again.';
/** The message of a copy whose workers kept dying (its job stalled out). */
export const COPY_STALLED =
  'The worker making the copy stopped before it was done; nothing of it was kept. Copy the project again.';

/** What to copy where: the source and target owners are the same for a user's own copy; the admin tool names two. */
export interface CopyRequest {
  sourceOwnerId: number;
  source: ProjectRef;
  targetOwnerId: number;
  region: string;
  name?: string | undefined;
}

/** A running copy's items outlive a dead process this long after the last one changed. */
const KEEP_RUNNING_MS = 6 * 60 * 60 * 1000;

interface RunningCopy {
  id: string;
  items: CopyItem[];
  /** The items as other api processes read them while it runs. */
  line: ProgressLine | undefined;
  controller: AbortController;
  finished: Promise<void>;
}

/**
 * Copies a project to a region (docs/reference.md §4): the project's creation, then its assets
 * and datasources 4 at a time, its app data, compdata, compositions and movies, ids remapped.
 * Files are cloned on disk into a folder beside the target region's projects; the rows land
 * in one transaction at the end, so the copy is listed only once it is complete.
 */
export class CopyEngine {
  private readonly running = new Map<string, RunningCopy>();
  private stopped = false;
  /** Where copies run: undefined in this process (the embedded mode), else a worker's (task-queue.ts). */
  runner: ProjectTaskRunner | undefined;
  /** A worker process: at a stop, running copies are handed back to the queue rather than ended. */
  handBack = false;

  constructor(private readonly deps: ProjectTaskDeps) {}

  async start(request: CopyRequest): Promise<CopyTask> {
    const { db, tasks } = this.deps;
    const region = request.region.trim();
    if (!REGIONS[region]?.enabled) {
      const choices = Object.keys(REGIONS).filter((name) => REGIONS[name]?.enabled);
      throw badRequest(`Unknown region "${region}": copy to ${choices.join(' or ')}`);
    }
    const row = await db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', request.source.id)
      .where('owner_id', '=', request.sourceOwnerId)
      .executeTakeFirst();
    if (!row) throw badRequest('The project to copy is gone');
    const name = validateProjectName(request.name ?? projectCopyName(row.name));
    const busy = await tasks.runningOn(row.uid);
    if (busy?.kind === 'migrate')
      throw badRequest(`Project ${row.uid} is being migrated: copy it once the migration ended`);

    const id = newUid();
    const uid = newUid();
    // The items as the console first reads them; the run reads its source again (on a worker, from the row).
    const planned = planItems(
      await readSource(
        db,
        row,
        request.source.dir,
        uid,
        this.hasAppData({ region: request.source.region, uid: row.uid }),
      ),
      name,
    );
    const items: CopyItem[] = planned.map((item) => ({ kind: item.kind, name: item.name, status: 'pending' }));
    await tasks.insert({
      id,
      kind: 'copy',
      owner_id: request.targetOwnerId,
      source_uid: row.uid,
      source_region: row.region,
      target_region: region,
      target_uid: uid,
      status: 'running',
      detail: JSON.stringify(items),
      staging: stagingName('copy', id),
      created_at: isoNow(this.deps.now),
    });
    const job: CopyJob = {
      kind: 'copy',
      id,
      sourceOwnerId: request.sourceOwnerId,
      sourceId: row.id,
      sourceRegion: request.source.region,
      name,
    };
    try {
      if (this.runner) await this.runner.run(job);
      else await this.here(job);
    } catch (error) {
      await tasks.end(id, {
        status: 'error',
        message: 'The copy could not start; copy the project again.',
        ended_at: isoNow(this.deps.now),
      });
      throw error;
    }
    return viewOf(id, 'running', region, items);
  }

  /**
   * Runs the copy from its row in this process (a worker's job, or the start here); what an
   * earlier run left (a worker that died) is removed first and the copy made again, under
   * the same project uid. Resolves with its end, or undefined when it had ended.
   */
  readonly here: RunHere<CopyJob> = async (job) => {
    const live = this.running.get(job.id);
    if (live) return live;
    const { db, tasks, blobs } = this.deps;
    const task = await tasks.find(job.id);
    if (this.stopped) throw new Error(COPY_INTERRUPTED);
    if (task?.status !== 'running') return undefined;
    const staging = stagingPath(blobs, task);
    await rm(staging, { recursive: true, force: true });
    if (!(await this.committed(task.target_uid))) await this.removeTarget(task);
    const row = await db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', job.sourceId)
      .where('owner_id', '=', job.sourceOwnerId)
      .executeTakeFirst();
    if (!row) {
      await tasks.end(job.id, {
        status: 'error',
        message: 'The project to copy is gone',
        ended_at: isoNow(this.deps.now),
      });
      return undefined;
    }
    const from = { region: job.sourceRegion, uid: row.uid };
    const source = await readSource(
      db,
      row,
      blobs.projectDir(job.sourceRegion, row.uid),
      task.target_uid,
      this.hasAppData(from),
    );
    const planned = planItems(source, job.name);
    const items: CopyItem[] = planned.map((item) => ({ kind: item.kind, name: item.name, status: 'pending' }));
    const progress = this.deps.progress;
    const line =
      progress && new ProgressLine(progress, { kind: 'copy', ownerId: task.owner_id, id: job.id }, KEEP_RUNNING_MS);
    const copy: RunningCopy = {
      id: job.id,
      items,
      line,
      controller: new AbortController(),
      finished: Promise.resolve(),
    };
    this.running.set(job.id, copy);
    line?.set({ items });
    const store = sharedFiles(this.deps);
    const files = store && { store, from, to: { region: task.target_region, uid: task.target_uid } };
    const plan = {
      source,
      planned,
      uid: task.target_uid,
      region: task.target_region,
      name: job.name,
      staging,
      ownerId: task.owner_id,
      files,
    };
    copy.finished = this.run(copy, plan).finally(async () => {
      this.running.delete(job.id);
      // Its row has the items now: the told ones are kept only for a read that began before.
      await line?.end({ items }, 60_000);
    });
    return copy;
  };

  /** The caller's copy task, live while this process runs it, else as it was recorded. */
  async task(ownerId: number, id: string): Promise<CopyTask | undefined> {
    const row = await this.deps.tasks.findOwned(ownerId, 'copy', id);
    if (!row) return undefined;
    const live = this.running.get(id);
    if (live) return viewOf(id, 'running', row.target_region, live.items);
    // Running in another api process: its items as it last told them.
    const told =
      row.status === 'running'
        ? await this.deps.progress?.get<{ items: CopyItem[] }>({ kind: 'copy', ownerId, id })
        : undefined;
    if (told) return viewOf(id, 'running', row.target_region, told.items);
    return this.recorded(row);
  }

  /** At start: copies a stopped process left unfinished are removed, folder and all; their tasks read as interrupted. */
  async recover(): Promise<void> {
    for (const row of (await this.deps.tasks.unfinished()).filter((task) => task.kind === 'copy'))
      await this.undo(row, COPY_INTERRUPTED);
  }

  /** A copy whose job stalled out (task-queue.ts): removed as at a start, its task an error. */
  async abandon(id: string): Promise<void> {
    const row = await this.deps.tasks.find(id);
    if (row?.kind === 'copy' && row.status !== 'done' && row.status !== 'error') await this.undo(row, COPY_STALLED);
  }

  private async undo(row: ProjectTaskRow, message: string): Promise<void> {
    await rm(stagingPath(this.deps.blobs, row), { recursive: true, force: true });
    // The rows and the task's end are one transaction: no row means the copy never committed.
    if (!(await this.committed(row.target_uid))) await this.removeTarget(row);
    // Nothing of it was kept: no item reads as copied.
    const items = (JSON.parse(row.detail) as CopyItem[]).map((item) =>
      item.status === 'error' ? item : { ...item, status: 'error' as const, message },
    );
    await this.deps.tasks.update(row.id, {
      status: 'error',
      detail: JSON.stringify(items),
      message,
      ended_at: isoNow(this.deps.now),
    });
    this.deps.log.warn({ task: row.id }, 'a copy cut short by a stop was removed');
  }

  /** At shutdown: running copies stop and are removed. */
  async stop(): Promise<void> {
    this.stopped = true;
    await stopTasks([...this.running.values()], {
      handBack: this.handBack,
      reason: new Error(COPY_INTERRUPTED),
      kind: 'copy',
      log: this.deps.log,
    });
  }

  private async run(
    copy: RunningCopy,
    plan: {
      source: CopySource;
      planned: PlannedItem[];
      uid: string;
      region: string;
      name: string;
      staging: string;
      ownerId: number;
      files: SharedFiles | undefined;
    },
  ): Promise<void> {
    const { blobs, db, tasks, log } = this.deps;
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
      await this.deps.step?.({ task: 'copy', at: 'item' });
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
          set(index, 'error', failureText(error, this.deps.dataDir));
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
      await this.deps.step?.({ task: 'copy', at: 'placed' });
      signal.throwIfAborted();
      const failed = copy.items.filter((item) => item.status === 'error').length;
      await commitCopy(db, tasks, {
        source: plan.source,
        taskId: copy.id,
        ownerId: plan.ownerId,
        uid: plan.uid,
        region: plan.region,
        name: plan.name,
        at: isoNow(this.deps.now),
        copied,
        end: {
          status: failed ? 'error' : 'done',
          detail: JSON.stringify(copy.items),
          message: failed ? `${failed} of ${copy.items.length - 1} items could not be copied` : null,
        },
      });
    } catch (error) {
      const message = signal.aborted ? COPY_INTERRUPTED : `The copy failed: ${failureText(error, this.deps.dataDir)}`;
      if (!signal.aborted) log.error({ err: error, task: copy.id }, 'a copy failed');
      // What is left after a failed removal goes at the next run of the task, or at the next start.
      await this.removeUnfinished(plan, placed ? target : undefined).catch((failure: unknown) =>
        log.error({ err: failure, task: copy.id }, 'could not remove what a cut-short copy made'),
      );
      // Its row stays running: the worker that takes it back copies it again.
      if (handedBack(signal)) return;
      for (const [index, item] of copy.items.entries())
        if (item.status !== 'done' && item.status !== 'error') set(index, 'error', message);
      await tasks
        .end(copy.id, { status: 'error', detail: JSON.stringify(copy.items), message, ended_at: isoNow(this.deps.now) })
        .catch((failure: unknown) => log.error({ err: failure }, 'could not record a failed copy'));
    }
  }

  /** What an unfinished run made: its staging folder and, unless another run committed the copy, its placed folder and keys. */
  private async removeUnfinished(
    plan: { staging: string; uid: string; files: SharedFiles | undefined },
    placed: string | undefined,
  ): Promise<void> {
    await rm(plan.staging, { recursive: true, force: true });
    if (await this.committed(plan.uid)) return;
    if (placed) await rm(placed, { recursive: true, force: true });
    await plan.files?.store.deletePrefix(plan.files.to, '');
  }

  /** Whether the source has an app data file: in its folder (readSource's default), or a key of the shared store. */
  private hasAppData(place: ProjectPlace): ((name: string) => Promise<boolean>) | undefined {
    const store = sharedFiles(this.deps);
    return store && (async (name) => Boolean(await store.head(place, `appdata/${name}`)));
  }

  /** What a copy that never committed made: its project's folder, and its keys in the shared store. */
  private async removeTarget(task: ProjectTaskRow): Promise<void> {
    await this.deps.blobs.removeProjectDir(task.target_region, task.target_uid);
    await sharedFiles(this.deps)?.deletePrefix({ region: task.target_region, uid: task.target_uid }, '');
  }

  /** Whether the copy's project row exists: its rows and its task's end are one transaction. */
  private async committed(uid: string): Promise<boolean> {
    return Boolean(await this.deps.db.selectFrom('projects').select('id').where('uid', '=', uid).executeTakeFirst());
  }

  private async recorded(row: ProjectTaskRow): Promise<CopyTask> {
    const items = JSON.parse(row.detail) as CopyItem[];
    const project = await this.deps.db
      .selectFrom('projects')
      .selectAll()
      .where('uid', '=', row.target_uid)
      .executeTakeFirst();
    const view = viewOf(
      row.id,
      row.status === 'done' ? 'done' : row.status === 'error' ? 'error' : 'running',
      row.target_region,
      items,
    );
    return {
      ...view,
      ...(project ? { project: toProject(project) } : {}),
      ...(row.message ? { Message: row.message } : {}),
    };
  }
}

function viewOf(id: string, status: CopyTask['status'], region: string, items: CopyItem[]): CopyTask {
  return {
    task_id: id,
    status,
    region,
    progress: copyProgress(items).percent,
    items: items.map((item) => ({ ...item })),
  };
}
