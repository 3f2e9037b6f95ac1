/**
 * Starting, following and stopping batch jobs (docs/reference.md §4): Starting -> Computing -> Uploading ->
 * Running, a status poll every 5 s, and pause or stop that cancels the queue once a pending
 * start has settled. It outlives the job editor, so a job keeps going while another is open.
 * A job is submitted to the render host of the region it renders in; its queue is then
 * followed and cancelled there, whatever the job's region becomes meanwhile.
 */
import { submitRun, type BatchClient } from '@reelforge/api';
import {
  jobQueueRegion,
  jobRenderRegion,
  jobWithQueueStatus,
  messageOf,
  NO_QUEUE,
  pollFailedJob,
  startingJob,
  STATUS_POLL_MS,
  stoppedJob,
  type BatchJob,
  type CompileInput,
} from '@reelforge/model';
import type { JobsStore } from '../jobs/jobs-store.js';
import { compileInSlices, nextTick } from './compile-slices.js';

export type RunnerClient = Pick<BatchClient, 'createQueue' | 'uploadTasks' | 'startRun' | 'queueStatus' | 'cancel'>;

export interface RunnerOptions {
  /** The batch calls of a region's render host. */
  clientOf: (region: string) => RunnerClient;
  store: JobsStore;
  projectid: string;
  /** The project's own region: where a job that names no region renders. */
  region: string;
  newId: () => string;
  now?: () => Date;
  pause?: () => Promise<void>;
  pollMs?: number;
}

interface Start {
  controller: AbortController;
  done: Promise<void>;
  /** the queue and the region holding it, once the render host has given one */
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

  /** Upload progress of a job in percent, while it uploads. */
  uploadProgress(id: string): number | undefined {
    return this.uploads.get(id);
  }

  isStarting(id: string): boolean {
    return this.starts.has(id);
  }

  /** Starts a job after its confirmation; resolves once it runs, or has failed to start. */
  start(id: string, input: CompileInput): Promise<void> {
    const existing = this.starts.get(id);
    if (existing) return existing.done;
    const start: Start = { controller: new AbortController(), done: Promise.resolve() };
    start.done = this.submit(id, input, start).finally(() => {
      this.starts.delete(id);
      this.setUpload(id, undefined);
    });
    this.starts.set(id, start);
    return start.done;
  }

  /** Pause or stop: not running at once, then the queue is cancelled (after a pending start) and cleared. */
  async stop(id: string, how: 'Paused' | 'Stopped'): Promise<void> {
    const { store } = this.options;
    const start = this.starts.get(id);
    start?.controller.abort();
    this.unwatch(id);
    store.patch(id, (job) => stoppedJob(job, how));
    if (start) await start.done;
    const queue = start?.queue ?? this.queueOf(store.get(id));
    if (queue) {
      try {
        await this.client(queue).cancel(queue.id);
      } catch (error) {
        store.patch(id, { status: `${how}; the queue could not be cancelled: ${messageOf(error)}` });
      }
    }
    store.patch(id, NO_QUEUE);
    await store.flush().catch(() => {});
  }

  /** Follows a running job's queue: a status poll every 5 s until it has finished. */
  watch(id: string, firstInMs = 0): void {
    if (!this.starts.has(id)) this.follow(id, firstInMs);
  }

  /** Stops the timers; starts under way still finish and save. */
  dispose(): void {
    this.disposed = true;
    for (const id of [...this.polls.keys()]) this.unwatch(id);
  }

  /** Allows timers again after a dispose (a remount). */
  resume(): void {
    this.disposed = false;
  }

  private async submit(id: string, input: CompileInput, start: Start): Promise<void> {
    const { store, projectid, newId, now = () => new Date(), pause = nextTick } = this.options;
    const { signal } = start.controller;
    store.patch(id, (job) => startingJob(job, now()));
    try {
      store.patch(id, { status: 'Computing', computing: true });
      const tasks = await compileInSlices(input, {
        signal,
        pause,
        onProgress: (n, total) => store.patch(id, { status: `Computing (${n} of ${total})` }),
      });
      if (tasks.length === 0) throw new Error('the range selects no records');
      store.patch(id, { computing: false, numrecords: tasks.length, status: 'Uploading', uploading: true });
      // The run reads the job from jobs.json: it must be stored before the run starts.
      await store.flush();
      const job = store.get(id) as BatchJob;
      signal.throwIfAborted();
      const region = jobRenderRegion(job, this.options.region);
      const runid = newId();
      this.setUpload(id, 0);
      const queueId = await submitRun(
        this.options.clientOf(region),
        { routing: job.routing, limit: job.limit, jobid: id, runid, projectid, tasks },
        {
          signal,
          // Known before any task is sent, so a pause or stop can cancel it.
          onQueue: (queued) => (start.queue = { id: queued, region }),
          onSent: (sent, total) => this.setUpload(id, (sent / total) * 100),
        },
      );
      store.patch(id, { uploading: false, status: 'Running', queue: queueId, queueregion: region, runid });
      await store.flush();
      this.follow(id, this.options.pollMs ?? STATUS_POLL_MS);
    } catch (error) {
      // A pause or stop cancels what was created; it needs no message of its own.
      if (signal.aborted) return;
      store.patch(id, {
        running: false,
        computing: false,
        uploading: false,
        status: `Start failed: ${messageOf(error)}`,
      });
      if (start.queue)
        await this.client(start.queue)
          .cancel(start.queue.id)
          .catch(() => {});
      await store.flush().catch(() => {});
    }
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
    const { store, now = () => new Date() } = this.options;
    const job = store.get(id);
    const queue = this.queueOf(job);
    if (!job?.running || !queue) return this.unwatch(id);
    try {
      const status = await this.client(queue).queueStatus(queue.id);
      if (!this.polls.has(id)) return; // stopped meanwhile
      const next = jobWithQueueStatus(store.get(id) ?? job, status, now());
      store.patch(id, () => next);
      if (!next.running) {
        this.unwatch(id);
        await store.flush().catch(() => {});
        return;
      }
    } catch (error) {
      if (!this.polls.has(id)) return;
      store.patch(id, (current) => pollFailedJob(current, messageOf(error)));
      this.unwatch(id);
      await store.flush().catch(() => {});
      return;
    }
    if (this.polls.has(id) && !this.disposed) this.schedule(id, this.options.pollMs ?? STATUS_POLL_MS);
  }

  /** The job's submitted queue and where it is, if it has one. */
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
    if (percent === undefined) this.uploads.delete(id);
    else this.uploads.set(id, percent);
    for (const listener of this.listeners) listener();
  }
}
