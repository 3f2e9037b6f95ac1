/** The project's jobs.json, held in memory and written back (debounced) as a person changes jobs. */
import { messageOf, normaliseJob, type BatchJob, type RunFields } from '@reelforge/model';
import { jobToSave, type SavedJob } from './job-list.js';

export interface JobsState {
  /** null until loaded */
  jobs: BatchJob[] | null;
  loadError: string | null;
  saveError: string | null;
  /** Changes not stored yet: waiting to be written, being written, or refused by the server. */
  unwritten: boolean;
}

export interface JobsStoreOptions {
  load: () => Promise<BatchJob[]>;
  /** Writes what a person edits of the jobs (jobToSave: no run fields). */
  save: (jobs: SavedJob[]) => Promise<void>;
  /** How long changes gather before they are written. */
  debounceMs?: number;
}

export class JobsStore {
  private state: JobsState = { jobs: null, loadError: null, saveError: null, unwritten: false };
  /** Counts changes, so a write knows whether it stored the latest. */
  private changes = 0;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly debounceMs: number;

  constructor(private readonly options: JobsStoreOptions) {
    this.debounceMs = options.debounceMs ?? 400;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): JobsState => this.state;

  async load(): Promise<void> {
    try {
      const jobs = await this.options.load();
      this.set({
        jobs: jobs.map((job) => normaliseJob(job as Partial<BatchJob> & Record<string, unknown>)),
        loadError: null,
      });
    } catch (error) {
      this.set({ loadError: messageOf(error) });
    }
  }

  get(id: string): BatchJob | undefined {
    return this.state.jobs?.find((job) => job.id === id);
  }

  add(job: BatchJob): void {
    this.change((jobs) => [...jobs, job]);
  }

  /** Changes one job by id: a patch, or a function of the job as it is now. */
  patch(id: string, change: Partial<BatchJob> | ((job: BatchJob) => BatchJob)): void {
    this.change((jobs) =>
      jobs.map((job) => (job.id === id ? (typeof change === 'function' ? change(job) : { ...job, ...change }) : job)),
    );
  }

  /**
   * Shows where a job's run stands: its run fields as the platform tells them. Not a change
   * of the person's: nothing is written (the platform writes a job's run fields itself).
   */
  show(id: string, run: Partial<RunFields> | ((job: BatchJob) => Partial<RunFields>)): void {
    if (!this.state.jobs) return;
    const jobs = this.state.jobs.map((job) =>
      job.id === id ? { ...job, ...(typeof run === 'function' ? run(job) : run) } : job,
    );
    this.set({ jobs });
  }

  /** Changes the job at a place in the list (for jobs whose id is missing or about to change). */
  patchAt(index: number, changes: Partial<BatchJob>): void {
    this.change((jobs) => jobs.map((job, i) => (i === index ? { ...job, ...changes } : job)));
  }

  /** Removes a job: by id, or (for a job without one) the very object. */
  remove(job: BatchJob): void {
    this.change((jobs) => jobs.filter((j) => j !== job && !(job.id && j.id === job.id)));
  }

  /** Writes the list now (after any write under way); resolves once it is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const jobs = this.state.jobs;
    if (!jobs) return this.writing;
    const covered = this.changes;
    this.writing = this.writing.then(async () => {
      try {
        await this.options.save(jobs.map(jobToSave));
        const unwritten = this.changes !== covered;
        if (this.state.saveError || this.state.unwritten !== unwritten) this.set({ saveError: null, unwritten });
      } catch (error) {
        this.set({ saveError: messageOf(error) });
        throw error;
      }
    });
    const written = this.writing;
    // A failed write is reported through the state; the chain goes on for later writes.
    this.writing = written.catch(() => {});
    return written;
  }

  /** Writes what is pending now. */
  dispose(): void {
    if (this.timer !== undefined) void this.flush().catch(() => {});
  }

  private change(update: (jobs: BatchJob[]) => BatchJob[]): void {
    if (!this.state.jobs) return;
    this.changes += 1;
    this.set({ jobs: update(this.state.jobs), unwritten: true });
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush().catch(() => {}), this.debounceMs);
  }

  private set(changes: Partial<JobsState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }
}
