import type { Kysely } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { RunRepository } from '../../src/batch/run-repository.ts';
import type { Database } from '../../src/db/schema.ts';
import type { BatchQueue, ClaimedTask } from '../../src/queue/batch-queue.ts';
import { SqliteBatchQueue } from '../../src/queue/sqlite-batch-queue.ts';
import { UserRepository } from '../../src/accounts/user-store.ts';
import { task } from '../helpers/batch.ts';

/**
 * What every batch queue adapter does, as the batch logic sees it (queue/batch-queue.ts).
 * Each adapter's test file runs these cases with its own harness.
 */
export interface QueueHarness {
  db: Kysely<Database>;
  runs: RunRepository;
  ownerId: number;
  queue(): BatchQueue;
  /** The next task this process is handed, waiting for it if one is on its way; undefined when none is. */
  claim(): Promise<ClaimedTask | undefined>;
  /** The process holding the queue dies with its claims; a new one takes over. */
  crash(): Promise<void>;
  /** Whether claims come strictly oldest first (one process claiming one at a time). */
  fifo: boolean;
}

let n = 0;

/**
 * The embedded queue (tasks as rows of `db`, SQLite or PostgreSQL) as the behaviour tests
 * drive it: a crash is the next process's start, which puts back what the dead one left running.
 */
export async function embeddedQueueHarness(
  db: Kysely<Database>,
): Promise<QueueHarness & { embedded: SqliteBatchQueue }> {
  const queue = new SqliteBatchQueue(db, () => 1_000);
  return {
    db,
    runs: new RunRepository(db),
    ownerId: (await new UserRepository(db).create({ username: 'queue', password: 'queue-password' })).id,
    queue: () => queue,
    claim: () => queue.claim(),
    crash: async () => void (await queue.recover()),
    fifo: true,
    embedded: queue,
  };
}

export function queueBehaviour(harness: () => QueueHarness): void {
  const h = () => harness();
  const newQueue = async (): Promise<string> => {
    const id = `${process.pid.toString(16)}${(n++).toString(16)}`.padStart(32, '0');
    await h().runs.insert({
      id,
      owner_id: h().ownerId,
      region: 'eu-west-1',
      routing: 'default',
      task_limit: 1000,
      state: 'created',
      secret: 's',
      created_at: 0,
    });
    return id;
  };
  const resultsOf = (id: string) =>
    h().db.selectFrom('batch_results').selectAll().where('queue_id', '=', id).orderBy('seq').execute();

  beforeEach(async () => {
    // Every test starts from an idle queue: nothing claimable is left by another.
    await h()
      .db.updateTable('batch_tasks')
      .set({ state: 'cancelled' })
      .where('state', 'in', ['queued', 'running'])
      .execute();
    for (let left = await h().claim(); left; left = await h().claim())
      await h().queue().fail(left, { error: 'left over', durationMs: 0 });
  });

  it('holds tasks until released, then hands them out once each', async () => {
    const queue = h().queue();
    const id = await newQueue();
    await queue.enqueue(id, 0, [task(0), task(1)]);
    await queue.enqueue(id, 2, [task(2)]);
    expect(await h().claim()).toBeUndefined();
    expect(await queue.counts(id)).toMatchObject({ total: 3, held: 3 });

    await queue.release(id);
    const claimed = [await h().claim(), await h().claim(), await h().claim()];
    const handedOut = claimed.map((c) => [c?.seq, c?.task.record, c?.attempts]);
    const bySeq = [...handedOut].sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(bySeq).toEqual([
      [0, 0, 1],
      [1, 1, 1],
      [2, 2, 1],
    ]);
    if (h().fifo) expect(handedOut).toEqual(bySeq);
    expect(await h().claim()).toBeUndefined();
    expect(await queue.counts(id)).toMatchObject({ total: 3, running: 3 });
    expect(await queue.pending(id)).toBe(true);

    const [a, b, c] = [...claimed].sort((x, y) => x!.seq - y!.seq);
    expect(await queue.complete(a!, { url: 'https://cdn/a.mp4', durationMs: 1200 })).toBe(true);
    expect(await queue.fail(b!, { error: 'no such picture', durationMs: 30 })).toBe(true);
    await queue.enter(c!, 'delivering');
    expect((await queue.rows(id, 0, 10)).map((row) => row.state)).toEqual(['done', 'failed', 'delivering']);
    expect(await queue.complete(c!, { url: 'https://cdn/c.mp4', durationMs: 900 })).toBe(true);
    expect(await queue.counts(id)).toMatchObject({ total: 3, ok: 2, failed: 1, running: 0 });
    expect(await queue.pending(id)).toBe(false);
    expect((await resultsOf(id)).map((r) => [r.seq, r.record, r.status, r.url, r.error, r.duration_ms])).toEqual([
      [0, 0, 'ok', 'https://cdn/a.mp4', null, 1200],
      [1, 1, 'failed', null, 'no such picture', 30],
      [2, 2, 'ok', 'https://cdn/c.mp4', null, 900],
    ]);
  });

  it('stores a chunk whole or not at all', async () => {
    const queue = h().queue();
    const id = await newQueue();
    await queue.enqueue(id, 0, [task(0), task(1)]);
    await queue.enqueue(id, 3, [task(3)]);
    // seq 2 is free but seq 3 is taken: the chunk goes in not at all.
    await expect(queue.enqueue(id, 2, [task(2), task(9)])).rejects.toThrow();
    expect((await queue.rows(id, 0, 10)).map((row) => row.seq)).toEqual([0, 1, 3]);
  });

  it('after a crash, hands a running task out again; the old claim can no longer end it, so it has one result', async () => {
    const id = await newQueue();
    await h()
      .queue()
      .enqueue(id, 0, [task(0)]);
    await h().queue().release(id);
    const first = (await h().claim())!;
    const dead = h().queue();
    await h().crash();
    const second = (await h().claim())!;
    expect(second.seq).toBe(0);
    expect(second.attempts).toBe(2);
    expect(await dead.complete(first, { url: 'stale', durationMs: 1 })).toBe(false);
    expect(await h().queue().complete(second, { url: 'fresh', durationMs: 1 })).toBe(true);
    expect(await h().queue().complete(second, { url: 'again', durationMs: 1 })).toBe(false);
    expect((await resultsOf(id)).map((r) => r.url)).toEqual(['fresh']);
  });

  it('gives a task back on requeue (shutdown)', async () => {
    const queue = h().queue();
    const id = await newQueue();
    await queue.enqueue(id, 0, [task(0)]);
    await queue.release(id);
    const claimed = (await h().claim())!;
    await queue.requeue(claimed);
    const again = (await h().claim())!;
    expect([again.seq, again.attempts]).toEqual([0, 2]);
    expect(await queue.counts(id)).toMatchObject({ running: 1 });
    expect(await queue.complete(again, { url: 'done', durationMs: 1 })).toBe(true);
  });

  it('cancels: nothing of the queue is handed out any more, and running tasks cannot complete', async () => {
    const queue = h().queue();
    const id = await newQueue();
    await queue.enqueue(id, 0, [task(0), task(1), task(2)]);
    await queue.release(id);
    const running = (await h().claim())!;
    await queue.cancel(id);
    expect(await h().claim()).toBeUndefined();
    expect(await queue.complete(running, { url: 'late', durationMs: 1 })).toBe(false);
    expect(await queue.counts(id)).toMatchObject({ total: 3, cancelled: 3 });
    expect(await queue.pending(id)).toBe(false);
    expect(await resultsOf(id)).toEqual([]);
    await queue.remove(id);
    expect((await queue.counts(id)).total).toBe(0);
  });
}
