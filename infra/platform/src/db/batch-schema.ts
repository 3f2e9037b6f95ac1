import type { Generated } from 'kysely';

// The tables of batch runs (migrations 0004, 0008, 0017, 0021; batch/README.md).

export interface BatchRunsTable {
  /** The queue Id: 32 hex. */
  id: string;
  owner_id: number;
  region: string;
  routing: string;
  task_limit: number;
  project_id: number | null;
  job_id: string | null;
  run_id: string | null;
  /** created | running | done | cancelled */
  state: string;
  total: Generated<number>;
  /** Tasks ok and failed, kept when the run ends. */
  done_count: Generated<number>;
  failed_count: Generated<number>;
  secret: string;
  /** JSON RunPlan, taken when the run starts. */
  plan: string | null;
  /** While the platform prepares a run started by naming its job: computing | uploading (migration 0021). */
  phase: string | null;
  /** Records the prepared run's range selects, once known; of them, tasks compiled so far. */
  records: number | null;
  compiled: Generated<number>;
  /** Why a prepared run could not start (it is then cancelled). */
  error: string | null;
  /** The id of the request that started the run, named by its rows' log lines (migration 0022). */
  request_id: string | null;
  /** Epoch milliseconds. */
  created_at: number;
  started_at: number | null;
  ended_at: number | null;
}

export interface BatchTasksTable {
  id: Generated<number>;
  queue_id: string;
  /** 0-based position in the order the tasks were uploaded. */
  seq: number;
  /** JSON BatchTask. */
  payload: string;
  /** held | queued | running | ok | failed | cancelled */
  state: string;
  attempts: Generated<number>;
  claimed_at: number | null;
  /** null while a running task renders; 'delivering' once its result is being sent (migration 0008) */
  phase: string | null;
}

export interface BatchResultsTable {
  queue_id: string;
  seq: number;
  record: number;
  key: string;
  /** ok | failed */
  status: string;
  url: string | null;
  error: string | null;
  duration_ms: number;
  finished_at: number;
  /** Tries the delivery took; null when nothing was delivered (or recorded before 0006). */
  tries: number | null;
}

export interface BatchTables {
  batch_runs: BatchRunsTable;
  batch_tasks: BatchTasksTable;
  batch_results: BatchResultsTable;
}
