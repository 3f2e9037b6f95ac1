import { availableParallelism } from 'node:os';
import { WorkerPool, WorkerReplyError, WorkerThreadError } from '../lib/worker-pool.ts';

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
 * without holding the process open (a WorkerPool). A thread that fails is replaced by the
 * next check.
 */
const pool = new WorkerPool({
  url: new URL('./font-check-worker.mjs', import.meta.url),
  size: Math.min(2, availableParallelism()),
});
/** Checks answered by a font-check thread: how tests see where the work was done. */
export const fontChecks = { onThreads: 0 };

/** fontBytesProblem of the font in `file`, read and checked on a font-check thread. */
export async function fontFileProblem(file: string, named: 'woff2' | 'other'): Promise<string | undefined> {
  let reply: Reply;
  try {
    reply = await pool.run<Reply>({ message: { file, named } });
  } catch (error) {
    if (error instanceof WorkerReplyError)
      throw new Error(`The font check failed: ${(error.reply as Reply).message ?? 'no answer'}`);
    if (error instanceof WorkerThreadError) {
      throw new Error(
        error.reason === 'error' ? `The font check thread failed: ${error.message}` : 'The font check thread stopped',
      );
    }
    throw error;
  }
  fontChecks.onThreads++;
  return reply.problem;
}
