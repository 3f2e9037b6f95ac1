import { copyProgress, projectCopyName } from '@reelforge/model';
import type { CopyItem, CopyTask } from '@reelforge/contract';
import { rm } from 'node:fs/promises';
import { REGIONS } from '../config/regions.ts';
import { badRequest } from '../lib/http-errors.ts';
import { newUid } from '../lib/secrets.ts';
import { toProject, validateProjectName, type ProjectRef } from '../projects/project-service.ts';
import type { ProjectPlace } from '../project-files/project-file-store.ts';
import { ProgressLine } from '../shared-state/progress-store.ts';
import { COPY_INTERRUPTED, copyCommitted, removeCopyTarget, runCopy, type RunningCopy } from './copy-run.ts';
import { planItems, readSource } from './copy-source.ts';
import { isoNow, sharedFiles, stagingName, stagingPath } from './task-steps.ts';
import { TaskEngine } from './task-engine.ts';
import type { CopyJob, RunHere } from './task-queue.ts';
import type { ProjectTaskRow } from './task-store.ts';

export { COPY_INTERRUPTED };
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

/**
 * Copies a project to a region (docs/reference.md §4): the project's creation, then its assets
 * and datasources 4 at a time, its app data, compdata, compositions and movies, ids remapped.
 * Files are cloned on disk into a folder beside the target region's projects; the rows land
 * in one transaction at the end, so the copy is listed only once it is complete.
 */
export class CopyEngine extends TaskEngine<CopyJob, RunningCopy> {
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
    await this.handOver(job, 'The copy could not start; copy the project again.');
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
    if (!(await copyCommitted(db, task.target_uid))) await removeCopyTarget(this.deps, task);
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
    copy.finished = runCopy(this.deps, copy, plan).finally(async () => {
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

  /** At start: copies a stopped process left unfinished are removed, folder and all; their tasks read interrupted. */
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
    if (!(await copyCommitted(this.deps.db, row.target_uid))) await removeCopyTarget(this.deps, row);
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
  stop(): Promise<void> {
    return this.stopRunning('copy', new Error(COPY_INTERRUPTED));
  }

  /** Whether the source has an app data file: in its folder (readSource's default), or a key of the shared store. */
  private hasAppData(place: ProjectPlace): ((name: string) => Promise<boolean>) | undefined {
    const store = sharedFiles(this.deps);
    return store && (async (name) => Boolean(await store.head(place, `appdata/${name}`)));
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
