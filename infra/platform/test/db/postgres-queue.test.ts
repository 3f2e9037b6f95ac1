import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { embeddedQueueHarness, queueBehaviour } from '../batch/queue-behaviour.ts';
import { task } from '../helpers/batch.ts';
import { createDatabase, postgresCluster } from '../helpers/postgres-databases.ts';

// The embedded queue (tasks as rows, no Redis) over PostgreSQL: what an install with
// DATABASE_URL and without REDIS_URL runs.
let cluster: { url: string; stop: () => Promise<void> };
let database: { url: string; drop: () => Promise<void> };
let harness: Awaited<ReturnType<typeof embeddedQueueHarness>>;

beforeAll(async () => {
  cluster = await postgresCluster();
  database = await createDatabase(cluster.url, { empty: true });
  const db: Kysely<Database> = await openDatabase({ file: '', databaseUrl: database.url });
  harness = await embeddedQueueHarness(db);
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
    await harness.runs.insert({
      id,
      owner_id: harness.ownerId,
      region: 'eu-west-1',
      routing: 'default',
      task_limit: 1000,
      state: 'created',
      secret: 's',
      created_at: 0,
    });
    await harness.embedded.enqueue(
      id,
      0,
      Array.from({ length: 24 }, (_, i) => task(i)),
    );
    await harness.embedded.release(id);
    // As many claims as the pool has connections, twice over.
    const claims = await Promise.all(Array.from({ length: 20 }, () => harness.embedded.claim()));
    expect(claims.filter((claim) => claim === undefined)).toHaveLength(0);
    expect(new Set(claims.map((claim) => claim?.seq)).size).toBe(20);
    for (const claim of claims) await harness.embedded.complete(claim!, { url: 'u', durationMs: 1 });
  });
});
