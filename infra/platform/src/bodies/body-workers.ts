import { availableParallelism } from 'node:os';
import { runBodyCheck, type BodyCheck, type BodyCheckResult } from './body-checks.ts';
import { HttpError } from '../lib/http-errors.ts';
import { WorkerPool, WorkerReplyError, WorkerThreadError } from '../lib/worker-pool.ts';

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
 * copy to the worker: at most `size` at once, the others wait in line (a WorkerPool). Small
 * bodies are checked in place.
 */
export class BodyWorkers {
  /** Checks that ran on a worker: how tests see where the work was done. */
  offloaded = 0;
  private readonly pool: WorkerPool;

  constructor(readonly size = Math.min(2, availableParallelism())) {
    this.pool = new WorkerPool({ url: WORKER_URL, size });
  }

  /**
   * Runs `check`. A big body's bytes are moved to the worker, not serialised: when they fill
   * their memory alone they go there and back (the result's `bytes`; the caller's are then
   * empty), else a copy goes.
   */
  async check(check: BodyCheck): Promise<BodyCheckResult> {
    if (check.bytes.length < INLINE_CHECK_BYTES) return runBodyCheck(check);
    const posting = () => {
      const { buffer, byteOffset, byteLength } = check.bytes;
      const alone = buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength;
      // Else one block copy (a small Buffer shares its pool's memory).
      const bytes = alone ? check.bytes : Uint8Array.prototype.slice.call(check.bytes);
      return { message: { check: { ...check, bytes }, back: alone }, transfer: [bytes.buffer as ArrayBuffer] };
    };
    let reply: Reply;
    try {
      reply = await this.pool.run<Reply>(posting);
    } catch (error) {
      if (error instanceof WorkerReplyError) throw failed((error.reply as Reply).message);
      if (error instanceof WorkerThreadError) {
        throw new HttpError(
          500,
          error.reason === 'error' ? `The body worker failed: ${error.message}` : 'The body worker stopped',
          false,
        );
      }
      throw error;
    }
    if (!reply.result) throw failed(reply.message);
    this.offloaded++;
    return { ...reply.result, ...(reply.bytes ? { bytes: reply.bytes } : {}) };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

function failed(message: string | undefined): HttpError {
  return new HttpError(500, `A body check failed: ${message ?? 'no answer'}`, false);
}
