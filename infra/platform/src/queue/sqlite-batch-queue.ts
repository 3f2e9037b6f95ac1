import type { BatchTask } from '@reelforge/model';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import {
  storedTask,
  type BatchQueue,
  type ClaimedTask,
  type TaskCounts,
  type TaskFailure,
  type TaskPhase,
  type TaskRow,
  type TaskRowState,
  type TaskSuccess,
  type TaskToStore,
} from './batch-queue.ts';

// Literals, not bound values: SQLite uses the partial index of queued tasks only when
// the query's condition is the index's own text.
const QUEUED = sql.lit('queued');
const RUNNING = sql.lit('running');
/** Tasks inserted by one statement of an upload's transaction. */
const INSERT_SLICE = 100;

/**
 * The embedded queue: tasks are rows of batch_tasks in the platform's SQLite file, so a
 * run survives the process. A claim is one UPDATE ... RETURNING (atomic); its handle
 * carries the attempt number, so a claim that a restart handed out again cannot
 * complete the task a second time. Results go to batch_results in the transaction that
 * ends the task.
 */
export class SqliteBatchQueue implements BatchQueue {
  private readonly postgres: boolean;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: Clock,
  ) {
    this.postgres = isPostgres(db);
  }

  async enqueue(queueId: string, firstSeq: number, tasks: readonly TaskToStore[]): Promise<void> {
    if (tasks.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (let start = 0; start < tasks.length; start += INSERT_SLICE) {
        // Between slices the event loop serves other requests: a 500-task upload inserted in
        // one statement held it for tens of milliseconds (docs/request-limits.md).
        if (start > 0) await new Promise((resolve) => setImmediate(resolve));
        await trx
          .insertInto('batch_tasks')
          .values(
            tasks.slice(start, start + INSERT_SLICE).map((task, i) => ({
              queue_id: queueId,
              seq: firstSeq + start + i,
              payload: storedTask(task),
              state: 'held',
            })),
          )
          .execute();
      }
    });
  }

  async release(queueId: string): Promise<void> {
    await this.db
      .updateTable('batch_tasks')
      .set({ state: 'queued' })
      .where('queue_id', '=', queueId)
      .where('state', '=', 'held')
      .execute();
  }

  async claim(): Promise<ClaimedTask | undefined> {
    const row = await this.db
      .updateTable('batch_tasks')
      .set((eb) => ({ state: 'running', phase: null, attempts: eb('attempts', '+', 1), claimed_at: this.now() }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('batch_tasks')
          .select('id')
          .where('state', '=', QUEUED)
          .orderBy('id')
          .limit(1)
          // PostgreSQL runs claims side by side: each takes the oldest task no other claim holds,
          // rather than all waiting on the same row. (SQLite has one writer at a time.)
          .$if(this.postgres, (select) => select.forUpdate().skipLocked()),
      )
      .where('state', '=', QUEUED)
      .returning(['id', 'queue_id', 'seq', 'payload', 'attempts'])
      .executeTakeFirst();
    return row && claimedOf(row);
  }

  /**
   * Claims one given task (a queue in front of this one handed it to this process): a
   * queued one, or, when `orphaned` (the claim before was lost with its worker), a running
   * one. Undefined when the task ended, was cancelled or removed.
   */
  async claimTask(queueId: string, seq: number, orphaned: boolean): Promise<ClaimedTask | undefined> {
    const row = await this.db
      .updateTable('batch_tasks')
      .set((eb) => ({ state: 'running', phase: null, attempts: eb('attempts', '+', 1), claimed_at: this.now() }))
      .where('queue_id', '=', queueId)
      .where('seq', '=', seq)
      .where('state', 'in', orphaned ? ['queued', 'running'] : ['queued'])
      .returning(['id', 'queue_id', 'seq', 'payload', 'attempts'])
      .executeTakeFirst();
    return row && claimedOf(row);
  }

  /** The sequence numbers of the queue's claimable tasks, in order. */
  async queuedSeqs(queueId: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('batch_tasks')
      .select('seq')
      .where('queue_id', '=', queueId)
      .where('state', '=', QUEUED)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.seq);
  }

  /** Every claimable task, oldest first. */
  async queuedTasks(): Promise<Array<{ queueId: string; seq: number }>> {
    const rows = await this.db
      .selectFrom('batch_tasks')
      .select(['queue_id', 'seq'])
      .where('state', '=', QUEUED)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ queueId: row.queue_id, seq: row.seq }));
  }

  complete(task: ClaimedTask, result: TaskSuccess): Promise<boolean> {
    return this.finish(task, 'ok', result.url, null, result.durationMs);
  }

  fail(task: ClaimedTask, result: TaskFailure): Promise<boolean> {
    return this.finish(task, 'failed', null, result.error, result.durationMs);
  }

  private async finish(
    task: ClaimedTask,
    status: 'ok' | 'failed',
    url: string | null,
    error: string | null,
    durationMs: number,
  ): Promise<boolean> {
    const { rowId, attempts } = handle(task);
    return this.db.transaction().execute(async (trx) => {
      const ended = await trx
        .updateTable('batch_tasks')
        .set({ state: status })
        .where('id', '=', rowId)
        .where('attempts', '=', attempts)
        .where('state', '=', RUNNING)
        .executeTakeFirst();
      if (ended.numUpdatedRows === 0n) return false;
      await trx
        .insertInto('batch_results')
        .values({
          queue_id: task.queueId,
          seq: task.seq,
          record: task.task.record,
          key: task.task.key,
          status,
          url,
          error,
          duration_ms: Math.max(0, Math.round(durationMs)),
          finished_at: this.now(),
        })
        .onConflict((oc) => oc.columns(['queue_id', 'seq']).doNothing())
        .execute();
      return true;
    });
  }

  async enter(task: ClaimedTask, phase: TaskPhase): Promise<void> {
    const { rowId, attempts } = handle(task);
    await this.db
      .updateTable('batch_tasks')
      .set({ phase })
      .where('id', '=', rowId)
      .where('attempts', '=', attempts)
      .where('state', '=', RUNNING)
      .execute();
  }

  async requeue(task: ClaimedTask): Promise<void> {
    const { rowId, attempts } = handle(task);
    await this.db
      .updateTable('batch_tasks')
      .set({ state: 'queued', phase: null, claimed_at: null })
      .where('id', '=', rowId)
      .where('attempts', '=', attempts)
      .where('state', '=', RUNNING)
      .execute();
  }

  async cancel(queueId: string): Promise<void> {
    await this.db
      .updateTable('batch_tasks')
      .set({ state: 'cancelled' })
      .where('queue_id', '=', queueId)
      .where('state', 'in', ['held', 'queued', 'running'])
      .execute();
  }

  async counts(queueId: string): Promise<TaskCounts> {
    const rows = await this.db
      .selectFrom('batch_tasks')
      .select(['state', 'phase', (eb) => eb.fn.countAll<number>().as('n')])
      .where('queue_id', '=', queueId)
      .groupBy(['state', 'phase'])
      .execute();
    const counts: TaskCounts = {
      total: 0,
      held: 0,
      queued: 0,
      running: 0,
      delivering: 0,
      ok: 0,
      failed: 0,
      cancelled: 0,
    };
    for (const { state, phase, n } of rows) {
      const count = Number(n);
      counts.total += count;
      if (state in counts && state !== 'total' && state !== 'delivering')
        counts[state as Exclude<keyof TaskCounts, 'total'>] += count;
      if (state === 'running' && phase === 'delivering') counts.delivering += count;
    }
    return counts;
  }

  async rows(queueId: string, offset: number, limit: number): Promise<TaskRow[]> {
    const rows = await this.db
      .selectFrom('batch_tasks')
      .select(['seq', 'payload', 'state', 'phase'])
      .where('queue_id', '=', queueId)
      .orderBy('seq')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => {
      const task = JSON.parse(row.payload) as BatchTask;
      return { seq: row.seq, record: task.record, key: task.key, state: rowState(row.state, row.phase) };
    });
  }

  async pending(queueId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('batch_tasks')
      .select('id')
      .where('queue_id', '=', queueId)
      .where('state', 'in', ['held', 'queued', 'running'])
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async recover(): Promise<number> {
    // One process owns the embedded queue: whatever is running at its start was left by a dead one.
    const result = await this.db
      .updateTable('batch_tasks')
      .set({ state: 'queued', claimed_at: null })
      .where('state', '=', RUNNING)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async remove(queueId: string): Promise<void> {
    await this.db.deleteFrom('batch_tasks').where('queue_id', '=', queueId).execute();
  }
}

const ENDED: Readonly<Record<string, TaskRowState>> = { ok: 'done', failed: 'failed', cancelled: 'cancelled' };

function rowState(state: string, phase: string | null): TaskRowState {
  if (state === 'running') return phase === 'delivering' ? 'delivering' : 'rendering';
  return ENDED[state] ?? 'queued';
}

function claimedOf(row: { id: number; queue_id: string; seq: number; payload: string; attempts: number }): ClaimedTask {
  return {
    id: `${row.id}:${row.attempts}`,
    queueId: row.queue_id,
    seq: row.seq,
    task: JSON.parse(row.payload) as BatchTask,
    attempts: row.attempts,
  };
}

function handle(task: ClaimedTask): { rowId: number; attempts: number } {
  const [rowId, attempts] = task.id.split(':').map(Number);
  return { rowId: rowId ?? NaN, attempts: attempts ?? NaN };
}
