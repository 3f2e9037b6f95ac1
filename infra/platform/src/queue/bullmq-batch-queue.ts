import { Queue, type Job, type Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type {
  BatchQueue,
  ClaimedTask,
  QueueEvents,
  TaskCounts,
  TaskFailure,
  TaskPhase,
  TaskRow,
  TaskSuccess,
  TaskToStore,
} from './batch-queue.ts';
import { handBack, openWorker } from './bullmq-worker.ts';
import { BATCH_QUEUE } from './queue-names.ts';
import { redisConnection } from './redis-connection.ts';
import type { SqliteBatchQueue } from './sqlite-batch-queue.ts';

export interface BullMqBatchQueueOptions {
  /** redis:// or rediss://, perhaps with a password (never logged). */
  redisUrl: string;
  /** Tasks this process runs at once: the BullMQ worker's concurrency (the worker pool's size). */
  concurrency: number;
  /** The BullMQ queue's name; default `reelforge-batch`. */
  name?: string;
  /** Redis key prefix; default BullMQ's `bull`. */
  prefix?: string;
  /** How long a job's lock lasts without renewal (a dead worker's task waits this long); default 30 s. */
  lockMs?: number;
  /** How often jobs whose lock ran out are looked for; default 30 s. */
  stalledCheckMs?: number;
  log: FastifyBaseLogger;
}

/** A job is a ticket: which task to run. The task itself (payload, state, result) is in the SQL tables. */
interface Ticket {
  queueId: string;
  seq: number;
}

interface Held {
  job: Job<Ticket>;
  token: string;
  /** Ends the job's processor: the task ended (or is no longer ours), or goes back to the queue. */
  settle: (outcome: 'ended' | 'requeue') => void;
}

const CANCEL_CHANNEL = 'reelforge:batch:cancel';
const TICKETS_PER_CALL = 500;

/**
 * The batch queue of scale-out: tasks are rows of batch_tasks in the SQL database as in
 * the embedded mode (`tasks`, one source of truth for payload, state and results, read by
 * any api process); BullMQ on Redis hands out which task runs where. Each released task
 * is one job `<queue>-<seq>`; a worker's job is held while the worker pool runs its task,
 * and BullMQ's lock renewal and stalled-job check give a dead worker's task to another.
 * The SQL claim counts attempts, so a claim that was handed out again cannot end the task
 * twice; results are recorded with ON CONFLICT DO NOTHING on (queue, seq).
 */
export class BullMqBatchQueue implements BatchQueue {
  private readonly connection: Redis;
  private readonly queue: Queue<Ticket>;
  private worker: Worker<Ticket> | undefined;
  private workerConnection: Redis | undefined;
  private subscriber: Redis | undefined;
  /** Claimed here, not yet taken by the worker pool. */
  private ready: ClaimedTask[] = [];
  private readonly held = new Map<string, Held>();
  private events: QueueEvents | undefined;
  private closing = false;

  constructor(
    private readonly tasks: SqliteBatchQueue,
    private readonly options: BullMqBatchQueueOptions,
  ) {
    this.connection = this.connect();
    this.queue = new Queue<Ticket>(this.name, {
      connection: this.connection,
      prefix: options.prefix,
      // A job that failed (its processor threw: the database was away) is tried again.
      defaultJobOptions: {
        removeOnComplete: true,
        removeOnFail: true,
        attempts: 5,
        backoff: { type: 'exponential', delay: 1_000 },
      },
    });
    this.queue.on('error', (error) => this.logError(error, 'batch queue connection failed'));
  }

  private get name(): string {
    return this.options.name ?? BATCH_QUEUE;
  }

  private connect(): Redis {
    return redisConnection(this.options.redisUrl, this.options.log, 'batch queue', () => this.closing);
  }

  private logError(error: unknown, message: string): void {
    if (this.closing) return;
    this.options.log.error({ error: error instanceof Error ? error.message : String(error) }, message);
  }

  watch(events: QueueEvents): void {
    this.events = events;
    if (this.subscriber) return;
    this.subscriber = this.connect();
    this.subscriber.on('message', (_channel: string, queueId: string) => {
      // Spent here, and the ones running here are aborted.
      this.dropReady(queueId);
      events.cancelled(queueId);
    });
    void this.subscriber
      .subscribe(CANCEL_CHANNEL)
      .catch((error: unknown) => this.logError(error, 'batch cancel channel failed'));
  }

  enqueue(queueId: string, firstSeq: number, tasks: readonly TaskToStore[]): Promise<void> {
    return this.tasks.enqueue(queueId, firstSeq, tasks);
  }

  async release(queueId: string): Promise<void> {
    await this.tasks.release(queueId);
    const seqs = await this.tasks.queuedSeqs(queueId);
    await this.addTickets(seqs.map((seq) => ({ queueId, seq })));
  }

  private async addTickets(tickets: readonly Ticket[]): Promise<void> {
    for (let i = 0; i < tickets.length; i += TICKETS_PER_CALL) {
      const chunk = tickets.slice(i, i + TICKETS_PER_CALL);
      // The job id makes a ticket added twice one job (while the first is waiting or running).
      await this.queue.addBulk(
        chunk.map((data) => ({ name: 'task', data, opts: { jobId: `${data.queueId}-${data.seq}` } })),
      );
    }
  }

  async claim(): Promise<ClaimedTask | undefined> {
    if (!this.worker && !this.closing) this.startWorker();
    return this.ready.shift();
  }

  private startWorker(): void {
    this.workerConnection = this.connect();
    this.worker = openWorker<Ticket, void>(
      this.name,
      (job, token) => this.process(job, token),
      {
        connection: this.workerConnection,
        prefix: this.options.prefix,
        concurrency: this.options.concurrency,
        lockMs: this.options.lockMs,
        stalledCheckMs: this.options.stalledCheckMs,
        // A worker may die more than once under a task (a host going away); each time it runs again.
        maxStalledCount: 10,
      },
      (error) => this.logError(error, 'batch worker failed'),
    );
  }

  /** A job's processor: claims its task in the database and holds the job until the task ends. */
  private async process(job: Job<Ticket>, token: string | undefined): Promise<void> {
    if (this.closing || token === undefined) return handBack(job, token);
    // A job started before (its worker died) may take over its task from the lost claim.
    const claimed = await this.tasks.claimTask(job.data.queueId, job.data.seq, job.attemptsStarted > 1);
    if (!claimed) return; // ended, cancelled or removed: the ticket is spent
    const outcome = await new Promise<'ended' | 'requeue'>((settle) => {
      this.held.set(claimed.id, { job, token, settle });
      this.ready.push(claimed);
      this.events?.claimable();
    });
    if (outcome === 'requeue') return handBack(job, token);
  }

  private settle(task: ClaimedTask, outcome: 'ended' | 'requeue'): void {
    const held = this.held.get(task.id);
    this.held.delete(task.id);
    held?.settle(outcome);
  }

  async complete(task: ClaimedTask, result: TaskSuccess): Promise<boolean> {
    try {
      return await this.tasks.complete(task, result);
    } finally {
      this.settle(task, 'ended');
    }
  }

  async fail(task: ClaimedTask, result: TaskFailure): Promise<boolean> {
    try {
      return await this.tasks.fail(task, result);
    } finally {
      this.settle(task, 'ended');
    }
  }

  /** A claim the pool left without ending it (its run was cancelled or deleted): the job is spent. */
  finished(task: ClaimedTask): void {
    this.settle(task, 'ended');
  }

  enter(task: ClaimedTask, phase: TaskPhase): Promise<void> {
    return this.tasks.enter(task, phase);
  }

  async requeue(task: ClaimedTask): Promise<void> {
    await this.tasks.requeue(task);
    this.settle(task, 'requeue');
  }

  /** The tasks end in the database; every process hears it and aborts the ones it runs. */
  async cancel(queueId: string): Promise<void> {
    await this.tasks.cancel(queueId);
    this.dropReady(queueId);
    await this.connection.publish(CANCEL_CHANNEL, queueId);
  }

  /** A cancelled queue's tasks claimed here but not started are spent. */
  private dropReady(queueId: string): void {
    const dropped = this.ready.filter((task) => task.queueId === queueId);
    this.ready = this.ready.filter((task) => task.queueId !== queueId);
    for (const task of dropped) this.settle(task, 'ended');
  }

  counts(queueId: string): Promise<TaskCounts> {
    return this.tasks.counts(queueId);
  }

  rows(queueId: string, offset: number, limit: number): Promise<TaskRow[]> {
    return this.tasks.rows(queueId, offset, limit);
  }

  pending(queueId: string): Promise<boolean> {
    return this.tasks.pending(queueId);
  }

  /**
   * Nothing of a dead process is left to requeue: BullMQ hands its jobs out again once their
   * lock runs out. A queued task whose job is missing (Redis lost its data) gets one again;
   * one still waiting or running keeps its job (same id).
   */
  async recover(): Promise<number> {
    const queued = await this.tasks.queuedTasks();
    await this.addTickets(queued);
    return 0;
  }

  remove(queueId: string): Promise<void> {
    return this.tasks.remove(queueId);
  }

  /**
   * Jobs that may still become a claim here: waiting ones, and running ones this process
   * has not settled into a claim yet (the whole backlog when one process works the queue).
   */
  async backlog(): Promise<number> {
    const counts = await this.queue.getJobCounts('wait', 'paused', 'delayed', 'prioritized', 'active');
    const waiting = (counts.wait ?? 0) + (counts.paused ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0);
    return waiting + Math.max(0, (counts.active ?? 0) - this.held.size);
  }

  /** Stops at once, as a killed process would: nothing is given back; the jobs' locks run out. */
  async halt(): Promise<void> {
    this.closing = true;
    this.ready = [];
    await this.worker?.close(true);
    for (const redis of [this.workerConnection, this.subscriber, this.connection]) redis?.disconnect();
  }

  /**
   * Stops taking jobs: tasks claimed here that the worker pool has not started go back to
   * the queue (the pool stopped first and gave back the ones it ran), then the connections close.
   */
  async close(): Promise<void> {
    this.closing = true;
    const unstarted = this.ready;
    this.ready = [];
    for (const task of unstarted) await this.requeue(task);
    await this.worker?.close();
    await this.queue.close();
    for (const redis of [this.workerConnection, this.subscriber, this.connection]) redis?.disconnect();
  }
}
