import { availableParallelism } from 'node:os';
import { FairScheduler } from '../lib/fair-scheduler.ts';
import { SandboxWorker, type SandboxResult } from './sandbox-worker.ts';
import {
  DEFAULT_SCRIPT_MEMORY_BYTES,
  DEFAULT_SCRIPT_TIMEOUT_MS,
  defaultScriptWorkers,
  limitMessage,
  MAX_SCRIPT_OUTPUT_BYTES,
  returnedMovieProblem,
  SCRIPT_STACK_BYTES,
  watchdogMs,
} from './script-limits.ts';
import { WarmWorkers } from './warm-workers.ts';

/**
 * Prerender scripts (docs/reference.md §8: a failing script is logged and the original movie is
 * rendered) and the run console's scripts (script-run/README.md). A script is JavaScript that defines
 *
 *     function prerender(movie, params, context) { ...; return movie; }
 *
 * `movie` is the movie's JSON form (shared/sdl), `params` the task's variable values
 * ({key: text}, with `row`: the 0-based record), `context` {record, key, row} (the
 * record, its key and the datasource row's cells by column name). It returns the movie to render
 * (returning nothing keeps the
 * movie it changed in place), within a movie's bounds (2 MiB, 60,000 items: script-limits.ts,
 * checked before the event loop parses it). `console.log` lines are collected for the log.
 *
 * It runs in QuickJS (quickjs-emscripten) on one of `workers` worker threads: no require,
 * process, fetch, file system or network; at most `timeoutMs` of running time, `memoryBytes`
 * of heap and a bounded stack (script-limits.ts). A script stuck inside one built-in, where
 * the engine's own deadline never comes, has its worker terminated at its limit plus a short
 * margin and replaced by a loaded one (warm-workers.ts); so is a worker whose engine failed.
 *
 * The workers are shared fairly between accounts (docs/scripts.md "Sharing the workers"):
 * lib/fair-scheduler.ts, as render slots are, with one slot per worker. One account holds at
 * most all but one of them, so another account's script always finds one; a freed worker
 * goes to the waiting script of the kind (console or batch) with fewest running, then of the
 * account with fewest running, then the oldest.
 */
export interface PrerenderOptions {
  /** Running time of one script; default 1 s. */
  timeoutMs?: number;
  /** Memory scripts may take beyond the engine's own; default 32 MiB. */
  memoryBytes?: number;
  /** Worker threads, scripts at once (SCRIPT_WORKERS); default one per core, 2 to 8. */
  workers?: number;
}

export interface PrerenderContext {
  record: number;
  key: string;
  row: Readonly<Record<string, string>>;
}

/** Whose script it is, for the fair share: the caller of the run console, or the batch run's owner. */
export interface ScriptOwner {
  user: number;
  kind: 'console' | 'batch';
}

export type PrerenderOutcome =
  | { ok: true; movie: unknown; logs: string[] }
  | { ok: false; error: string; logs: string[]; stack?: string };

export class PrerenderSandbox {
  private readonly timeoutMs: number;
  private readonly memoryBytes: number;
  private readonly slots: FairScheduler;
  private readonly workers: WarmWorkers;
  private closed = false;
  private watchdogEnds = 0;

  constructor(options: PrerenderOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_SCRIPT_TIMEOUT_MS;
    this.memoryBytes = options.memoryBytes ?? DEFAULT_SCRIPT_MEMORY_BYTES;
    const size = Math.max(1, options.workers ?? defaultScriptWorkers(availableParallelism()));
    // No slots on top of the shared ones: every slot is a worker thread.
    this.slots = new FairScheduler({ slots: size, interactiveReserve: 0, batchReserve: 0 });
    this.workers = new WarmWorkers(size, () => new SandboxWorker(this.memoryBytes));
  }

  /**
   * Runs one script once a worker is free for its owner; never rejects: whatever goes wrong is
   * a failed outcome. A script still waiting for a worker when `signal` fires (its requester
   * went away) leaves the queue without running.
   */
  async run(
    src: string,
    movie: unknown,
    params: Readonly<Record<string, string>>,
    context: PrerenderContext,
    owner: ScriptOwner,
    signal?: AbortSignal,
  ): Promise<PrerenderOutcome> {
    const input = JSON.stringify({ movie, params, context });
    try {
      return await this.slots.run(
        { user: owner.user, kind: owner.kind === 'console' ? 'interactive' : 'batch' },
        () => this.runNow(src, input),
        signal,
      );
    } catch (error) {
      if (signal?.aborted) return { ok: false, error: 'The script did not run: its requester went away', logs: [] };
      return { ok: false, error: `The sandbox failed: ${(error as Error).message}`, logs: [] };
    }
  }

  private async runNow(src: string, input: string): Promise<PrerenderOutcome> {
    if (this.closed) return { ok: false, error: 'The sandbox is closed', logs: [] };
    let worker: SandboxWorker;
    try {
      worker = await this.workers.take();
    } catch (error) {
      return { ok: false, error: `The sandbox could not start: ${(error as Error).message}`, logs: [] };
    }
    // The time counts from here: the worker is loaded and takes the job at once.
    const result = await worker.run(
      {
        src,
        input,
        timeoutMs: this.timeoutMs,
        stackBytes: SCRIPT_STACK_BYTES,
        maxOutputBytes: MAX_SCRIPT_OUTPUT_BYTES,
      },
      watchdogMs(this.timeoutMs),
    );
    this.workers.release(worker, 'reply' in result && !result.reply.fatal);
    return this.outcome(result);
  }

  /** Scripts running and waiting now, the worker threads alive, and the scripts the watchdog ended so far. */
  stats(): { running: number; waiting: number; workers: number; watchdogEnds: number } {
    const { running, waiting } = this.slots.stats();
    return { running, waiting, workers: this.workers.count, watchdogEnds: this.watchdogEnds };
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.workers.close();
  }

  private outcome(result: SandboxResult): PrerenderOutcome {
    const limits = { timeoutMs: this.timeoutMs, memoryBytes: this.memoryBytes };
    if ('watchdog' in result) {
      this.watchdogEnds++;
      return { ok: false, error: limitMessage('time', limits), logs: [] };
    }
    if ('failure' in result) return { ok: false, error: result.failure, logs: [] };
    const { reply } = result;
    const logs = reply.logs ?? [];
    if (reply.ok && reply.movie) {
      // Bounded as a movie in a request is before the event loop parses it.
      const problem = returnedMovieProblem(reply.movie);
      if (problem) return { ok: false, error: problem, logs };
      return {
        ok: true,
        movie: JSON.parse(
          Buffer.from(reply.movie.buffer, reply.movie.byteOffset, reply.movie.byteLength).toString('utf8'),
        ),
        logs,
      };
    }
    const error = reply.limit ? limitMessage(reply.limit, limits) : (reply.error ?? 'The script failed');
    return { ok: false, error, logs, ...(reply.stack ? { stack: reply.stack } : {}) };
  }
}
