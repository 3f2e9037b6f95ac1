import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunRepository } from '../../src/batch/run-repository.ts';
import { openDatabase } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { SqliteBatchQueue } from '../../src/queue/sqlite-batch-queue.ts';
import { UserRepository } from '../../src/repositories/users.ts';
import { queueBehaviour, type QueueHarness } from '../batch/queue-behaviour.ts';
import { task } from '../helpers/batch.ts';
import { createDatabase } from '../helpers/postgres-databases.ts';
import { testCluster } from './postgres-cluster.ts';

// The embedded queue (tasks as rows, no Redis) over PostgreSQL: what an install with
// DATABASE_URL and without REDIS_URL runs.
let cluster: { url: string; stop: () => Promise<void> };
let database: { url: string; drop: () => Promise<void> };
let harness: QueueHarness;
let queue: SqliteBatchQueue;

beforeAll(async () => {
  cluster = await testCluster();
  database = await createDatabase(cluster.url, { empty: true });
  const db: Kysely<Database> = await openDatabase({ file: '', databaseUrl: database.url });
  queue = new SqliteBatchQueue(db, () => 1_000);
  harness = {
    db,
    runs: new RunRepository(db),
    ownerId: (await new UserRepository(db).create({ username: 'queue', password: 'queue-password' })).id,
    queue: () => queue,
    claim: () => queue.claim(),
    crash: async () => void (await queue.recover()),
    fifo: true,
  };
}, 60_000);
afterAll(async () => {
  await harness?.db.destroy();
  await database?.drop();
  await cluster?.stop();
});

describe('the embedded batch queue on PostgreSQL', () => {
  queueBehaviour(() => harness);

  it('hands claims made at the same moment a different task each, none coming back empty while tasks wait', async () => {
    const id = 'f'.repeat(32);
    await harness.runs.insert({ id, owner_id: harness.ownerId, region: 'eu-west-1', routing: 'default', task_limit: 1000, state: 'created', secret: 's', created_at: 0 });
    await queue.enqueue(id, 0, Array.from({ length: 24 }, (_, i) => task(i)));
    await queue.release(id);
    // As many claims as the pool has connections, twice over.
    const claims = await Promise.all(Array.from({ length: 20 }, () => queue.claim()));
    expect(claims.filter((claim) => claim === undefined)).toHaveLength(0);
    expect(new Set(claims.map((claim) => claim?.seq)).size).toBe(20);
    for (const claim of claims) await queue.complete(claim!, { url: 'u', durationMs: 1 });
  });
});
