import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { runBodyCheck, type BodyCheck, type BodyCheckResult } from './body-checks.ts';
import { HttpError } from './http-errors.ts';
import { Semaphore } from './semaphore.ts';

const WORKER_URL = new URL('./body-worker.mjs', import.meta.url);

/** Bodies shorter than this are checked on the event loop: a worker's round trip costs more than the check. */
export const INLINE_CHECK_BYTES = 64 * 1024;

interface Reply {
  id: number;
  ok: boolean;
  result?: BodyCheckResult;
  message?: string;
  /** The bytes moved there, moved back. */
  bytes?: Uint8Array;
}

/**
 * The checks of big request bodies (a JSON body's depth and item count, an XML template's
 * reading) on worker threads, so that no body holds the event loop for longer than its
 * copy to the worker: at most `size` at once, the others wait in line. Small bodies are
 * checked in place. Idle workers are kept; a worker that fails is replaced by the next check.
 */
export class BodyWorkers {
  /** Checks that ran on a worker: how tests see where the work was done. */
  offloaded = 0;
  private readonly lane: Semaphore;
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private nextId = 1;
  private closed = false;

  constructor(readonly size = Math.min(2, availableParallelism())) {
    this.lane = new Semaphore(size);
  }

  /**
   * Runs `check`. A big body's bytes are moved to the worker, not serialised: when they fill
   * their memory alone they go there and back (the result's `bytes`; the caller's are then
   * empty), else a copy goes.
   */
  async check(check: BodyCheck): Promise<BodyCheckResult> {
    if (check.bytes.length < INLINE_CHECK_BYTES) return runBodyCheck(check);
    return this.lane.run(async () => {
      if (this.closed) throw new HttpError(503, 'The server is shutting down');
      const worker = this.idle.pop() ?? this.start();
      try {
        const result = await this.send(worker, check);
        this.offloaded++;
        if (!this.closed) this.idle.push(worker);
        return result;
      } catch (error) {
        await this.end(worker);
        throw error;
      }
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.idle.length = 0;
    await Promise.all([...this.all].map((worker) => worker.terminate()));
    this.all.clear();
  }

  private start(): Worker {
    const worker = new Worker(WORKER_URL);
    worker.unref();
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

  private send(worker: Worker, check: BodyCheck): Promise<BodyCheckResult> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const finish = (settle: () => void) => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        settle();
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        if (reply.ok && reply.result) finish(() => resolve({ ...reply.result, ...(reply.bytes ? { bytes: reply.bytes } : {}) }));
        else finish(() => reject(new HttpError(500, `A body check failed: ${reply.message ?? 'no answer'}`, false)));
      };
      const onError = (error: Error) => finish(() => reject(new HttpError(500, `The body worker failed: ${error.message}`, false)));
      const onExit = () => finish(() => reject(new HttpError(500, 'The body worker stopped', false)));
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      const { buffer, byteOffset, byteLength } = check.bytes;
      const alone = buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength;
      // Else one block copy (a small Buffer shares its pool's memory).
      const bytes = alone ? check.bytes : Uint8Array.prototype.slice.call(check.bytes);
      worker.postMessage({ id, check: { ...check, bytes }, back: alone }, [bytes.buffer as ArrayBuffer]);
    });
  }
}
