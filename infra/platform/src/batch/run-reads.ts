import type { BatchRows, BatchRun, QueueStatus } from '@reelforge/contract';
import type { BatchResult } from '@reelforge/model';
import { notFound } from '../lib/http-errors.ts';
import type { BatchQueue } from '../queue/batch-queue.ts';
import type { RunPhase, RunRepository, RunRow, RunScope, RunState } from './run-repository.ts';

export interface RunReadDeps {
  runs: RunRepository;
  queue: BatchQueue;
}

export const queueNotFound = (id: string) => notFound(`Batch queue ${id} not found`);
export const runNotFound = (id: string) => notFound(`Run ${id} not found`);

interface Counts {
  done: number;
  failed: number;
  queued: number;
  rendering: number;
  delivering: number;
}

/**
 * The read side of the batch calls (docs/reference.md §7): where a queue's run stands, its
 * rows, a job's runs and a run's results. The batch service (batch-service.ts) is these
 * and the calls that change runs.
 */
export class RunReads<D extends RunReadDeps = RunReadDeps> {
  constructor(protected readonly deps: D) {}

  async status(scope: RunScope, queueId: string): Promise<QueueStatus> {
    const run = await this.deps.runs.find(scope, queueId);
    if (!run) throw queueNotFound(queueId);
    return this.statusOf(run);
  }

  /** The run's status; while the platform prepares it, how far; for a start that failed, why. */
  async statusOf(run: RunRow): Promise<QueueStatus> {
    const { done, failed, queued, rendering, delivering } = await this.countsOf(run);
    const remaining = Math.max(0, run.total - done - failed);
    return {
      Id: run.id,
      state: run.state as RunState,
      total: run.total,
      done,
      failed,
      remaining,
      queued,
      rendering,
      delivering,
      runid: run.run_id ?? '',
      ...(run.phase !== null && run.state === 'created'
        ? {
            phase: run.phase as RunPhase,
            ...(run.records !== null ? { records: run.records } : {}),
            compiled: run.compiled,
          }
        : {}),
      ...(run.error !== null ? { error: run.error } : {}),
    };
  }

  /**
   * Where each task stands, in upload order: from the queue while the run has tasks there,
   * then from its results (a cancelled run's tasks that never ran are not among them).
   */
  async rows(scope: RunScope, queueId: string, offset: number, limit: number): Promise<BatchRows> {
    const { runs, queue } = this.deps;
    const run = await runs.find(scope, queueId);
    if (!run) throw queueNotFound(queueId);
    const counts = await queue.counts(queueId);
    if (counts.total > 0) return { Id: run.id, total: counts.total, Rows: await queue.rows(queueId, offset, limit) };
    const ended = run.done_count + run.failed_count;
    const results = await runs.resultPage(queueId, offset, limit);
    return {
      Id: run.id,
      total: ended,
      Rows: results.map((row) => ({
        seq: row.seq,
        record: row.record,
        key: row.key,
        state: row.status === 'ok' ? 'done' : 'failed',
      })),
    };
  }

  async runs(scope: RunScope, jobId: string): Promise<BatchRun[]> {
    const rows = await this.deps.runs.listByJob(scope, jobId);
    return Promise.all(
      rows.map(async (run) => {
        const { done, failed } = await this.countsOf(run);
        return {
          runid: run.run_id ?? '',
          jobid: run.job_id ?? '',
          queue: run.id,
          state: run.state as RunState,
          total: run.total,
          done,
          failed,
          start: new Date(run.started_at ?? run.created_at).toISOString(),
          end: run.ended_at === null ? null : new Date(run.ended_at).toISOString(),
        };
      }),
    );
  }

  async results(scope: RunScope, runId: string): Promise<BatchResult[]> {
    const run = await this.deps.runs.findByRunId(scope, runId);
    if (!run) throw runNotFound(runId);
    return (await this.deps.runs.results(run.id)).map((row) => ({
      record: row.record,
      key: row.key,
      status: row.status === 'ok' ? 'ok' : 'failed',
      ...(row.url !== null ? { url: row.url } : {}),
      ...(row.error !== null ? { error: row.error } : {}),
      duration: Math.round(row.duration_ms) / 1000,
      ...(row.tries !== null ? { tries: row.tries } : {}),
    }));
  }

  private async countsOf(run: RunRow): Promise<Counts> {
    // A finished run's tasks are gone from the queue and its counts kept with it (while a
    // cancellation is being settled, the queue still knows better).
    const counts = await this.deps.queue.counts(run.id);
    if ((run.state === 'done' || run.state === 'cancelled') && counts.total === 0)
      return { done: run.done_count, failed: run.failed_count, queued: 0, rendering: 0, delivering: 0 };
    // Tasks of a run not started yet wait like queued ones; a cancelled run's are not waiting.
    const waiting = run.state === 'cancelled' ? 0 : counts.held + counts.queued;
    return {
      done: counts.ok,
      failed: counts.failed,
      queued: waiting,
      rendering: counts.running - counts.delivering,
      delivering: counts.delivering,
    };
  }
}
