/**
 * Starting, following and stopping batch jobs (docs/reference.md §4) on the render host, which
 * owns their runs. A start is one call naming the job, once what the person has not saved yet
 * is written (the host reads the job from jobs.json); the job shows Starting at once, then
 * what the run's status tells: Computing and Uploading while the host prepares the run (asked
 * every half second), Running (every 5 s) until it has finished. Pause or stop cancel the run
 * there, once a pending start has answered. The host writes the job's run fields in
 * jobs.json; the console only shows them (`store.show`) and never writes them. It outlives
 * the job editor, so a job keeps going while another is open. A job is started on the render
 * host of the region it renders in; its run is then followed and cancelled there, whatever
 * the job's region becomes meanwhile.
 */
import type { BatchClient } from '@reelforge/api';
import {
  jobQueueRegion,
  jobRenderRegion,
  jobWithQueueStatus,
  messageOf,
  nextPollMs,
  NO_QUEUE,
  pollFailedJob,
  startFailedJob,
  startingJob,
  stoppedJob,
  uploadPercent,
  type BatchJob,
  type BatchQueueStatus,
} from '@reelforge/model';
import type { JobsStore } from '../jobs/jobs-store.js';

export type RunnerClient = Pick<BatchClient, 'startJob' | 'queueStatus' | 'cancel'>;

export interface RunnerOptions {
  /** The batch calls of a region's render host. */
  clientOf: (region: string) => RunnerClient;
  store: JobsStore;
  projectid: string;
  /** The project's own region: where a job that names no region renders. */
  region: string;
  now?: () => Date;
  /** How long between status polls; by default as the run's status says (nextPollMs). */
  pollMs?: number;
}

interface Start {
  controller: AbortController;
  done: Promise<void>;
  /** the run's queue and the region holding it, once the render host has answered */
  queue?: Queue;
}

interface Queue {
  id: string;
  region: string;
}

export class JobRunner {
  private readonly starts = new Map<string, Start>();
  private readonly polls = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly uploads = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private disposed = false;

  constructor(private readonly options: RunnerOptions) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** How far the render host has queued a job's tasks, in percent, while it does. */
  uploadProgress(id: string): number | undefined {
    return this.uploads.get(id);
  }

  isStarting(id: string): boolean {
    return this.starts.has(id);
  }

  /**
   * Starts a job after its confirmation, over the records of `range` (the job's own when
   * absent); resolves once the render host has taken the run, or the start has failed.
   */
  start(id: string, range?: string): Promise<void> {
    const existing = this.starts.get(id);
    if (existing) return existing.done;
    const start: Start = { controller: new AbortController(), done: Promise.resolve() };
    start.done = this.submit(id, range, start).finally(() => this.starts.delete(id));
    this.starts.set(id, start);
    return start.done;
  }

  /** Pause or stop: not running at once, then the run is cancelled on its host (after a pending start) and cleared. */
  async stop(id: string, how: 'Paused' | 'Stopped'): Promise<void> {
    const { store } = this.options;
    const start = this.starts.get(id);
    start?.controller.abort();
    this.unwatch(id);
    this.setUpload(id, undefined);
    store.show(id, (job) => stoppedJob(job, how));
    if (start) await start.done;
    const queue = start?.queue ?? this.queueOf(store.get(id));
    if (queue) {
      try {
        await this.client(queue).cancel(queue.id, how === 'Paused' ? 'paused' : 'stopped');
      } catch (error) {
        store.show(id, { status: `${how}; the queue could not be cancelled: ${messageOf(error)}` });
      }
    }
    store.show(id, NO_QUEUE);
  }

  /** Follows a running job's run: a status poll every 5 s until it has finished. */
  watch(id: string, firstInMs = 0): void {
    if (!this.starts.has(id)) this.follow(id, firstInMs);
  }

  /** Stops the timers; starts under way still finish. */
  dispose(): void {
    this.disposed = true;
    for (const id of [...this.polls.keys()]) this.unwatch(id);
  }

  /** Allows timers again after a dispose (a remount). */
  resume(): void {
    this.disposed = false;
  }

  private async submit(id: string, range: string | undefined, start: Start): Promise<void> {
    const { store, projectid, now = () => new Date() } = this.options;
    const { signal } = start.controller;
    store.show(id, (job) => startingJob(job, now()));
    try {
      // The render host reads the job from jobs.json: the person's unsaved edits go first.
      if (store.snapshot().unwritten) await store.flush();
      const job = store.get(id) as BatchJob;
      signal.throwIfAborted();
      const region = jobRenderRegion(job, this.options.region);
      const status = await this.options
        .clientOf(region)
        .startJob(job.routing, { projectid, jobid: id, ...(range !== undefined ? { range } : {}) });
      // Known before anything else, so a pause or stop can cancel it.
      start.queue = { id: status.Id, region };
      if (signal.aborted) return;
      store.show(id, { queue: status.Id, queueregion: region, runid: status.runid ?? '' });
      this.shown(id, status);
      this.follow(id, this.options.pollMs ?? nextPollMs(status));
    } catch (error) {
      // A pause or stop cancels what was started; it needs no message of its own.
      if (signal.aborted) return;
      store.show(id, (job) => startFailedJob(job, messageOf(error)));
    }
  }

  /** Shows the run as its status tells; whether it still goes. */
  private shown(id: string, status: BatchQueueStatus): boolean {
    const { store, now = () => new Date() } = this.options;
    let running = false;
    store.show(id, (job) => {
      const next = jobWithQueueStatus(job, status, now());
      running = next.running;
      return next;
    });
    this.setUpload(id, running ? uploadPercent(status) : undefined);
    return running;
  }

  private follow(id: string, firstInMs: number): void {
    if (!this.disposed && !this.polls.has(id)) this.schedule(id, firstInMs);
  }

  private schedule(id: string, ms: number): void {
    this.polls.set(
      id,
      setTimeout(() => void this.poll(id), ms),
    );
  }

  private async poll(id: string): Promise<void> {
    const { store } = this.options;
    const job = store.get(id);
    const queue = this.queueOf(job);
    if (!job?.running || !queue) return this.unwatch(id);
    let status: BatchQueueStatus;
    try {
      status = await this.client(queue).queueStatus(queue.id);
    } catch (error) {
      if (!this.polls.has(id)) return;
      store.show(id, (current) => pollFailedJob(current, messageOf(error)));
      this.setUpload(id, undefined);
      return this.unwatch(id);
    }
    if (!this.polls.has(id)) return; // stopped meanwhile
    if (!this.shown(id, status)) return this.unwatch(id);
    if (!this.disposed) this.schedule(id, this.options.pollMs ?? nextPollMs(status));
  }

  /** The job's run and where it is, if it has one. */
  private queueOf(job: BatchJob | undefined): Queue | undefined {
    return job?.queue ? { id: job.queue, region: jobQueueRegion(job, this.options.region) } : undefined;
  }

  private client(queue: Queue): RunnerClient {
    return this.options.clientOf(queue.region);
  }

  private unwatch(id: string): void {
    clearTimeout(this.polls.get(id));
    this.polls.delete(id);
  }

  private setUpload(id: string, percent: number | undefined): void {
    if (this.uploads.get(id) === percent) return;
    if (percent === undefined) this.uploads.delete(id);
    else this.uploads.set(id, percent);
    for (const listener of this.listeners) listener();
  }
}
