import { rm } from 'node:fs/promises';
import { defaultDistribution, type Distribution, type DistributionState, type PublishTask } from '@reelforge/model';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { badRequest } from '../lib/http-errors.ts';
import type { DistributionRepository, DistributionRow } from '../projects/distribution-store.ts';
import type { BlobStore } from '../project-files/blob-store.ts';
import {
  contentFingerprint,
  copyContent,
  fingerprintOf,
  listContent,
  swapContent,
} from '../projects/project-content.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import type { ProjectFileStore } from '../project-files/project-file-store.ts';
import { copyGeneration, dropGeneration, keysFingerprint, pruneGenerations } from './published-generations.ts';
import {
  ended,
  KEEP_ENDED_MS,
  publishFailure,
  publishStalled,
  publishTargetError,
  PublishTasks,
  reasonOf,
  toDistribution,
  view,
  waitAtMost,
  type RunningTask,
} from './publish-tasks.ts';
import { newUid } from '../lib/secrets.ts';
import {
  handedBack,
  stopTasks,
  type ProjectTaskRunner,
  type PublishJob,
  type RunHere,
} from '../project-copy/task-queue.ts';
import { ProgressLine, type ProgressStore } from '../shared-state/progress-store.ts';

/** The message of a copy this process did not finish (it stopped, or died). */
export const INTERRUPTED = 'Publishing was interrupted; publish again.';
const REMOVED = 'The distribution was removed while it was being published.';

/** How long a blocking task read waits for the task to end. */
export const BLOCK_MS = 10_000;

export interface DistributionServiceDeps {
  repo: DistributionRepository;
  blobs: BlobStore;
  now: Clock;
  log: FastifyBaseLogger;
  /** Paths under it are not shown in task messages. */
  dataDir: string;
  blockMs?: number;
  /** Awaited after each file a copy has made (see AppOptions.publishFileCopied). */
  fileCopied?: ((done: number, total: number) => Promise<void>) | undefined;
  /** Where each task's progress is told, for the api process the console polls (shared-state/README.md). */
  progress: ProgressStore;
  /** No other process shares the data: a PUBLISHING row no task here runs was cut short. */
  alone: boolean;
  /** The projects' files: when shared (a bucket), a copy is a generation of keys (published-generations.ts). */
  files?: ProjectFileStore | undefined;
}

/** A task as the progress store keeps it: its view and the project it copies. */
interface SharedTask {
  prjuid: string;
  task: PublishTask;
}
/** A running task's entry outlives a dead process this long after its last file. */
const KEEP_RUNNING_MS = 6 * 60 * 60 * 1000;
/** How often a blocking read of another process's task looks again. */
const POLL_MS = 200;
/** How often a worker's copy reads whether its distribution is still wanted. */
const ROW_READ_MS = 500;

/**
 * Publishing projects to other regions (docs/reference.md §4): the distributions of a project, and the
 * tasks copying its content folders to a region's blobs. A copy is made aside and swapped
 * in, and the distribution is PUBLISHED only once all of it is there.
 */
export class DistributionService {
  private readonly tasks: PublishTasks;
  private readonly lines = new Map<string, ProgressLine>();
  /** Copies run for the queue, whose distribution row is read as they go, and when it was last read. */
  private readonly watched = new Set<string>();
  private readonly lastRead = new Map<string, number>();
  private stopped = false;
  /** Where copies run: undefined in this process (the embedded mode), else a worker's (project-copy/task-queue.ts). */
  runner: ProjectTaskRunner | undefined;
  /** A worker process: at a stop, running copies are handed back to the queue rather than failed. */
  handBack = false;

  constructor(private readonly deps: DistributionServiceDeps) {
    this.tasks = new PublishTasks(deps.now);
  }

  /** The default distribution first, then the others by name; `dirty` when the project changed since their copy. */
  async list(project: ProjectRef): Promise<Distribution[]> {
    const rows = await Promise.all((await this.deps.repo.list(project.id)).map((row) => this.settled(row)));
    const current = rows.length > 0 ? await this.fingerprint(project) : '';
    return [defaultDistribution(project.region), ...rows.map((row) => toDistribution(row, current))];
  }

