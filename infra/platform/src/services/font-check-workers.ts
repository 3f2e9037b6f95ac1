import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { Semaphore } from '../lib/semaphore.ts';

const WORKER_URL = new URL('./font-check-worker.mjs', import.meta.url);
const SIZE = Math.min(2, availableParallelism());

interface Reply {
  id: number;
  ok: boolean;
  problem?: string;
  message?: string;
}

/**
 * Font checks (font-check.ts: a WOFF2's decoding, opentype.js's parse of every table and of
 * sampled outlines) on worker threads of their own: a large font takes a second of CPU,
 * which would hold every other request on the event loop. At most two run at once, the
 * others wait in line; the threads start with the first font checked and are kept, idle,
 * without holding the process open. A thread that fails is replaced by the next check.
 */
const lane = new Semaphore(SIZE);
const idle: Worker[] = [];
let nextId = 1;
/** Checks answered by a font-check thread: how tests see where the work was done. */
export const fontChecks = { onThreads: 0 };

/** fontBytesProblem of the font in `file`, read and checked on a font-check thread. */
export function fontFileProblem(file: string, named: 'woff2' | 'other'): Promise<string | undefined> {
  return lane.run(async () => {
    const worker = idle.pop() ?? start();
    try {
      const problem = await ask(worker, file, named);
      fontChecks.onThreads++;
      idle.push(worker);
      return problem;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
  });
}

function start(): Worker {
  const worker = new Worker(WORKER_URL);
  worker.unref();
  worker.on('error', () => void forget(worker));
  worker.on('exit', () => void forget(worker));
  return worker;
}

function forget(worker: Worker): void {
  const at = idle.indexOf(worker);
  if (at >= 0) idle.splice(at, 1);
}

function ask(worker: Worker, file: string, named: 'woff2' | 'other'): Promise<string | undefined> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const finish = (settle: () => void) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      // An idle thread does not keep the process alive; one at work does.
      worker.unref();
      settle();
    };
    const onMessage = (reply: Reply) => {
      if (reply.id !== id) return;
      if (reply.ok) finish(() => resolve(reply.problem));
      else finish(() => reject(new Error(`The font check failed: ${reply.message ?? 'no answer'}`)));
    };
    const onError = (error: Error) => finish(() => reject(new Error(`The font check thread failed: ${error.message}`)));
    const onExit = () => finish(() => reject(new Error('The font check thread stopped')));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.ref();
    worker.postMessage({ id, file, named });
  });
}
