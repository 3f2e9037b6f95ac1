import { Worker } from 'node:worker_threads';
import type { ScriptLimit } from './script-limits.ts';

/** A job for the worker thread (prerender-worker.mjs). */
export interface SandboxJob {
  src: string;
  /** `{ movie, params, context }` as JSON. */
  input: string;
  timeoutMs: number;
  stackBytes: number;
  /** The returned movie's UTF-8 bytes at most. */
  maxOutputBytes: number;
}

/** What the worker thread answers for one job. */
export interface SandboxReply {
  id?: number;
  ready?: boolean;
  ok?: boolean;
  /** The returned movie as JSON, UTF-8 (moved, not copied, from the worker). */
  movie?: Uint8Array;
  error?: string;
  /** Where a script's error was thrown, as the engine tells it. */
  stack?: string;
  logs?: string[];
  /** The bound the script reached, when one stopped it. */
  limit?: ScriptLimit;
  /** The engine may be broken (an allocation failed in it): the worker is replaced. */
  fatal?: boolean;
}

/** How one job ended: the worker's reply, or the worker had to be ended (its own fault or the watchdog's). */
export type SandboxResult = { reply: SandboxReply } | { watchdog: true } | { failure: string };

const WORKER_URL = new URL('./prerender-worker.mjs', import.meta.url);
/** A worker that has not loaded its engine in this long is broken (its start is never counted against a script). */
const START_TIMEOUT_MS = 10_000;

/**
 * One worker thread of the sandbox: started at once (`ready` settles when its engine is
 * loaded), one job at a time, terminated by a watchdog when a job outlives its bound.
 */
export class SandboxWorker {
  readonly ready: Promise<void>;
  private readonly worker: Worker;
  private nextId = 1;
  private started = false;
  private gone = false;

  constructor(memoryBytes: number) {
    this.worker = new Worker(WORKER_URL, {
      workerData: { memoryBytes },
      // The host side of the worker: strings in and out (the engine's memory is bounded in the worker).
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    this.worker.unref();
    this.worker.once('exit', () => (this.gone = true));
    this.ready = new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer);
        this.worker.off('message', onMessage);
        this.worker.off('error', settle);
        this.worker.off('exit', onExit);
        if (error) reject(error);
        else resolve();
      };
      const onMessage = (reply: SandboxReply) => {
        if (reply.ready) settle();
      };
      const onExit = () => settle(new Error('the sandbox worker stopped while starting'));
      const timer = setTimeout(() => settle(new Error('the sandbox worker did not start')), START_TIMEOUT_MS);
      this.worker.on('message', onMessage);
      this.worker.on('error', settle);
      this.worker.on('exit', onExit);
    });
    this.ready.then(
      () => (this.started = true),
      () => void this.terminate(),
    );
  }

  /** Loaded and not ended: it takes a job without delay. */
  get isReady(): boolean {
    return this.started && !this.gone;
  }

  get isGone(): boolean {
    return this.gone;
  }

  /** Runs one job; after `watchdogMs` without an answer the thread is terminated. Never rejects. */
  run(job: SandboxJob, watchdogMs: number): Promise<SandboxResult> {
    const worker = this.worker;
    const id = this.nextId++;
    if (this.gone) return Promise.resolve({ failure: 'The sandbox stopped' });
    return new Promise<SandboxResult>((resolve) => {
      const finish = (result: SandboxResult) => {
        clearTimeout(watchdog);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve(result);
      };
      const onMessage = (reply: SandboxReply) => {
        if (reply.id === id) finish({ reply });
      };
      const onError = (error: Error) => finish({ failure: `The sandbox failed: ${error.message}` });
      const onExit = () => finish({ failure: 'The sandbox stopped' });
      const watchdog = setTimeout(() => {
        void this.terminate();
        finish({ watchdog: true });
      }, watchdogMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ id, ...job });
    });
  }

  async terminate(): Promise<void> {
    this.gone = true;
    await this.worker.terminate();
  }
}