  /** Starts copying the project to `target` (again, for a published one); a copy already running is joined. */
  async publish(ownerId: number, project: ProjectRef, target: string): Promise<PublishTask> {
    const problem = publishTargetError(project.region, target);
    if (problem) throw badRequest(problem);
    const running = this.tasks.runningFor(project.id, target);
    if (running) return view(running);
    if (this.runner) return this.queue(this.runner, ownerId, project, target);
    const task = this.tasks.add({ ownerId, projectId: project.id, prjuid: project.uid, region: target });
    const line = new ProgressLine(this.deps.progress, { kind: 'publish', ownerId, id: task.id }, KEEP_RUNNING_MS);
    this.lines.set(task.id, line);
    this.told(task);
    try {
      await this.deps.repo.begin(project.id, target, this.isoNow());
    } catch (error) {
      await this.end(task, 'error', `Publishing to ${target} could not start`);
      throw error;
    }
    task.finished = this.copy(task, project);
    return view(task);
  }

  /** An api process with a worker queue: the distribution is PUBLISHING and the copy a job; its first progress is told here. */
  private async queue(
    runner: ProjectTaskRunner,
    ownerId: number,
    project: ProjectRef,
    target: string,
  ): Promise<PublishTask> {
    const job: PublishJob = {
      kind: 'publish',
      id: newUid(),
      ownerId,
      projectId: project.id,
      prjuid: project.uid,
      home: project.region,
      region: target,
    };
    const task: PublishTask = { task_id: job.id, status: 'pending', done: 0 };
    const key = { kind: 'publish' as const, ownerId, id: job.id };
    await this.deps.progress.put(key, { task, prjuid: project.uid } satisfies SharedTask, KEEP_RUNNING_MS);
    await this.deps.repo.begin(project.id, target, this.isoNow());
    try {
      const id = await runner.run(job);
      // Joined: the copy already queued or running for this project and region.
      if (id !== job.id) return (await this.elsewhere(ownerId, project.uid, id, false)) ?? { ...task, task_id: id };
    } catch (error) {
      await this.deps.repo.fail(project.id, target, `Publishing to ${target} could not start`);
      await this.deps.progress.put(
        key,
        {
          task: { ...task, status: 'error', Message: `Publishing to ${target} could not start` },
          prjuid: project.uid,
        } satisfies SharedTask,
        KEEP_ENDED_MS,
      );
      throw error;
    }
    return task;
  }

  /**
   * Runs a queued copy in this (worker) process while its distribution is still PUBLISHING;
   * it is started again from its first file when an earlier worker died. The row is read as
   * it goes: removed meanwhile (depublished on any api process), the copy stops.
   */
  readonly here: RunHere<PublishJob> = async (job) => {
    const live = this.tasks.runningFor(job.projectId, job.region);
    if (live) return live;
    if (this.stopped) throw new Error(INTERRUPTED);
    const row = await this.deps.repo.find(job.projectId, job.region);
    if (row?.state !== ('PUBLISHING' satisfies DistributionState)) return undefined;
    // A worker that died copying it left its staging folder: this copy starts afresh.
    await this.deps.blobs.removeStaging(job.region, job.prjuid);
    const task = this.tasks.add(
      { ownerId: job.ownerId, projectId: job.projectId, prjuid: job.prjuid, region: job.region },
      job.id,
    );
    this.lines.set(
      task.id,
      new ProgressLine(this.deps.progress, { kind: 'publish', ownerId: job.ownerId, id: task.id }, KEEP_RUNNING_MS),
    );
    this.told(task);
    this.watched.add(task.id);
    task.finished = this.copy(task, {
      id: job.projectId,
      uid: job.prjuid,
      region: job.home,
      dir: this.deps.blobs.projectDir(job.home, job.prjuid),
    }).finally(() => this.watched.delete(task.id));
    return task;
  };

  /** The caller's task of this project; with `block`, once it ended or the wait is over. */
  async task(ownerId: number, prjuid: string, taskId: string, block: boolean): Promise<PublishTask | undefined> {
    const task = this.tasks.find(taskId, ownerId, prjuid);
    if (!task) return this.elsewhere(ownerId, prjuid, taskId, block);
    if (block && task.endedAt === undefined) await waitAtMost(task.finished, this.deps.blockMs ?? BLOCK_MS);
    return view(task);
  }

