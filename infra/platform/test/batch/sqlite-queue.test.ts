import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RunRepository } from '../../src/batch/run-repository.ts';
import { openDatabase } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { SqliteBatchQueue } from '../../src/queue/sqlite-batch-queue.ts';
import { UserRepository } from '../../src/repositories/users.ts';
import { task } from '../helpers/batch.ts';

let root: string;
let db: Kysely<Database>;
let queue: SqliteBatchQueue;
let runs: RunRepository;
let ownerId: number;
let n = 0;

async function newQueue(): Promise<string> {
  const id = `${(n++).toString(16).padStart(32, '0')}`;
  await runs.insert({ id, owner_id: ownerId, region: 'eu-west-1', routing: 'default', task_limit: 1000, state: 'created', secret: 's', created_at: 0 });
  return id;
}

const resultsOf = (id: string) => db.selectFrom('batch_results').selectAll().where('queue_id', '=', id).orderBy('seq').execute();

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-queue-'));
  db = await openDatabase(path.join(root, 'queue.sqlite'));
  queue = new SqliteBatchQueue(db, () => 1_000);
  runs = new RunRepository(db);
  ownerId = (await new UserRepository(db).create({ username: 'queue', password: 'queue-password' })).id;
});
afterAll(async () => {
  await db.destroy();
  await rm(root, { recursive: true, force: true });
});
beforeEach(async () => {
  // Every test starts from an idle queue: nothing claimable is left by another.
  await db.updateTable('batch_tasks').set({ state: 'cancelled' }).where('state', 'in', ['queued', 'running']).execute();
});

describe('the SQLite batch queue', () => {
  it('holds tasks until released, then hands them out once each, oldest first', async () => {
    const id = await newQueue();
    await queue.enqueue(id, 0, [task(0), task(1)]);
    await queue.enqueue(id, 2, [task(2)]);
    expect(await queue.claim()).toBeUndefined();
    expect(await queue.counts(id)).toMatchObject({ total: 3, held: 3 });

    await queue.release(id);
    const claimed = [await queue.claim(), await queue.claim(), await queue.claim()];
    expect(claimed.map((c) => [c?.seq, c?.task.record, c?.attempts])).toEqual([
      [0, 0, 1],
      [1, 1, 1],
      [2, 2, 1],
    ]);
    expect(await queue.claim()).toBeUndefined();
    expect(await queue.counts(id)).toMatchObject({ total: 3, running: 3 });
    expect(await queue.pending(id)).toBe(true);

    expect(await queue.complete(claimed[0]!, { url: 'https://cdn/a.mp4', durationMs: 1200 })).toBe(true);
    expect(await queue.fail(claimed[1]!, { error: 'no such picture', durationMs: 30 })).toBe(true);
    expect(await queue.complete(claimed[2]!, { url: 'https://cdn/c.mp4', durationMs: 900 })).toBe(true);
    expect(await queue.counts(id)).toMatchObject({ total: 3, ok: 2, failed: 1, running: 0 });
    expect(await queue.pending(id)).toBe(false);
    expect((await resultsOf(id)).map((r) => [r.seq, r.record, r.status, r.url, r.error, r.duration_ms])).toEqual([
      [0, 0, 'ok', 'https://cdn/a.mp4', null, 1200],
      [1, 1, 'failed', null, 'no such picture', 30],
      [2, 2, 'ok', 'https://cdn/c.mp4', null, 900],
    ]);
  });

  it('stores a chunk whole or not at all', async () => {
    const id = await newQueue();
    await queue.enqueue(id, 0, [task(0), task(1)]);
    await queue.enqueue(id, 3, [task(3)]);
    // seq 2 is free but seq 3 is taken: the chunk goes in not at all.
    await expect(queue.enqueue(id, 2, [task(2), task(9)])).rejects.toThrow();
    const seqs = await db.selectFrom('batch_tasks').select('seq').where('queue_id', '=', id).orderBy('seq').execute();
    expect(seqs.map((row) => row.seq)).toEqual([0, 1, 3]);
  });

  it('after a crash, hands a running task out again; the old claim can no longer end it, so it has one result', async () => {
    const id = await newQueue();
    await queue.enqueue(id, 0, [task(0)]);
    await queue.release(id);
    const first = (await queue.claim())!;
    // The process dies here; the next one recovers at start.
    expect(await queue.recover()).toBe(1);
    const second = (await queue.claim())!;
    expect(second.seq).toBe(0);
    expect(second.attempts).toBe(2);
    expect(await queue.complete(first, { url: 'stale', durationMs: 1 })).toBe(false);
    expect(await queue.complete(second, { url: 'fresh', durationMs: 1 })).toBe(true);
    expect(await queue.complete(second, { url: 'again', durationMs: 1 })).toBe(false);
    expect((await resultsOf(id)).map((r) => r.url)).toEqual(['fresh']);
  });

  it('gives a task back on requeue (shutdown)', async () => {
    const id = await newQueue();
    await queue.enqueue(id, 0, [task(0)]);
    await queue.release(id);
    const claimed = (await queue.claim())!;
    await queue.requeue(claimed);
    expect(await queue.counts(id)).toMatchObject({ queued: 1, running: 0 });
    expect((await queue.claim())!.attempts).toBe(2);
  });

  it('cancels: nothing of the queue is handed out any more, and running tasks cannot complete', async () => {
    const id = await newQueue();
    await queue.enqueue(id, 0, [task(0), task(1), task(2)]);
    await queue.release(id);
    const running = (await queue.claim())!;
    await queue.cancel(id);
    expect(await queue.claim()).toBeUndefined();
    expect(await queue.complete(running, { url: 'late', durationMs: 1 })).toBe(false);
    expect(await queue.counts(id)).toMatchObject({ total: 3, cancelled: 3 });
    expect(await queue.pending(id)).toBe(false);
    await queue.remove(id);
    expect((await queue.counts(id)).total).toBe(0);
  });
});
