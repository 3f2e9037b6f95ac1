import type { FastifyBaseLogger } from 'fastify';
import type { BatchQueue, ClaimedTask } from '../queue/batch-queue.ts';

/** Why a task's signal fired: its run was cancelled, or this process is stopping. */
export class TaskAbort extends Error {
  constructor(readonly why: 'cancelled' | 'shutdown') {
    super(why === 'cancelled' ? 'The run was cancelled' : 'The server is shutting down');
    this.name = 'TaskAbort';
  }
}

export type TaskExecutor = (task: ClaimedTask, signal: AbortSignal) => Promise<void>;

export interface WorkerPoolOptions {
  concurrency: number;
  /** How often an idle worker looks for work it was not woken for; default 1 s. */
  pollMs?: number;
  /** Extra stop condition (the render service shutting down ahead of us). */
  halted?: () => boolean;
}

interface Active {
  queueId: string;
  controller: AbortController;
  done: Promise<void>;
}

/**
 * The in-process worker pool: `concurrency` loops, each claiming one task at a time from
 * the queue and running it. Idle loops sleep until woken (a run started) or the poll
 * interval passes. Each running task has an abort signal: cancel() fires it for one
 * queue, stop() for all.
 */
export class WorkerPool {
  private readonly loops: Promise<void>[] = [];
  private readonly active = new Map<string, Active>();
  private wakers: Array<() => void> = [];
  private stopping = false;

  constructor(
    private readonly queue: BatchQueue,
    private readonly execute: TaskExecutor,
    private readonly options: WorkerPoolOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    for (let i = 0; i < Math.max(1, this.options.concurrency); i++) this.loops.push(this.loop());
  }

  /** Idle workers look for work now. */
  wake(): void {
    const wakers = this.wakers;
    this.wakers = [];
    for (const wake of wakers) wake();
  }

  /** Aborts the tasks of a queue running here; resolves once they have ended. */
  async cancel(queueId: string): Promise<void> {
    const ending: Promise<void>[] = [];
    for (const task of this.active.values()) {
      if (task.queueId !== queueId) continue;
      task.controller.abort(new TaskAbort('cancelled'));
      ending.push(task.done);
    }
    await Promise.all(ending);
  }

  /** Stops claiming, aborts what runs (it goes back to the queue) and waits for every loop. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const task of this.active.values()) task.controller.abort(new TaskAbort('shutdown'));
    this.wake();
    await Promise.all(this.loops);
  }

  private halted(): boolean {
    return this.stopping || (this.options.halted?.() ?? false);
  }

  private async loop(): Promise<void> {
    while (!this.halted()) {
      let task: ClaimedTask | undefined;
      try {
        task = await this.queue.claim();
      } catch (error) {
        if (this.halted()) return;
        this.log.error({ err: error }, 'batch queue claim failed');
      }
      if (!task) {
        await this.idle();
        continue;
      }
      const controller = new AbortController();
      const done = this.execute(task, controller.signal).catch((error: unknown) => {
        this.log.error({ err: error, queue: task.queueId, seq: task.seq }, 'batch task ended in error');
      });
      this.active.set(task.id, { queueId: task.queueId, controller, done });
      await done;
      this.active.delete(task.id);
      this.queue.finished?.(task);
    }
  }

  private idle(): Promise<void> {
    if (this.halted()) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wakers = this.wakers.filter((wake) => wake !== done);
        resolve();
      }, this.options.pollMs ?? 1_000);
      timer.unref();
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.wakers.push(done);
    });
  }
}