  /** Removes the distribution and its copy (a copy still running is stopped first); false when there is none. */
  async depublish(project: ProjectRef, target: string): Promise<boolean> {
    if (target === project.region)
      throw badRequest(`The project lives in ${target}: its default distribution cannot be removed`);
    const running = this.tasks.runningFor(project.id, target);
    if (running) {
      running.controller.abort(new Error(REMOVED));
      await running.finished;
    }
    if (!(await this.deps.repo.delete(project.id, target))) return false;
    await this.deps.blobs.removeProjectDir(target, project.uid);
    if (this.deps.files?.shared) await this.deps.files.deletePrefix({ region: target, uid: project.uid }, '');
    return true;
  }

  /** A queued copy whose job stalled out (task-queue.ts): its distribution fails and its task reads as an error wherever it is asked. */
  async abandon(job: PublishJob): Promise<void> {
    if ((await this.deps.repo.find(job.projectId, job.region))?.state !== ('PUBLISHING' satisfies DistributionState))
      return;
    await this.deps.repo.fail(job.projectId, job.region, publishStalled(job.region));
    const key = { kind: 'publish' as const, ownerId: job.ownerId, id: job.id };
    const told = (await this.deps.progress.get<SharedTask>(key))?.task ?? { task_id: job.id, done: 0 };
    await this.deps.progress.put(
      key,
      {
        task: { ...told, status: 'error', Message: publishStalled(job.region) },
        prjuid: job.prjuid,
      } satisfies SharedTask,
      KEEP_ENDED_MS,
    );
  }

  /** At start: copies a stopped process left running failed, and their staging folders gone. */
  async recover(): Promise<void> {
    const interrupted = await this.deps.repo.failAllPublishing(INTERRUPTED);
    if (interrupted > 0)
      this.deps.log.warn({ distributions: interrupted }, 'publish tasks of an earlier process marked failed');
    await this.deps.blobs.sweepStaging();
  }

  /** At shutdown: running copies stop and read as interrupted. */
  async stop(): Promise<void> {
    this.stopped = true;
    await stopTasks(this.tasks.all(), {
      handBack: this.handBack,
      reason: new Error(INTERRUPTED),
      kind: 'publish',
      log: this.deps.log,
    });
  }

  private async copy(task: RunningTask, project: Pick<ProjectRef, 'id' | 'uid' | 'dir' | 'region'>): Promise<void> {
    const { repo, blobs, log } = this.deps;
    const signal = task.controller.signal;
    const staging = blobs.stagingDir(task.region, project.uid);
    const store = this.deps.files?.shared ? this.deps.files : undefined;
    const place = { region: task.region, uid: project.uid, generation: store && newUid() };
    let switched = false;
    // What the console shows while it waits: files copied of all there are.
    const progress = {
      total: (count: number) => {
        task.total = count;
        this.told(task);
      },
      copied: async (count: number) => {
        task.done = count;
        this.told(task);
        if (this.watched.has(task.id) && !(await this.stillPublishing(task))) task.controller.abort(new Error(REMOVED));
        await this.deps.fileCopied?.(count, task.total ?? count);
      },
    };
    try {
      // Stopped before it began (a shutdown or a depublish while the distribution was being recorded).
      signal.throwIfAborted();
      task.status = 'copying';
      const before = store && (await repo.find(project.id, task.region))?.generation;
      let fingerprint: string;
      if (store) {
        fingerprint = await copyGeneration(
          store,
          { region: project.region, uid: project.uid },
          place,
          signal,
          progress,
        );
      } else {
        const files = await listContent(project.dir);
        progress.total(files.length);
        await copyContent(project.dir, files, staging, signal, progress.copied);
        fingerprint = fingerprintOf(files);
      }
      signal.throwIfAborted();
      if (!store) await swapContent(staging, blobs.projectDir(task.region, project.uid));
      // With a bucket, readers switch to the new generation here, in one statement.
      if (!(await repo.succeed(project.id, task.region, fingerprint, this.isoNow(), place.generation))) {
        // The project or its distribution went meanwhile: leave no copy behind.
        if (!store) await blobs.removeProjectDir(task.region, project.uid);
        task.controller.abort(new Error(REMOVED));
        throw new Error(REMOVED);
      }
      switched = true;
      // The generation before stays for reads that began before the switch; older ones go.
      if (store) await pruneGenerations(store, place, [place.generation, before]);
      await this.end(task, 'done');
    } catch (error) {
      // A worker stopping hands the copy back: the distribution stays PUBLISHING for the next worker.
      if (handedBack(signal)) return this.tasks.end(task, 'error', INTERRUPTED);
      const message = signal.aborted
        ? reasonOf(signal, INTERRUPTED)
        : publishFailure(task.region, error, this.deps.dataDir);
      if (!signal.aborted) log.error({ err: error, prjuid: project.uid, region: task.region }, 'publishing failed');
      await repo
        .fail(project.id, task.region, message)
        .catch((failure: unknown) => log.error({ err: failure }, 'could not record a failed publish'));
      await this.end(task, 'error', message);
    } finally {
      await rm(staging, { recursive: true, force: true }).catch((error: unknown) =>
        log.warn({ err: error }, 'could not remove a publish staging folder'),
      );
      if (store && place.generation && !switched)
        await dropGeneration(store, place, place.generation).catch((error: unknown) =>
          log.warn({ err: error }, 'could not remove an unfinished published copy'),
        );
    }
  }

