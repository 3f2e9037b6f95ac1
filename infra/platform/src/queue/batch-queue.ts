import type { BatchTask } from '@reelforge/model';

/** A task, or its stored JSON text already made (a batch upload read on a body worker, bodies/batch-tasks-body.ts). */
export type TaskToStore = BatchTask | string;

/** The text a task is stored as. */
export const storedTask = (task: TaskToStore): string => (typeof task === 'string' ? task : JSON.stringify(task));

/**
 * The batch queue: where uploaded tasks wait, are claimed by workers and end up done.
 * The batch logic (batch/) sees only this interface; the embedded default keeps tasks
 * in SQLite (sqlite-batch-queue.ts), and a BullMQ-on-Redis adapter can replace it for
 * scale-out (see README.md beside this file).
 *
 * Delivery is at least once: a task whose worker died is handed out again. What makes
 * the result exactly once is that complete() and fail() record the result under the
 * task's (queue, seq) key: a second record of the same task is no second row.
 */
export interface BatchQueue {
  /**
   * Adds tasks held until release(), numbered from `firstSeq` in the given order (the
   * caller reserves the numbers). One chunk goes in whole or not at all.
   */
  enqueue(queueId: string, firstSeq: number, tasks: readonly TaskToStore[]): Promise<void>;
  /** The queue's held tasks become claimable (the run started). */
  release(queueId: string): Promise<void>;
  /** The oldest claimable task of any released queue, now running; undefined when none. */
  claim(): Promise<ClaimedTask | undefined>;
  /**
   * The task succeeded: its result is recorded with the task's end, atomically. False when
   * the task is no longer this claim's (cancelled, removed, or handed to another worker).
   */
  complete(task: ClaimedTask, result: TaskSuccess): Promise<boolean>;
  /** The task failed for good: like complete(), with the error as its result. */
  fail(task: ClaimedTask, result: TaskFailure): Promise<boolean>;
  /** A claimed task moves on to another phase (its render is done: it is delivering). */
  enter(task: ClaimedTask, phase: TaskPhase): Promise<void>;
  /** Gives a claimed task back unfinished (the worker is shutting down). */
  requeue(task: ClaimedTask): Promise<void>;
  /** No task of the queue starts any more; running ones are no longer anyone's. */
  cancel(queueId: string): Promise<void>;
  counts(queueId: string): Promise<TaskCounts>;
  /** The queue's tasks in upload order from `offset`, at most `limit`, each with where it stands. */
  rows(queueId: string, offset: number, limit: number): Promise<TaskRow[]>;
  /** Whether any task of the queue is still held, queued or running (cheap: asked after every task). */
  pending(queueId: string): Promise<boolean>;
  /** At start: tasks left running by a process that died are claimable again. Returns how many. */
  recover(): Promise<number>;
  /** Forgets the queue's tasks. */
  remove(queueId: string): Promise<void>;
  /**
   * The worker pool is done with a claim, whatever came of it (ended, given back, or left
   * because its run is gone or was cancelled): an adapter holding something per claim lets go.
   */
  finished?(task: ClaimedTask): void;
  /** A queue shared by several processes tells this one what happened elsewhere (see QueueEvents). */
  watch?(events: QueueEvents): void;
  /** Stops claiming and closes connections; tasks claimed but not started go back. */
  close?(): Promise<void>;
}

/** What a queue shared by several processes reports to the worker pool of this one. */
export interface QueueEvents {
  /** A task can be claimed now (idle workers look at once). */
  claimable(): void;
  /** A queue was cancelled in some process: its tasks running here are aborted. */
  cancelled(queueId: string): void;
}

export interface ClaimedTask {
  /** The adapter's handle of this claim. */
  id: string;
  queueId: string;
  seq: number;
  task: BatchTask;
  /** 1 on the first claim; more after a crash or shutdown handed it out again. */
  attempts: number;
}

export interface TaskSuccess {
  url: string;
  durationMs: number;
}

export interface TaskFailure {
  error: string;
  durationMs: number;
}

/** What a running task is doing past its render. */
export type TaskPhase = 'delivering';

/** Where one task stands: waiting (held or queued), rendering, delivering, or ended. */
export type TaskRowState = 'queued' | 'rendering' | 'delivering' | 'done' | 'failed' | 'cancelled';

export interface TaskRow {
  seq: number;
  record: number;
  key: string;
  state: TaskRowState;
}

export interface TaskCounts {
  total: number;
  /** uploaded, run not started */
  held: number;
  queued: number;
  /** rendering or delivering */
  running: number;
  /** of the running ones, those delivering their result */
  delivering: number;
  ok: number;
  failed: number;
  cancelled: number;
}
