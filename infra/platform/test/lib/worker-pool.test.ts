import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/lib/http-errors.ts';
import { WorkerPool, WorkerReplyError, WorkerThreadError, type WorkerReply } from '../../src/lib/worker-pool.ts';

const FIXTURE = new URL('../fixtures/pool-worker.mjs', import.meta.url);
const POOL = new URL('../../src/lib/worker-pool.ts', import.meta.url);

interface Reply extends WorkerReply {
  value?: unknown;
  message?: string;
  threadId: number;
}

const pools: WorkerPool[] = [];
const pool = (size: number) => {
  const made = new WorkerPool({ url: FIXTURE, size });
  pools.push(made);
  return made;
};
const job = (message: object) => ({ message });
const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};

afterEach(async () => {
  await Promise.all(pools.splice(0).map((made) => made.close()));
});

describe('WorkerPool', () => {
  it('runs at most size jobs at once, the others waiting in line, on workers it keeps', async () => {
    const workers = pool(2);
    // [entered, at work now, most at work at once, open]
    const gate = new SharedArrayBuffer(16);
    const counts = new Int32Array(gate);
    const replies = Array.from({ length: 5 }, (_, value) => workers.run<Reply>(job({ op: 'hold', value, gate })));
    await until(() => Atomics.load(counts, 0) === 2);
    // The two at work are still held: a third job has not reached a worker.
    const third = await Promise.race([replies[2], new Promise((resolve) => setTimeout(() => resolve('waiting'), 100))]);
    expect(third).toBe('waiting');
    expect(Atomics.load(counts, 0)).toBe(2);
    Atomics.store(counts, 3, 1);
    Atomics.notify(counts, 3);
    const answered = await Promise.all(replies);
    expect(answered.map((reply) => reply.value)).toEqual([0, 1, 2, 3, 4]);
    expect(Atomics.load(counts, 2)).toBe(2);
    expect(new Set(answered.map((reply) => reply.threadId)).size).toBe(2);
  });

  it('replaces a worker that threw or exited, with the error or exit code it ended with', async () => {
    const workers = pool(1);
    const first = await workers.run<Reply>(job({ op: 'echo', value: 'a' }));
    const thrown = await workers.run(job({ op: 'throw', value: 'b' })).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(WorkerThreadError);
    expect(thrown).toMatchObject({ reason: 'error', message: 'thrown b' });
    const second = await workers.run<Reply>(job({ op: 'echo', value: 'c' }));
    expect(second.threadId).not.toBe(first.threadId);
    const exited = await workers.run(job({ op: 'exit', value: 7 })).catch((error: unknown) => error);
    expect(exited).toMatchObject({ reason: 'exit', exitCode: 7 });
    const third = await workers.run<Reply>(job({ op: 'echo', value: 'd' }));
    expect(third.value).toBe('d');
    expect(third.threadId).not.toBe(second.threadId);
  });

  it('rejects a reply of ok:false carrying the reply, and ends its worker unless keepAfter says to keep it', async () => {
    const workers = pool(1);
    const first = await workers.run<Reply>(job({ op: 'echo' }));
    const refused = await workers.run(job({ op: 'refuse', value: 1 })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WorkerReplyError);
    expect((refused as WorkerReplyError<Reply>).reply).toMatchObject({
      ok: false,
      message: 'refused 1',
      threadId: first.threadId,
    });
    const second = await workers.run<Reply>(job({ op: 'echo' }));
    expect(second.threadId).not.toBe(first.threadId);

    const keep = { keepAfter: (error: unknown) => error instanceof WorkerReplyError };
    await expect(workers.run(job({ op: 'refuse', value: 2 }), keep)).rejects.toBeInstanceOf(WorkerReplyError);
    expect((await workers.run<Reply>(job({ op: 'echo' }))).threadId).toBe(second.threadId);
    // keepAfter is asked of every error: a thread's own failure is not kept here.
    await expect(workers.run(job({ op: 'exit', value: 0 }), keep)).rejects.toBeInstanceOf(WorkerThreadError);
    expect((await workers.run<Reply>(job({ op: 'echo' }))).threadId).not.toBe(second.threadId);
  });

  it('gives a job up after its timeout and ends its worker', async () => {
    const workers = pool(1);
    const first = await workers.run<Reply>(job({ op: 'echo' }));
    await expect(workers.run(job({ op: 'later', ms: 10_000 }), { timeoutMs: 50 })).rejects.toMatchObject({
      reason: 'timeout',
    });
    expect((await workers.run<Reply>(job({ op: 'echo' }))).threadId).not.toBe(first.threadId);
  });

  it('builds a posting given as a function only when its turn comes', async () => {
    const workers = pool(1);
    const made: number[] = [];
    const [first, second] = [0, 1].map((value) =>
      workers.run<Reply>(() => {
        made.push(value);
        return job({ op: 'later', value, ms: 20 });
      }),
    );
    // The first is posted at once, the second waits without its posting.
    expect(made).toEqual([0]);
    await first;
    expect((await second!).value).toBe(1);
    expect(made).toEqual([0, 1]);
  });

  it('on close fails the jobs at work, refuses the waiting and new ones with a 503', async () => {
    const workers = pool(1);
    const atWork = workers.run(job({ op: 'later', ms: 10_000 })).catch((error: unknown) => error);
    const waiting = workers.run(job({ op: 'echo' })).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await workers.close();
    expect(await atWork).toMatchObject({ reason: 'exit' });
    for (const refused of [await waiting, await workers.run(job({ op: 'echo' })).catch((error: unknown) => error)]) {
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({ statusCode: 503, message: 'The server is shutting down' });
    }
  });

  it('does not keep a process alive once its workers are idle: the answer is printed, then the process ends by itself', async () => {
    // An idle worker still held would keep the child running until the time-out below.
    const script = `
      import(${JSON.stringify(POOL.href)}).then(({ WorkerPool }) => {
        const pool = new WorkerPool({ url: new URL(${JSON.stringify(FIXTURE.href)}), size: 1 });
        pool.run({ message: { op: 'later', value: 'answered', ms: 300 } }).then((reply) => console.log(reply.value));
      });
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      timeout: 15_000,
    });
    expect(stdout.trim()).toBe('answered');
  });
});
