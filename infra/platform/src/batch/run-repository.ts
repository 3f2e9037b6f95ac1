import { logContext } from '../lib/log-context.ts';
import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import type { BatchResultsTable, BatchRunsTable } from '../db/batch-schema.ts';
import type { Database } from '../db/schema.ts';

export type RunRow = Selectable<BatchRunsTable>;
export type ResultRow = Selectable<BatchResultsTable>;
export type RunState = 'created' | 'running' | 'done' | 'cancelled';
/** What the platform does for a run it prepares: compiling its tasks, then queueing them. */
export type RunPhase = 'computing' | 'uploading';

export interface RunScope {
  ownerId: number;
  region: string;
  /**
   * For a caller with an API key limited to some projects (docs/api.md): their uids. Runs of the
   * owner's other projects are not there for it; a queue not yet given a project is.
   */
  projects?: readonly string[];
}

/** The runs `scope.projects` allows: every run without it. */
function ofScopedProjects(scope: RunScope) {
  return (eb: ExpressionBuilder<Database, 'batch_runs'>) => {
    const uids = scope.projects;
    if (!uids) return eb.lit(true);
    const allowed = eb
      .selectFrom('projects')
      .select('projects.id')
      .where('projects.owner_id', '=', scope.ownerId)
      .where('projects.uid', 'in', uids.length > 0 ? [...uids] : ['']);
    return eb.or([eb('batch_runs.project_id', 'is', null), eb('batch_runs.project_id', 'in', allowed)]);
  };
}

export interface RunNames {
  projectId: number;
  jobId: string;
  runId: string;
}

/**
 * Batch queues and their runs, and the result rows. Every lookup on a caller's behalf is
 * scoped by owner and region: another user's queue or run does not exist for them.
 */
