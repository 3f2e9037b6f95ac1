import { addIndex, notNull } from '../migration-parts.ts';
import { sql, type Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // A batch queue and the one run it carries (docs/reference.md §7: POST /v2/batch gives the queue Id,
  // the first chunk of tasks names the run). Gone with its user or its project.
  await db.schema
    .createTable('batch_runs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .$call(notNull({ region: 'text', routing: 'text', task_limit: 'integer' }))
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
  await addIndex(db, 'batch_runs_owner_run', 'batch_runs', ['owner_id', 'run_id'], { unique: true });
  await addIndex(db, 'batch_runs_owner_job', 'batch_runs', ['owner_id', 'job_id']);

  // The embedded queue's tasks (queue/sqlite-batch-queue.ts). `id` orders the whole queue.
  await db.schema
    .createTable('batch_tasks')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('queue_id', 'text', (col) => col.notNull().references('batch_runs.id').onDelete('cascade'))
    .$call(notNull({ seq: 'integer', payload: 'text' }))
    // held (uploaded, run not started) | queued | running | ok | failed | cancelled
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('claimed_at', 'integer')
    .execute();
  await addIndex(db, 'batch_tasks_queue_seq', 'batch_tasks', ['queue_id', 'seq'], { unique: true });
  await addIndex(db, 'batch_tasks_queue_state', 'batch_tasks', ['queue_id', 'state']);
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
    .$call(notNull({ seq: 'integer', record: 'integer', key: 'text' }))
    // ok | failed
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('url', 'text')
    .addColumn('error', 'text')
    .$call(notNull({ duration_ms: 'integer', finished_at: 'integer' }))
    .addPrimaryKeyConstraint('batch_results_pk', ['queue_id', 'seq'])
    .execute();
  await addIndex(db, 'batch_results_queue_record', 'batch_results', ['queue_id', 'record', 'seq']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('batch_results').execute();
  await db.schema.dropTable('batch_tasks').execute();
  await db.schema.dropTable('batch_runs').execute();
}
