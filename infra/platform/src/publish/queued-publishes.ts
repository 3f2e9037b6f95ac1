import type { DistributionState, PublishTask } from '@reelforge/model';
import { newUid } from '../lib/secrets.ts';
import type { DistributionRepository } from '../projects/distribution-store.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import type { ProjectTaskRunner, PublishJob } from '../project-copy/task-queue.ts';
import type { ProgressStore } from '../shared-state/progress-store.ts';
import { ended, KEEP_ENDED_MS, publishStalled } from './publish-tasks.ts';

/** A task as the progress store keeps it: its view and the project it copies. */
export interface SharedTask {
  prjuid: string;
  task: PublishTask;
}

/** A running task's entry outlives a dead process this long after its last file. */
export const KEEP_RUNNING_MS = 6 * 60 * 60 * 1000;
/** How often a blocking read of another process's task looks again. */
const POLL_MS = 200;

const keyOf = (ownerId: number, id: string) => ({ kind: 'publish' as const, ownerId, id });

/**
 * Publish copies another process runs: an api process with Redis hands its copies to a worker
 * process through the project task queue, and reads every task it does not run from the
 * progress store, where the process running it tells it as it goes.
 */
export class QueuedPublishes {
  constructor(
    private readonly deps: {
      repo: DistributionRepository;
      progress: ProgressStore;
      /** How long a blocking read waits for the task to end. */
      blockMs: number;
    },
  ) {}

  /** The distribution is PUBLISHING and the copy a job of the queue; its first progress is told here. */
  async publish(runner: ProjectTaskRunner, ownerId: number, project: ProjectRef, target: string, at: string) {
    const { repo, progress } = this.deps;
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
    const key = keyOf(ownerId, job.id);
    await progress.put(key, { task, prjuid: project.uid } satisfies SharedTask, KEEP_RUNNING_MS);
    await repo.begin(project.id, target, at);
    try {
      const id = await runner.run(job);
      // Joined: the copy already queued or running for this project and region.
      if (id !== job.id) return (await this.read(ownerId, project.uid, id, false)) ?? { ...task, task_id: id };
    } catch (error) {
      const message = `Publishing to ${target} could not start`;
      await repo.fail(project.id, target, message);
      const failed: SharedTask = { task: { ...task, status: 'error', Message: message }, prjuid: project.uid };
      await progress.put(key, failed, KEEP_ENDED_MS);
      throw error;
    }
    return task;
  }

  /** The caller's task that another process runs (or ran), from the progress store; with `block`, once it ended. */
  async read(ownerId: number, prjuid: string, taskId: string, block: boolean): Promise<PublishTask | undefined> {
    const key = keyOf(ownerId, taskId);
    let shared = await this.deps.progress.get<SharedTask>(key);
    for (let waited = 0; block && shared && !ended(shared.task) && waited < this.deps.blockMs; waited += POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      shared = await this.deps.progress.get<SharedTask>(key);
    }
    if (!shared || shared.prjuid !== prjuid) return undefined;
    return shared.task;
  }

  /** A queued copy whose job stalled out: its distribution fails and its task reads as an error wherever asked. */
  async abandon(job: PublishJob): Promise<void> {
    const { repo, progress } = this.deps;
    if ((await repo.find(job.projectId, job.region))?.state !== ('PUBLISHING' satisfies DistributionState)) return;
    await repo.fail(job.projectId, job.region, publishStalled(job.region));
    const key = keyOf(job.ownerId, job.id);
    const told = (await progress.get<SharedTask>(key))?.task ?? { task_id: job.id, done: 0 };
    const failed: SharedTask = {
      task: { ...told, status: 'error', Message: publishStalled(job.region) },
      prjuid: job.prjuid,
    };
    await progress.put(key, failed, KEEP_ENDED_MS);
  }
}