export class RunRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A new run, naming the request that made it (its rows' log lines carry the id). */
  async insert(row: Insertable<BatchRunsTable>): Promise<void> {
    const request_id = row.request_id ?? logContext()?.reqId ?? null;
    await this.db
      .insertInto('batch_runs')
      .values({ ...row, request_id })
      .execute();
  }

  async find(scope: RunScope, id: string): Promise<RunRow | undefined> {
    return this.db
      .selectFrom('batch_runs')
      .selectAll()
      .where('id', '=', id)
      .where('owner_id', '=', scope.ownerId)
      .where('region', '=', scope.region)
      .where(ofScopedProjects(scope))
      .executeTakeFirst();
  }

  async findByRunId(scope: RunScope, runId: string): Promise<RunRow | undefined> {
    return this.db
      .selectFrom('batch_runs')
      .selectAll()
      .where('owner_id', '=', scope.ownerId)
      .where('run_id', '=', runId)
      .where('region', '=', scope.region)
      .where(ofScopedProjects(scope))
      .executeTakeFirst();
  }

  /** By queue id alone: for the workers, which act for whoever owns the run. */
  async get(id: string): Promise<RunRow | undefined> {
    return this.db.selectFrom('batch_runs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Started runs of a job, newest first. */
  async listByJob(scope: RunScope, jobId: string): Promise<RunRow[]> {
    return this.db
      .selectFrom('batch_runs')
      .selectAll()
      .where('owner_id', '=', scope.ownerId)
      .where('region', '=', scope.region)
      .where('job_id', '=', jobId)
      .where('started_at', 'is not', null)
      .where(ofScopedProjects(scope))
      .orderBy('started_at', 'desc')
      .execute();
  }

  async listInState(state: RunState): Promise<RunRow[]> {
    return this.db.selectFrom('batch_runs').selectAll().where('state', '=', state).execute();
  }

  /**
   * Takes `count` more task numbers for a queue that is still being filled, naming its
   * project, job and run on the first chunk; the new total, or undefined when the queue
   * is not in that state, names another run, or would pass its limit.
   */
  async reserve(id: string, count: number, names: RunNames): Promise<number | undefined> {
    const row = await this.db
      .updateTable('batch_runs')
      .set((eb) => ({
        total: eb('total', '+', count),
        project_id: eb.fn.coalesce('project_id', eb.val(names.projectId)),
        job_id: eb.fn.coalesce('job_id', eb.val(names.jobId)),
        run_id: eb.fn.coalesce('run_id', eb.val(names.runId)),
      }))
      .where('id', '=', id)
      .where('state', '=', 'created')
      .where((eb) => eb(eb('total', '+', count), '<=', eb.ref('task_limit')))
      .where((eb) => eb.or([eb('project_id', 'is', null), eb('project_id', '=', names.projectId)]))
      .where((eb) => eb.or([eb('job_id', 'is', null), eb('job_id', '=', names.jobId)]))
      .where((eb) => eb.or([eb('run_id', 'is', null), eb('run_id', '=', names.runId)]))
      .returning('total')
      .executeTakeFirst();
    return row?.total;
  }

  /** Gives back a reservation whose tasks could not be stored, if nothing came after it. */
  async unreserve(id: string, count: number, total: number): Promise<void> {
    await this.db
      .updateTable('batch_runs')
      .set((eb) => ({ total: eb('total', '-', count) }))
      .where('id', '=', id)
      .where('total', '=', total)
      .execute();
  }

  /** How far the platform has prepared a run it was asked to start (while the run waits to start). */
  async prepared(id: string, progress: { phase: RunPhase; records?: number; compiled?: number }): Promise<void> {
    await this.db.updateTable('batch_runs').set(progress).where('id', '=', id).where('state', '=', 'created').execute();
  }

  /** Runs the platform was preparing when they were made before `before` (a preparation cut short). */
  async listPreparing(before: number): Promise<RunRow[]> {
    return this.db
      .selectFrom('batch_runs')
      .selectAll()
      .where('state', '=', 'created')
      .where('phase', 'is not', null)
      .where('created_at', '<', before)
      .execute();
  }

  /** A prepared run that could not start: cancelled, with why; false when it was no longer waiting to start. */
  async fail(id: string, error: string, at: number): Promise<boolean> {
    const result = await this.db
      .updateTable('batch_runs')
      .set({ state: 'cancelled', phase: null, error, ended_at: at })
      .where('id', '=', id)
      .where('state', '=', 'created')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** created -> running with its plan; false when the queue was not waiting to start. */
  async start(id: string, plan: string, at: number): Promise<boolean> {
    const result = await this.db
      .updateTable('batch_runs')
      .set({ state: 'running', plan, phase: null, started_at: at })
      .where('id', '=', id)
      .where('state', '=', 'created')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Ends a run from one of the `from` states, keeping its counts; false when it was not in them. */
  async end(
    id: string,
    from: readonly RunState[],
    to: 'done' | 'cancelled',
    counts: { done: number; failed: number },
    at: number,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('batch_runs')
      .set({ state: to, done_count: counts.done, failed_count: counts.failed, ended_at: at })
      .where('id', '=', id)
      .where('state', 'in', [...from])
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async setCounts(id: string, counts: { done: number; failed: number }): Promise<void> {
    await this.db
      .updateTable('batch_runs')
      .set({ done_count: counts.done, failed_count: counts.failed })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('batch_results').where('queue_id', '=', id).execute();
      await trx.deleteFrom('batch_runs').where('id', '=', id).execute();
    });
  }

  /** How many tries the delivery of a recorded result took. */
  async recordTries(queueId: string, seq: number, tries: number): Promise<void> {
    await this.db
      .updateTable('batch_results')
      .set({ tries })
      .where('queue_id', '=', queueId)
      .where('seq', '=', seq)
      .execute();
  }

  /** Result rows in upload order from `offset`, at most `limit`: a finished run's rows. */
  async resultPage(id: string, offset: number, limit: number): Promise<ResultRow[]> {
    return this.db
      .selectFrom('batch_results')
      .selectAll()
      .where('queue_id', '=', id)
      .orderBy('seq')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** One row per finished task, in record order. */
  async results(id: string): Promise<ResultRow[]> {
    return this.db
      .selectFrom('batch_results')
      .selectAll()
      .where('queue_id', '=', id)
      .orderBy('record')
      .orderBy('seq')
      .execute();
  }
}