  /** Whether the distribution a worker copies is still wanted: PUBLISHING (read at most every half second). */
  private async stillPublishing(task: RunningTask): Promise<boolean> {
    const now = this.deps.now();
    if (now - (this.lastRead.get(task.id) ?? 0) < ROW_READ_MS) return true;
    this.lastRead.set(task.id, now);
    return (
      (await this.deps.repo.find(task.projectId, task.region))?.state === ('PUBLISHING' satisfies DistributionState)
    );
  }

  /** The fingerprint of the project's published content as it is now: its folders', or its keys' in a bucket. */
  private async fingerprint(project: ProjectRef): Promise<string> {
    const store = this.deps.files;
    return store?.shared
      ? keysFingerprint(store, { region: project.region, uid: project.uid })
      : contentFingerprint(project.dir);
  }

  /** A PUBLISHING row no task of this process runs is one a restart cut short. */
  private async settled(row: DistributionRow): Promise<DistributionRow> {
    if (row.state !== ('PUBLISHING' satisfies DistributionState) || this.tasks.runningFor(row.project_id, row.region))
      return row;
    // With other processes, the copy may be theirs: it stays PUBLISHING until it ends.
    if (!this.deps.alone) return row;
    await this.deps.repo.fail(row.project_id, row.region, INTERRUPTED);
    return { ...row, state: 'FAILED', message: INTERRUPTED };
  }

  /** The task's progress as the progress store keeps it. */
  private told(task: RunningTask): void {
    this.lines.get(task.id)?.set({ task: view(task), prjuid: task.prjuid } satisfies SharedTask);
  }

  private async end(task: RunningTask, status: 'done' | 'error', message?: string): Promise<void> {
    this.tasks.end(task, status, message);
    this.lastRead.delete(task.id);
    const line = this.lines.get(task.id);
    this.lines.delete(task.id);
    await line?.end({ task: view(task), prjuid: task.prjuid } satisfies SharedTask, KEEP_ENDED_MS);
  }

  /** The caller's task that another process runs (or ran), from the progress store. */
  private async elsewhere(
    ownerId: number,
    prjuid: string,
    taskId: string,
    block: boolean,
  ): Promise<PublishTask | undefined> {
    const key = { kind: 'publish' as const, ownerId, id: taskId };
    let shared = await this.deps.progress.get<SharedTask>(key);
    for (
      let waited = 0;
      block && shared && !ended(shared.task) && waited < (this.deps.blockMs ?? BLOCK_MS);
      waited += POLL_MS
    ) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      shared = await this.deps.progress.get<SharedTask>(key);
    }
    if (!shared || shared.prjuid !== prjuid) return undefined;
    return shared.task;
  }

  private isoNow(): string {
    return new Date(this.deps.now()).toISOString();
  }
}
