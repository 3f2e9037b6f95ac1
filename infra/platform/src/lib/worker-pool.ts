import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';
import { HttpError } from './http-errors.ts';
import { Semaphore } from './semaphore.ts';

export interface WorkerPoolOptions {
  /** The worker's module (plain JavaScript: Node starts it outside tsx). */
  url: URL;
  /** Jobs at once, and so workers at most. */
  size: number;
  resourceLimits?: ResourceLimits;
}

/** What is posted to the worker (as `{ id, ...message }`), `transfer` moved rather than copied. */
export interface Posting {
  message: object;
  transfer?: readonly Transferable[];
}

export interface RunOptions {
  /** The job is given up after this long, its worker ended (a WorkerThreadError of reason 'timeout'). */
  timeoutMs?: number;
  /** Whether the worker stays in the pool after this error (by default a worker that failed a job is ended). */
  keepAfter?: (error: unknown) => boolean;
}

/** What a worker answers: `{ id, ok: true, ... }`, or `ok: false` and the job's refusal. */
export interface WorkerReply {
  id?: number;
  ok?: boolean;
}

/** The thread running a job failed (`error`), stopped (`exitCode`) or ran past the job's deadline. */
export class WorkerThreadError extends Error {
  constructor(
    readonly reason: 'error' | 'exit' | 'timeout',
    readonly error?: Error & { code?: string },
    readonly exitCode?: number,
  ) {
    super(
      error?.message ?? (reason === 'exit' ? `The worker stopped (code ${exitCode})` : 'The worker ran out of time'),
    );
    this.name = 'WorkerThreadError';
  }
}

/** The worker answered the job with `ok: false`. */
export class WorkerReplyError<Reply extends WorkerReply = WorkerReply> extends Error {
  constructor(readonly reply: Reply) {
    super('The worker refused the job');
    this.name = 'WorkerReplyError';
  }
}

/**
 * Jobs on worker threads: at most `size` at once, the others wait in line. Workers start
 * with the first job that needs one and are kept, idle, for the next; a worker that fails
 * is dropped and the next job starts another. A worker at work keeps the process alive, an
 * idle one does not. Each job is posted as `{ id, ...message }` and answered by the reply
 * of the same id.
 */
export class WorkerPool {
  private readonly lane: Semaphore;
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    this.lane = new Semaphore(options.size);
  }

  /**
   * The reply to the job `posting` (made when the job's turn comes, if a function: what
   * waits in line holds no copy); rejects with a WorkerThreadError, a WorkerReplyError,
   * or a 503 once closed.
   */
  run<Reply extends WorkerReply>(posting: Posting | (() => Posting), options: RunOptions = {}): Promise<Reply> {
    return this.lane.run(async () => {
      if (this.closed) throw new HttpError(503, 'The server is shutting down');
      const worker = this.idle.pop() ?? this.start();
      try {
        const reply = await this.send<Reply>(worker, typeof posting === 'function' ? posting() : posting, options);
        if (!this.closed) this.idle.push(worker);
        return reply;
      } catch (error) {
        if (options.keepAfter?.(error) && !this.closed) this.idle.push(worker);
        else await this.end(worker);
        throw error;
      }
    });
  }

  /** Ends every worker: jobs at work fail, jobs waiting and new ones are refused with a 503. */
  async close(): Promise<void> {
    this.closed = true;
    this.idle.length = 0;
    await Promise.all([...this.all].map((worker) => worker.terminate()));
    this.all.clear();
  }

  private start(): Worker {
    const { url, resourceLimits } = this.options;
    const worker = new Worker(url, resourceLimits ? { resourceLimits } : {});
    worker.unref();
    // Errors of an idle worker: it is dropped, the next job starts another.
    worker.on('error', () => void this.end(worker));
    worker.on('exit', () => void this.end(worker));
    this.all.add(worker);
    return worker;
  }

  private async end(worker: Worker): Promise<void> {
    this.all.delete(worker);
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
    await worker.terminate();
  }

  private send<Reply extends WorkerReply>(
    worker: Worker,
    { message, transfer }: Posting,
    options: RunOptions,
  ): Promise<Reply> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const finish = (settle: () => void) => {
        clearTimeout(watchdog);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        worker.unref();
        settle();
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        if (reply.ok) finish(() => resolve(reply));
        else finish(() => reject(new WorkerReplyError(reply)));
      };
      const onError = (error: Error) => finish(() => reject(new WorkerThreadError('error', error)));
      const onExit = (code: number) => finish(() => reject(new WorkerThreadError('exit', undefined, code)));
      const watchdog =
        options.timeoutMs === undefined
          ? undefined
          : setTimeout(() => finish(() => reject(new WorkerThreadError('timeout'))), options.timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.ref();
      worker.postMessage({ ...message, id }, transfer);
    });
  }
}
