import type { Distribution, DistributionState, PublishTask, PublishTaskStatus } from '@reelforge/model';
import { LEGACY_REGION, canPublish, isPublishTarget, regionFullname } from '@reelforge/model';
import { REGIONS } from '../config/regions.ts';
import { scrubPaths } from '../render/failure.ts';
import type { DistributionRow } from '../projects/distribution-store.ts';
import type { Clock } from '../lib/clock.ts';
import { newUid } from '../lib/secrets.ts';

/** An ended task is still answered this long, for a console polling it late. */
export const KEEP_ENDED_MS = 10 * 60 * 1000;

/** One copy of a project to a region, as this process runs it. */
export interface RunningTask {
  readonly id: string;
  readonly ownerId: number;
  readonly projectId: number;
  readonly prjuid: string;
  readonly region: string;
  status: PublishTaskStatus;
  message?: string;
  /** Content files copied so far, of `total` once they have been listed. */
  done: number;
  total?: number;
  readonly controller: AbortController;
  /** Settles when the task has ended, whatever the outcome. */
  finished: Promise<void>;
  endedAt?: number;
}

export interface NewTask {
  ownerId: number;
  projectId: number;
  prjuid: string;
  region: string;
}

/**
 * Publish tasks in memory: by id for the console's polling, and the one running per
 * project and region, so publishing again while a copy runs joins it rather than
 * starting a second. What outlives the process is the distribution's state in the
 * database, not the task.
 */
export class PublishTasks {
  private readonly byId = new Map<string, RunningTask>();
  private readonly running = new Map<string, RunningTask>();

  constructor(private readonly now: Clock) {}

  /** The task running for this project and region, if any. */
  runningFor(projectId: number, region: string): RunningTask | undefined {
    return this.running.get(keyOf(projectId, region));
  }

  /** Registers a task as running (call runningFor first: one per project and region). */
  add(fields: NewTask, id = newUid()): RunningTask {
    this.prune();
    const task: RunningTask = {
      ...fields,
      id,
      status: 'pending',
      done: 0,
      controller: new AbortController(),
      finished: Promise.resolve(),
    };
    this.byId.set(task.id, task);
    this.running.set(keyOf(task.projectId, task.region), task);
    return task;
  }

  end(task: RunningTask, status: 'done' | 'error', message?: string): void {
    task.status = status;
    if (message !== undefined) task.message = message;
    task.endedAt = this.now();
    const key = keyOf(task.projectId, task.region);
    if (this.running.get(key) === task) this.running.delete(key);
  }

  /** The caller's task of this project, or undefined (anyone else's too). */
  find(id: string, ownerId: number, prjuid: string): RunningTask | undefined {
    this.prune();
    const task = this.byId.get(id);
    return task && task.ownerId === ownerId && task.prjuid === prjuid ? task : undefined;
  }

  all(): RunningTask[] {
    return [...this.running.values()];
  }

  private prune(): void {
    const cutoff = this.now() - KEEP_ENDED_MS;
    for (const [id, task] of this.byId) if (task.endedAt !== undefined && task.endedAt < cutoff) this.byId.delete(id);
  }
}

export function view(task: RunningTask): PublishTask {
  return {
    task_id: task.id,
    status: task.status,
    done: task.done,
    ...(task.total !== undefined ? { total: task.total } : {}),
    ...(task.message !== undefined ? { Message: task.message } : {}),
  };
}

const keyOf = (projectId: number, region: string) => `${projectId}/${region}`;

export function toDistribution(row: DistributionRow, currentFingerprint: string): Distribution {
  return {
    name: row.region,
    fullname: regionFullname(row.region),
    state: row.state as DistributionState,
    dirty: row.fingerprint !== currentFingerprint,
    default: false,
    ...(row.published_at !== null ? { published: row.published_at } : {}),
    ...(row.state === 'FAILED' && row.message !== null ? { message: row.message } : {}),
  };
}

export const ended = (task: PublishTask) => task.status === 'done' || task.status === 'error';

export function reasonOf(signal: AbortSignal, fallback: string): string {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason.message : fallback;
}

export async function waitAtMost(done: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([done, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** Why `target` cannot take a copy of a project of `home`, or undefined when it can. */
export function publishTargetError(home: string, target: string): string | undefined {
  if (!canPublish(home)) return `Publishing is disallowed for a project in ${home}`;
  if (isPublishTarget(REGIONS, home, target)) return undefined;
  if (target === home) return `The project lives in ${home}: that is its default distribution`;
  if (target === LEGACY_REGION) return `Projects cannot be published to ${LEGACY_REGION}`;
  const choices = Object.keys(REGIONS).filter((region) => isPublishTarget(REGIONS, home, region));
  return `Unknown region "${target}": publish to ${choices.join(' or ') || 'no other region'}`;
}

/** The message of a copy whose workers kept dying (its job stalled out, project-copy/task-queue.ts). */
export const publishStalled = (region: string) =>
  `The worker publishing to ${region} stopped before it was done; publish again.`;

/** A failed copy as the person reads it: a file system error's first part, without the data folder's paths. */
export function publishFailure(region: string, error: unknown, dataDir: string): string {
  let detail = error instanceof Error ? error.message : '';
  // A file system error says what went wrong first, then the paths involved: ours to keep.
  if ((error as NodeJS.ErrnoException).code) detail = detail.split(', ')[0] ?? '';
  detail = scrubPaths(detail, dataDir);
  return `Publishing to ${region} failed${detail ? `: ${detail}` : ''}`;
}
