import { Worker } from 'node:worker_threads';

const WORKER_URL = new URL('./wal-checkpoint-worker.mjs', import.meta.url);

/** How often the thread copies the WAL into the database file by default. */
export const DEFAULT_CHECKPOINT_INTERVAL_MS = 1_000;
/** A thread that has not ended this long after it was told to is terminated. */
const STOP_TIMEOUT_MS = 10_000;

/** Where a failed checkpoint is told (the app's logger is one). */
export interface CheckpointLog {
  warn(details: object, message: string): void;
}

/** What one checkpoint did, as `PRAGMA wal_checkpoint` tells it. */
export interface CheckpointRun {
  /** When it started (epoch ms, the thread's clock is the process's). */
  at: number;
  /** It could not copy everything: a reader still needs older pages. */
  busy: boolean;
  /** Frames in the WAL, and how many of them are now in the database file. */
  frames: number;
  copied: number;
}

type Message = { checkpointed: CheckpointRun } | { error: string };

export interface WalCheckpointerOptions {
  intervalMs?: number;
  log: CheckpointLog;
  /** The thread ended unasked (its connection failed): the caller checkpoints for itself again. */
  onLost?: () => void;
}

/**
 * Checkpoints of a SQLite file in WAL mode on a thread of their own (wal-checkpoint-worker.mjs),
 * for a serving connection whose automatic checkpoints are off (sqlite.ts): the copy of the
 * WAL into the database file, a few MiB after a big write, then never holds the event loop.
 * A failed checkpoint is logged and the next one tries again; `stop` ends the thread.
 */
export class WalCheckpointer {
  private readonly worker: Worker;
  private readonly exited: Promise<void>;
  private readonly waiting = new Set<{
    after: number;
    resolve: (run: CheckpointRun) => void;
    reject: (error: Error) => void;
  }>();
  private stopping = false;
  private failing = false;

  constructor(file: string, options: WalCheckpointerOptions) {
    const { log } = options;
    this.worker = new Worker(WORKER_URL, {
      workerData: { file, intervalMs: options.intervalMs ?? DEFAULT_CHECKPOINT_INTERVAL_MS },
    });
    // Never what keeps a process alive: the database's close stops it.
    this.worker.unref();
    this.exited = new Promise((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.on('message', (message: Message) => {
      if ('error' in message) {
        // Once a run of failures: the next checkpoint tries again.
        if (!this.failing)
          log.warn({ file, error: message.error }, 'A checkpoint of the SQLite file failed; the next one tries again');
        this.failing = true;
      } else if ('checkpointed' in message) {
        this.failing = false;
        const run = message.checkpointed;
        for (const waiter of this.waiting) {
          if (run.at <= waiter.after) continue;
          this.waiting.delete(waiter);
          waiter.resolve(run);
        }
      }
    });
    this.worker.on('error', (error) => log.warn({ file, err: error }, 'The SQLite checkpointer failed'));
    this.worker.once('exit', () => {
      for (const waiter of this.waiting) waiter.reject(new Error('The SQLite checkpointer stopped'));
      this.waiting.clear();
      if (this.stopping) return;
      log.warn({ file }, 'The SQLite checkpointer stopped; the serving connection checkpoints for itself');
      options.onLost?.();
    });
  }

  /** The first checkpoint that starts after this call, once it is done. */
  next(): Promise<CheckpointRun> {
    const after = Date.now();
    return new Promise((resolve, reject) => this.waiting.add({ after, resolve, reject }));
  }

  /** Ends the thread (after the checkpoint it may be running) and its connection. */
  async stop(): Promise<void> {
    if (!this.stopping) {
      this.stopping = true;
      // Held until it has ended: a process with nothing else left to do (a command line
      // tool closing its database) would otherwise exit before the close is done.
      this.worker.ref();
      this.worker.postMessage('stop');
    }
    const timer = setTimeout(() => void this.worker.terminate(), STOP_TIMEOUT_MS);
    timer.unref();
    await this.exited;
    clearTimeout(timer);
  }
}
