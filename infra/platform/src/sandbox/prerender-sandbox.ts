import { Worker } from 'node:worker_threads';
import { Semaphore } from '../lib/semaphore.ts';

/**
 * Prerender scripts (docs/reference.md §8: a failing script is logged and the original movie is
 * rendered). A script is JavaScript that defines
 *
 *     function prerender(movie, params, context) { ...; return movie; }
 *
 * `movie` is the movie's JSON form (shared/sdl), `params` the task's variable values
 * ({key: text}, with `row`: the 0-based record), `context` {record, key, row} (the
 * record, its key and the datasource row's cells by column name). It returns the movie to render (returning nothing keeps the
 * movie it changed in place). `console.log` lines are collected for the log.
 *
 * It runs in QuickJS (quickjs-emscripten) on a worker thread: no require, process,
 * fetch, file system or network; at most `timeoutMs` of running time and `memoryBytes`
 * of heap. After an allocation failed inside the engine the worker is replaced by a
 * fresh one, and so it is if it stops answering.
 */
export interface PrerenderOptions {
  /** Running time of one script; default 1 s. */
  timeoutMs?: number;
  /** Memory scripts may take beyond the engine's own; default 32 MiB. */
  memoryBytes?: number;
}

export interface PrerenderContext {
  record: number;
  key: string;
  row: Readonly<Record<string, string>>;
}

export type PrerenderOutcome = { ok: true; movie: unknown; logs: string[] } | { ok: false; error: string; logs: string[]; stack?: string };

interface Reply {
  id?: number;
  ready?: boolean;
  ok?: boolean;
  movie?: string;
  error?: string;
  /** where a script's error was thrown, as the engine tells it */
  stack?: string;
  logs?: string[];
  /** The engine may be broken (an allocation failed in it): the worker is replaced. */
  fatal?: boolean;
}

const WORKER_URL = new URL('./prerender-worker.mjs', import.meta.url);
// Past the script's own deadline: time to start the worker and to pass the movie both ways.
const GRACE_MS = 5_000;
const MAX_OUTPUT_CHARS = 16 * 1024 * 1024;

export class PrerenderSandbox {
  private readonly timeoutMs: number;
  private readonly memoryBytes: number;
  // One script at a time: the watchdog then times the script, not a wait in line.
  private readonly lane = new Semaphore(1);
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private nextId = 1;
  private closed = false;

  constructor(options: PrerenderOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 1_000;
    this.memoryBytes = options.memoryBytes ?? 32 * 1024 * 1024;
  }

  /** Runs one script; never rejects: whatever goes wrong is a failed outcome. */
  run(src: string, movie: unknown, params: Readonly<Record<string, string>>, context: PrerenderContext): Promise<PrerenderOutcome> {
    return this.lane.run(async () => {
      if (this.closed) return { ok: false, error: 'The sandbox is closed', logs: [] };
      let worker: Worker;
      try {
        worker = await this.start();
      } catch (error) {
        return { ok: false, error: `The sandbox could not start: ${(error as Error).message}`, logs: [] };
      }
      const id = this.nextId++;
      const input = JSON.stringify({ movie, params, context });
      return new Promise<PrerenderOutcome>((resolve) => {
        const finish = (outcome: PrerenderOutcome) => {
          clearTimeout(watchdog);
          worker.off('message', onMessage);
          worker.off('error', onError);
          worker.off('exit', onExit);
          resolve(outcome);
        };
        const onMessage = (reply: Reply) => {
          if (reply.id !== id) return;
          if (reply.ok && typeof reply.movie === 'string') {
            finish({ ok: true, movie: JSON.parse(reply.movie), logs: reply.logs ?? [] });
            return;
          }
          if (reply.fatal) {
            this.discard(worker);
            void worker.terminate();
          }
          finish({ ok: false, error: reply.error ?? 'The script failed', logs: reply.logs ?? [], ...(reply.stack ? { stack: reply.stack } : {}) });
        };
        const onError = (error: Error) => {
          this.discard(worker);
          finish({ ok: false, error: `The sandbox failed: ${error.message}`, logs: [] });
        };
        const onExit = () => {
          this.discard(worker);
          finish({ ok: false, error: 'The sandbox stopped', logs: [] });
        };
        const watchdog = setTimeout(() => {
          this.discard(worker);
          void worker.terminate();
          finish({ ok: false, error: `The script ran longer than ${this.timeoutMs} ms`, logs: [] });
        }, this.timeoutMs + GRACE_MS);
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.on('exit', onExit);
        worker.postMessage({ id, src, input, timeoutMs: this.timeoutMs, maxOutputChars: MAX_OUTPUT_CHARS });
      });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    if (worker) await worker.terminate();
  }

  private async start(): Promise<Worker> {
    if (!this.worker) {
      const worker = new Worker(WORKER_URL, {
        workerData: { memoryBytes: this.memoryBytes },
        // The host side of the worker: strings in and out (the engine's memory is bounded in the worker).
        resourceLimits: { maxOldGenerationSizeMb: 256 },
      });
      worker.unref();
      this.worker = worker;
      this.ready = new Promise<void>((resolve, reject) => {
        const settle = (error?: Error) => {
          clearTimeout(timer);
          worker.off('message', onMessage);
          worker.off('error', settle);
          worker.off('exit', onExit);
          if (error) reject(error);
          else resolve();
        };
        const onMessage = (reply: Reply) => {
          if (reply.ready) settle();
        };
        const onExit = () => settle(new Error('the sandbox worker stopped while starting'));
        const timer = setTimeout(() => settle(new Error('the sandbox worker did not start')), GRACE_MS);
        worker.on('message', onMessage);
        worker.on('error', settle);
        worker.on('exit', onExit);
      });
      this.ready.catch(() => {
        this.discard(worker);
        void worker.terminate();
      });
    }
    const worker = this.worker;
    await this.ready;
    return worker;
  }

  private discard(worker: Worker): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.ready = undefined;
  }
}
