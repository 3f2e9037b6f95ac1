import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import type { AssetResolver } from '@reelforge/renderer';
import { HttpError } from '../lib/http-errors.ts';
import { WorkerPool, WorkerReplyError, WorkerThreadError } from '../lib/worker-pool.ts';
import {
  checkMovieRender,
  type MovieCheckEngine,
  type MovieRenderCheck,
  type MovieRenderChecked,
} from './movie-render-check.ts';

const WORKER_URL = new URL('./render-check-worker.mjs', import.meta.url);

/**
 * A movie sent or stored in this many bytes or more is checked on a worker: below it the
 * worker's round trip and its asset lookups cost more than the checks. The largest movie a
 * render call takes (2 MiB of JSON, 60,000 items) costs the event loop 0.5 s to normalise,
 * hold to its limits and plan.
 */
export const WORKER_CHECK_BYTES = 64 * 1024;

interface Reply {
  id: number;
  ok: boolean;
  result?: MovieRenderChecked;
  message?: string;
}

type Call = { call: number; method: keyof AssetResolver; args: string[] };

/**
 * The checks of a movie render asked for (movie-render-check.ts): in place for a small
 * movie, with the app's engine; on a worker thread for a big one (render-check-worker.mjs),
 * at most `size` at once, the project's assets looked up here over a port of the job's own.
 */
export class RenderChecks {
  /** Checks that ran on a worker: how tests see where the work was done. */
  offloaded = 0;
  private readonly pool: WorkerPool;

  constructor(
    private readonly engine: MovieCheckEngine,
    readonly size = Math.min(2, availableParallelism()),
  ) {
    this.pool = new WorkerPool({ url: WORKER_URL, size });
  }

  /** `bytes`: how big the movie came (its request body, or its stored message). */
  async check(request: MovieRenderCheck, bytes: number, assets: AssetResolver): Promise<MovieRenderChecked> {
    if (bytes < WORKER_CHECK_BYTES) return checkMovieRender(request, assets, this.engine);
    const { port1, port2 } = new MessageChannel();
    port1.on('message', ({ call, method, args }: Call) => {
      const asked = (assets[method] as (...values: string[]) => Promise<unknown>)(...args);
      asked.then(
        (value) => port1.postMessage({ call, value: value ?? null }),
        (error: unknown) => port1.postMessage({ call, error: error instanceof Error ? error.message : String(error) }),
      );
    });
    const { source } = request;
    const encoded = 'encoded' in source ? source.encoded : 'sentMessage' in source ? source.sentMessage : undefined;
    try {
      const reply = await this.pool.run<Reply>(() => ({
        message: { request, port: port2 },
        transfer: [
          port2,
          ...(encoded && encoded.byteOffset === 0 && encoded.byteLength === encoded.buffer.byteLength
            ? [encoded.buffer as ArrayBuffer]
            : []),
        ],
      }));
      this.offloaded++;
      return reply.result!;
    } catch (error) {
      if (error instanceof WorkerReplyError)
        throw new HttpError(500, `The render check failed: ${(error.reply as Reply).message ?? ''}`, false);
      if (error instanceof WorkerThreadError) throw new HttpError(500, 'The render check worker stopped', false);
      throw error;
    } finally {
      port1.close();
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
