import { beforeAll, describe, expect, it } from 'vitest';
import { RunRepository } from '../../src/batch/run-repository.ts';
import { isUniqueViolation } from '../../src/db/database-errors.ts';
import { embeddedQueueHarness, queueBehaviour, type QueueHarness } from '../batch/queue-behaviour.ts';
import { task } from '../helpers/batch.ts';
import { eachAdapter, newProject, newUser, rejection, useDatabase } from './database-adapters.ts';

// Batch runs and their results (batch/run-repository.ts), and the embedded queue's tasks as
// rows (queue/sqlite-batch-queue.ts, run on both: an install with DATABASE_URL and without
// REDIS_URL runs it on PostgreSQL). The queue's cases are test/batch/queue-behaviour.ts's, which
// the BullMQ adapter runs too (test/scale-out/bullmq-queue.test.ts).
let n = 0;
const queueId = () => `${process.pid.toString(16)}c${(n++).toString(16)}`.padStart(32, '0');

eachAdapter((adapter) => {
  const db = useDatabase(adapter);

  describe('batch runs', () => {
    const newRun = async (
      runs: RunRepository,
      ownerId: number,
      fields: { task_limit?: number; created_at?: number } = {},
    ) => {
      const id = queueId();
      await runs.insert({
        id,
        owner_id: ownerId,
        region: 'eu-west-1',
        routing: 'default',
        task_limit: 500,
        state: 'created',
        secret: 's3cr3t',
        created_at: 1_900_000_000_000,
        ...fields,
      });
      return id;
    };

    it('insert and read back by queue id, scoped by owner and region; defaults of a new run', async () => {
      const user = await newUser(db());
      const runs = new RunRepository(db());
      const id = await newRun(runs, user.id);
      const row = await runs.find({ ownerId: user.id, region: 'eu-west-1' }, id);
      expect(row).toEqual({
        id,
        owner_id: user.id,
        region: 'eu-west-1',
        routing: 'default',
        task_limit: 500,
        project_id: null,
        job_id: null,
        run_id: null,
        state: 'created',
        total: 0,
        done_count: 0,
        failed_count: 0,
        secret: 's3cr3t',
        plan: null,
        // What the platform has prepared of a run it starts itself: nothing yet.
        phase: null,
        records: null,
        compiled: 0,
        error: null,
        // The request that made it, when one did (a run inserted outside any request names none).
        request_id: null,
        created_at: 1_900_000_000_000,
        started_at: null,
        ended_at: null,
      });
      expect(await runs.get(id)).toEqual(row);
      expect(await runs.find({ ownerId: user.id, region: 'us-east-1' }, id)).toBeUndefined();
      expect(await runs.find({ ownerId: user.id + 1_000_000, region: 'eu-west-1' }, id)).toBeUndefined();
    });

    it('reserve task numbers up to the limit, naming project, job and run on the first chunk; refuse another project, job or run', async () => {
      const project = await newProject(db());
      const other = await newProject(db(), { owner: project.owner });
      const runs = new RunRepository(db());
      const id = await newRun(runs, project.owner_id, { task_limit: 250 });
      const names = { projectId: project.id, jobId: 'job-1', runId: 'run-1' };
      expect(await runs.reserve(id, 100, names)).toBe(100);
      expect(await runs.reserve(id, 0, names)).toBe(100);
      expect(await runs.reserve(id, 150, names)).toBe(250);
      expect(await runs.reserve(id, 1, names)).toBeUndefined();
      expect(await runs.reserve(id, 0, { ...names, projectId: other.id })).toBeUndefined();
      expect(await runs.reserve(id, 0, { ...names, jobId: 'job-2' })).toBeUndefined();
      expect(await runs.reserve(id, 0, { ...names, runId: 'run-2' })).toBeUndefined();
      expect(await runs.get(id)).toMatchObject({
        total: 250,
        project_id: project.id,
        job_id: 'job-1',
        run_id: 'run-1',
      });
      expect(await runs.findByRunId({ ownerId: project.owner_id, region: 'eu-west-1' }, 'run-1')).toMatchObject({ id });
      // Given back only if nothing came after it.
      await runs.unreserve(id, 50, 200);
      expect((await runs.get(id))?.total).toBe(250);
      await runs.unreserve(id, 50, 250);
      expect((await runs.get(id))?.total).toBe(200);
    });

    it('reserve at once on many connections: never past the limit, each reservation whole', async () => {
      const project = await newProject(db());
      const runs = new RunRepository(db());
      const id = await newRun(runs, project.owner_id, { task_limit: 500 });
      const names = { projectId: project.id, jobId: 'j', runId: 'r' };
      const totals = await Promise.all(Array.from({ length: 12 }, () => runs.reserve(id, 100, names)));
      expect(totals.filter((total) => total !== undefined).sort((a, b) => a! - b!)).toEqual([100, 200, 300, 400, 500]);
      expect((await runs.get(id))?.total).toBe(500);
    });

    it('refuse a run id the owner used for another queue with a unique-key error (the 409 of batch-service.ts)', async () => {
      const project = await newProject(db());
      const runs = new RunRepository(db());
      const first = await newRun(runs, project.owner_id);
      const second = await newRun(runs, project.owner_id);
      await runs.reserve(first, 1, { projectId: project.id, jobId: 'j', runId: 'taken' });
      expect(
        isUniqueViolation(
          await rejection(runs.reserve(second, 1, { projectId: project.id, jobId: 'j', runId: 'taken' })),
        ),
      ).toBe(true);
      // Another owner may use the same run id.
      const stranger = await newProject(db());
      const theirs = await newRun(runs, stranger.owner_id);
      expect(await runs.reserve(theirs, 1, { projectId: stranger.id, jobId: 'j', runId: 'taken' })).toBe(1);
    });

    it('start once, end from the states given, list a job’s started runs newest first and runs by state', async () => {
      const project = await newProject(db());
      const runs = new RunRepository(db());
      const scope = { ownerId: project.owner_id, region: 'eu-west-1' };
      const ids = [
        await newRun(runs, project.owner_id),
        await newRun(runs, project.owner_id),
        await newRun(runs, project.owner_id),
      ];
      for (const [i, id] of ids.entries())
        await runs.reserve(id, 1, { projectId: project.id, jobId: 'job', runId: `run-${i}` });
      const at = 2_000_000_000_000;
      expect(await runs.start(ids[0]!, '{"plan":"a"}', at + 2)).toBe(true);
      expect(await runs.start(ids[0]!, '{"plan":"b"}', at + 3)).toBe(false);
      expect(await runs.start(ids[1]!, '{"plan":"c"}', at + 1)).toBe(true);
      expect((await runs.listByJob(scope, 'job')).map((row) => row.id)).toEqual([ids[0], ids[1]]);
      expect((await runs.listInState('created')).map((row) => row.id)).toContain(ids[2]);
      expect(await runs.end(ids[0]!, ['created'], 'done', { done: 1, failed: 0 }, at + 9)).toBe(false);
      expect(await runs.end(ids[0]!, ['created', 'running'], 'cancelled', { done: 3, failed: 4 }, at + 9)).toBe(true);
      expect(await runs.get(ids[0]!)).toMatchObject({
        state: 'cancelled',
        done_count: 3,
        failed_count: 4,
        ended_at: at + 9,
        started_at: at + 2,
        plan: '{"plan":"a"}',
      });
      await runs.setCounts(ids[1]!, { done: 7, failed: 8 });
      expect(await runs.get(ids[1]!)).toMatchObject({ state: 'running', done_count: 7, failed_count: 8 });
      expect((await runs.listInState('running')).map((row) => row.id)).toContain(ids[1]);
    });

    it('results: pages in upload order, all in record order, tries recorded; a deleted run takes its results and tasks', async () => {
      const user = await newUser(db());
      const runs = new RunRepository(db());
      const id = await newRun(runs, user.id);
      const row = (seq: number, record: number) => ({
        queue_id: id,
        seq,
        record,
        key: `k${seq}`,
        status: seq % 2 ? 'failed' : 'ok',
        url: seq % 2 ? null : `https://cdn/${seq}.mp4`,
        error: seq % 2 ? 'Ошибка' : null,
        duration_ms: seq * 1000,
        finished_at: 2_000_000_000_000 + seq,
        tries: null,
      });
      await db()
        .insertInto('batch_results')
        .values([row(3, 0), row(0, 2), row(2, 1), row(1, 0)])
        .execute();
      await db().insertInto('batch_tasks').values({ queue_id: id, seq: 0, payload: '{}', state: 'ok' }).execute();
      expect((await runs.resultPage(id, 1, 2)).map((r) => r.seq)).toEqual([1, 2]);
      expect((await runs.results(id)).map((r) => [r.record, r.seq])).toEqual([
        [0, 1],
        [0, 3],
        [1, 2],
        [2, 0],
      ]);
      await runs.recordTries(id, 2, 5);
      expect((await runs.results(id)).find((r) => r.seq === 2)).toEqual({ ...row(2, 1), tries: 5 });
      await runs.delete(id);
      expect(await runs.get(id)).toBeUndefined();
      expect(await runs.results(id)).toEqual([]);
      expect(await db().selectFrom('batch_tasks').select('id').where('queue_id', '=', id).execute()).toEqual([]);
    });
  });

  describe('the embedded queue', () => {
    let harness:
      | (QueueHarness & { embedded: Awaited<ReturnType<typeof embeddedQueueHarness>>['embedded'] })
      | undefined;
    const h = () => {
      if (!harness) throw new Error('no harness yet');
      return harness;
    };
    beforeAll(async () => {
      harness = await embeddedQueueHarness(db());
    });

    queueBehaviour(h);

    it('hands claims made at the same moment a different task each, none coming back empty while tasks wait', async () => {
      const id = queueId();
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
      await h().embedded.enqueue(
        id,
        0,
        Array.from({ length: 24 }, (_, i) => task(i)),
      );
      await h().embedded.release(id);
      // As many claims as PostgreSQL's pool has connections, twice over.
      const claims = await Promise.all(Array.from({ length: 20 }, () => h().embedded.claim()));
      expect(claims.filter((claim) => claim === undefined)).toHaveLength(0);
      expect(new Set(claims.map((claim) => claim?.seq)).size).toBe(20);
      // Two claimers of the same given task: one has it.
      const [a, b] = await Promise.all([h().embedded.claimTask(id, 20, false), h().embedded.claimTask(id, 20, false)]);
      expect([a, b].filter(Boolean)).toHaveLength(1);
      // Two ends of the same claim at once: one result.
      const ends = await Promise.all(
        claims
          .map((claim) => h().embedded.complete(claim!, { url: 'u', durationMs: 1 }))
          .concat(h().embedded.complete(claims[0]!, { url: 'again', durationMs: 1 })),
      );
      expect(ends.filter(Boolean)).toHaveLength(20);
      expect(await db().selectFrom('batch_results').select('seq').where('queue_id', '=', id).execute()).toHaveLength(
        20,
      );
    });
  });
});
