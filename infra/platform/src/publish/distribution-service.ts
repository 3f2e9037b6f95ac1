import { defaultDistribution, type Distribution, type DistributionState, type PublishTask } from '@reelforge/model';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { badRequest } from '../lib/http-errors.ts';
import type { DistributionRepository, DistributionRow } from '../projects/distribution-store.ts';
import type { BlobStore } from '../project-files/blob-store.ts';
import { contentFingerprint } from '../projects/project-content.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import type { ProjectFileStore } from '../project-files/project-file-store.ts';
import { keysFingerprint } from './published-generations.ts';
import { copyPublished, INTERRUPTED, REMOVED, type PublishCopyHooks } from './publish-copy.ts';
import { KEEP_ENDED_MS, publishTargetError, PublishTasks, toDistribution, view, waitAtMost } from './publish-tasks.ts';
import type { RunningTask } from './publish-tasks.ts';
import { stopTasks, type ProjectTaskRunner, type PublishJob, type RunHere } from '../project-copy/task-queue.ts';
import { ProgressLine, type ProgressStore } from '../shared-state/progress-store.ts';
import { KEEP_RUNNING_MS, QueuedPublishes, type SharedTask } from './queued-publishes.ts';

export { INTERRUPTED };

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
  /** Where copies run (project-copy/task-queue.ts): a worker process's (an api process with Redis), else here. */
  runner?: ProjectTaskRunner | undefined;
  /** A worker process: at a stop, running copies are handed back to the queue rather than failed. */
  handBack?: boolean | undefined;
  /** The projects' files: when shared (a bucket), a copy is a generation of keys (published-generations.ts). */
  files?: ProjectFileStore | undefined;
}

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
  /** Copies other processes run, read from the progress store. */
  private readonly elsewhere: QueuedPublishes;
  /** What a copy run here tells and asks of this service as it goes. */
  private readonly hooks: PublishCopyHooks = {
    told: (task) => this.told(task),
    wanted: async (task) => !this.watched.has(task.id) || this.stillPublishing(task),
    end: (task, status, message) => this.end(task, status, message),
    handedBack: (task) => this.tasks.end(task, 'error', INTERRUPTED),
  };

  constructor(private readonly deps: DistributionServiceDeps) {
    this.tasks = new PublishTasks(deps.now);
    this.elsewhere = new QueuedPublishes({ ...deps, blockMs: deps.blockMs ?? BLOCK_MS });
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
    if (this.deps.runner) return this.elsewhere.publish(this.deps.runner, ownerId, project, target, this.isoNow());
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
    task.finished = copyPublished(this.deps, task, project, this.hooks);
    return view(task);
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
    task.finished = copyPublished(
      this.deps,
      task,
      {
        id: job.projectId,
        uid: job.prjuid,
        region: job.home,
        dir: this.deps.blobs.projectDir(job.home, job.prjuid),
      },
      this.hooks,
    ).finally(() => this.watched.delete(task.id));
    return task;
  };

  /** The caller's task of this project; with `block`, once it ended or the wait is over. */
  async task(ownerId: number, prjuid: string, taskId: string, block: boolean): Promise<PublishTask | undefined> {
    const task = this.tasks.find(taskId, ownerId, prjuid);
    if (!task) return this.elsewhere.read(ownerId, prjuid, taskId, block);
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

  /** A queued copy whose job stalled out (task-queue.ts): its distribution fails, its task an error wherever asked. */
  abandon(job: PublishJob): Promise<void> {
    return this.elsewhere.abandon(job);
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
      handBack: this.deps.handBack === true,
      reason: new Error(INTERRUPTED),
      kind: 'publish',
      log: this.deps.log,
    });
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

  private isoNow(): string {
    return new Date(this.deps.now()).toISOString();
  }
}
