import { sql, type Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // A batch queue and the one run it carries (docs/reference.md §7: POST /v2/batch gives the queue Id,
  // the first chunk of tasks names the run). Gone with its user or its project.
  await db.schema
    .createTable('batch_runs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('region', 'text', (col) => col.notNull())
    .addColumn('routing', 'text', (col) => col.notNull())
    .addColumn('task_limit', 'integer', (col) => col.notNull())
    // Set by the first chunk of tasks.
    .addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('cascade'))
    .addColumn('job_id', 'text')
    .addColumn('run_id', 'text')
    // created | running | done | cancelled
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    // The counts at the end (the queue forgets a finished run's tasks).
    .addColumn('done_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed_count', 'integer', (col) => col.notNull().defaultTo(0))
    // Keys the generated result names, so a task rendered again gets the same name.
    .addColumn('secret', 'text', (col) => col.notNull())
    // JSON snapshot taken at start: the job, the movie, the script, where results are served.
    .addColumn('plan', 'text')
    .addColumn('created_at', 'integer', (col) => col.notNull())
    .addColumn('started_at', 'integer')
    .addColumn('ended_at', 'integer')
    .execute();
  await db.schema
    .createIndex('batch_runs_owner_run')
    .on('batch_runs')
    .columns(['owner_id', 'run_id'])
    .unique()
    .execute();
  await db.schema.createIndex('batch_runs_owner_job').on('batch_runs').columns(['owner_id', 'job_id']).execute();

  // The embedded queue's tasks (queue/sqlite-batch-queue.ts). `id` orders the whole queue.
  await db.schema
    .createTable('batch_tasks')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('queue_id', 'text', (col) => col.notNull().references('batch_runs.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    // held (uploaded, run not started) | queued | running | ok | failed | cancelled
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('claimed_at', 'integer')
    .execute();
  await db.schema
    .createIndex('batch_tasks_queue_seq')
    .on('batch_tasks')
    .columns(['queue_id', 'seq'])
    .unique()
    .execute();
  await db.schema.createIndex('batch_tasks_queue_state').on('batch_tasks').columns(['queue_id', 'state']).execute();
  // What claim() reads: the oldest queued task, from an index of only the queued ones.
  await db.schema
    .createIndex('batch_tasks_queued')
    .on('batch_tasks')
    .column('id')
    .where(sql.ref('state'), '=', 'queued')
    .execute();

  // One result row per task: (queue_id, seq) is the key, so a task delivered twice
  // (after a crash between delivery and record) still has one row.
  await db.schema
    .createTable('batch_results')
    .addColumn('queue_id', 'text', (col) => col.notNull().references('batch_runs.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('record', 'integer', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    // ok | failed
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('url', 'text')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .addColumn('finished_at', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('batch_results_pk', ['queue_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('batch_results_queue_record')
    .on('batch_results')
    .columns(['queue_id', 'record', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('batch_results').execute();
  await db.schema.dropTable('batch_tasks').execute();
  await db.schema.dropTable('batch_runs').execute();
}
