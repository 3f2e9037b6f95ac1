import type { SandboxWorker } from './sandbox-worker.ts';

/**
 * The sandbox's worker threads, kept loaded: a job takes a spare worker whose engine is
 * already loaded, so a worker's start-up (a tenth of a second or more) never counts
 * against a script's time. A worker that had to be ended (the watchdog, a broken engine)
 * is replaced at once by a fresh one that loads while nobody waits for it.
 *
 * `size` jobs at most take a worker at a time (the sandbox's fair slots see to it), and
 * `size + 1` workers are kept: while one is being replaced, a loaded spare is still there
 * for the next job. They start when the first job comes, not with the app.
 */
export class WarmWorkers {
  private readonly alive = new Set<SandboxWorker>();
  /** Alive and running no job: loaded, or still loading. */
  private spare: SandboxWorker[] = [];
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly spawn: () => SandboxWorker,
  ) {}

  /** A worker for one job: a loaded spare one, else one still loading; rejects if it cannot start. */
  async take(): Promise<SandboxWorker> {
    if (this.closed) throw new Error('the sandbox is closed');
    this.fill();
    this.spare = this.spare.filter((worker) => !worker.isGone);
    const worker = this.spare.find((spare) => spare.isReady) ?? this.spare[0] ?? this.start();
    this.spare = this.spare.filter((spare) => spare !== worker);
    try {
      await worker.ready;
    } catch (error) {
      this.alive.delete(worker);
      throw error;
    }
    return worker;
  }

  /** A worker back from its job: kept when `healthy`, else ended and replaced. */
  release(worker: SandboxWorker, healthy: boolean): void {
    if (healthy && !worker.isGone && !this.closed) {
      this.spare.push(worker);
      return;
    }
    this.alive.delete(worker);
    void worker.terminate();
    this.fill();
  }

  /** Workers alive now (loaded or loading, running a job or not). */
  get count(): number {
    return this.alive.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = [...this.alive];
    this.alive.clear();
    this.spare = [];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  /** Starts spare workers until `size + 1` are alive. */
  private fill(): void {
    while (!this.closed && this.alive.size < this.size + 1) this.spare.push(this.start());
  }

  private start(): SandboxWorker {
    const worker = this.spawn();
    this.alive.add(worker);
    // A spare that fails to load is dropped (its failure is reported to the job that takes it, if any).
    worker.ready.catch(() => this.alive.delete(worker));
    return worker;
  }
}
