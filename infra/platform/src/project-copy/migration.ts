import { migrationTargetError } from '@reelforge/model';
import type { MigrateTask } from '@reelforge/contract';
import { rm } from 'node:fs/promises';
import { REGIONS } from '../config/regions.ts';
import { badRequest } from '../lib/http-errors.ts';
import { newUid } from '../lib/secrets.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import { migrationInterrupted, placeMigrated, runMigration, unstageMigration } from './migration-run.ts';
import { isoNow, stagingName, stagingPath } from './task-steps.ts';
import { TaskEngine, type RunningTask } from './task-engine.ts';
import type { MigrateJob, RunHere } from './task-queue.ts';
import type { ProjectTaskRow } from './task-store.ts';

/** Still running: a migration's `pending` and `copying`. */
const ENDED = ['done', 'error'];
/** The switch committed: `committed`, then `placed` once the target holds only the project's files (shared store). */
const AFTER_COMMIT = ['committed', 'placed'];
/** How long a call that waits for a migration run elsewhere reads its row, and how often. */
const WAIT_MS = 15 * 60 * 1000;
const POLL_MS = 200;

export { migrationInterrupted };
/** The message of a migration whose workers kept dying (its job stalled out) before its commit. */
export const migrationStalled = (region: string) =>
  `The worker migrating the project stopped before it was done; the project is still in ${region}. Migrate it again.`;

/**
 * Moves a project to another region (docs/reference.md §4, §7): its files are cloned beside the
 * target's projects, one transaction moves its rows, then the files take their place and the
 * source's go. A failure before the transaction leaves the project whole in its source; a
 * crash after it is finished at the next start (migration-journal.ts).
 */
export class MigrationEngine extends TaskEngine<MigrateJob, RunningTask> {
  async start(ownerId: number, project: ProjectRef, destination: string): Promise<MigrateTask> {
    const { tasks, db } = this.deps;
    const problem = migrationTargetError(REGIONS, project.region, destination);
    if (problem) throw badRequest(problem);
    const busy = await tasks.runningOn(project.uid);
    if (busy)
      throw badRequest(
        `Project ${project.uid} is being ${busy.kind === 'copy' ? 'copied' : 'migrated'}: migrate it once that ended`,
      );
    const publishing = await db
      .selectFrom('distributions')
      .select('region')
      .where('project_id', '=', project.id)
      .where('state', '=', 'PUBLISHING')
      .executeTakeFirst();
    if (publishing)
      throw badRequest(`Project ${project.uid} is being published to ${publishing.region}: migrate it once that ended`);

    const id = newUid();
    const row: ProjectTaskRow = {
      id,
      kind: 'migrate',
      owner_id: ownerId,
      source_uid: project.uid,
      source_region: project.region,
      target_region: destination,
      target_uid: project.uid,
      status: 'pending',
      phase: 'copying',
      detail: '[]',
      staging: stagingName('migrate', id),
      message: null,
      created_at: isoNow(this.deps.now),
      ended_at: null,
    };
    await tasks.insert(row);
    const job: MigrateJob = { kind: 'migrate', id };
    await this.handOver(job, migrationInterrupted(project.region));
    return viewOf(row);
  }

  /**
   * Runs the migration from its row in this process (a worker's job, or the start here). One
   * an earlier run left (a worker that died) is done again: before its commit from the copy
   * of the files, after it from putting them in place. Resolves with its end, or undefined.
   */
  readonly here: RunHere<MigrateJob> = async (job) => {
    const live = this.running.get(job.id);
    if (live) return live;
    const { tasks, db, blobs } = this.deps;
    const task = await tasks.find(job.id);
    if (this.stopped) throw new Error(migrationInterrupted(task?.source_region ?? ''));
    if (!task || ENDED.includes(task.status)) return undefined;
    const migration: RunningTask = { id: job.id, controller: new AbortController(), finished: Promise.resolve() };
    this.running.set(job.id, migration);
    const run = async () => {
      if (AFTER_COMMIT.includes(task.phase ?? '')) return placeMigrated(this.deps, task);
      await rm(stagingPath(blobs, task), { recursive: true, force: true });
      const project = await db
        .selectFrom('projects')
        .select('id')
        .where('uid', '=', task.source_uid)
        .where('region', '=', task.source_region)
        .executeTakeFirst();
      if (!project) {
        await tasks.end(task.id, {
          status: 'error',
          message: `Migrating to ${task.target_region} failed: the project was deleted meanwhile`,
          ended_at: isoNow(this.deps.now),
        });
        return;
      }
      await runMigration(
        this.deps,
        task,
        blobs.projectDir(task.source_region, task.source_uid),
        migration.controller.signal,
      );
    };
    migration.finished = run().finally(() => this.running.delete(job.id));
    return migration;
  };

  /** Why the project cannot be published now, or undefined: it is being migrated. */
  async publishRefusal(prjuid: string): Promise<string | undefined> {
    const busy = await this.deps.tasks.runningOn(prjuid);
    return busy?.kind === 'migrate'
      ? `Project ${prjuid} is being migrated to ${busy.target_region}: publish it once that ended`
      : undefined;
  }

  /** The caller's migration task of this project; with `wait`, once it ended. */
  async task(ownerId: number, prjuid: string, id: string, wait = false): Promise<MigrateTask | undefined> {
    if (wait) await this.running.get(id)?.finished;
    let row = await this.deps.tasks.findOwned(ownerId, 'migrate', id);
    // Run by a worker process: its row tells when it ended.
    for (let waited = 0; wait && row && !ENDED.includes(row.status) && waited < WAIT_MS; waited += POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      row = await this.deps.tasks.findOwned(ownerId, 'migrate', id);
    }
    return row && row.source_uid === prjuid ? viewOf(row) : undefined;
  }

  /** At start: a migration cut short before its commit is undone (the project stays at home); after it, finished. */
  async recover(): Promise<void> {
    for (const row of (await this.deps.tasks.unfinished()).filter((task) => task.kind === 'migrate'))
      await this.settle(row, migrationInterrupted(row.source_region));
  }

  /** A migration whose job stalled out (task-queue.ts): undone, or finished once committed, as at a start. */
  async abandon(id: string): Promise<void> {
    const row = await this.deps.tasks.find(id);
    if (row?.kind === 'migrate' && row.status !== 'done' && row.status !== 'error')
      await this.settle(row, migrationStalled(row.source_region));
  }

  private async settle(row: ProjectTaskRow, message: string): Promise<void> {
    const { tasks, log } = this.deps;
    if (AFTER_COMMIT.includes(row.phase ?? '')) {
      await placeMigrated(this.deps, row);
      log.warn({ task: row.id }, 'a migration cut short after its commit was finished');
    } else {
      await rm(stagingPath(this.deps.blobs, row), { recursive: true, force: true });
      await unstageMigration(this.deps, row);
      await tasks.update(row.id, { status: 'error', message, ended_at: isoNow(this.deps.now) });
      log.warn({ task: row.id }, 'a migration cut short before its commit was undone');
    }
  }

  /** At shutdown: migrations not committed yet stop (the project stays at home); committed ones finish. */
  stop(): Promise<void> {
    // A worker hands back those not committed yet; a committed one is finished first.
    return this.stopRunning('migrate', undefined);
  }
}

function viewOf(row: ProjectTaskRow): MigrateTask {
  const status = row.status as MigrateTask['status'];
  return {
    task_id: row.id,
    status,
    region: status === 'done' ? row.target_region : row.source_region,
    ...(row.message ? { Message: row.message } : {}),
  };
}
