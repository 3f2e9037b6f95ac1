import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { RunRepository } from '../../src/batch/run-repository.ts';
import { openDatabase } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { BullMqBatchQueue } from '../../src/queue/bullmq-batch-queue.ts';
import { SqliteBatchQueue } from '../../src/queue/sqlite-batch-queue.ts';
import { UserRepository } from '../../src/repositories/users.ts';
import { queueBehaviour, type QueueHarness } from '../batch/queue-behaviour.ts';
import { createDatabase } from '../helpers/postgres-databases.ts';
import { silentLog } from './processes.ts';
import { startRedis, type ThrowawayRedis } from './redis.ts';

let root: string;
let redis: ThrowawayRedis;
let db: Kysely<Database>;
let queue: BullMqBatchQueue;
let harness: QueueHarness;
let database: { url: string; drop: () => Promise<void> } | undefined;

function open(sql: SqliteBatchQueue): BullMqBatchQueue {
  // A short lock: a dead process's task is handed out again within about two seconds.
  const opened = new BullMqBatchQueue(sql, { redisUrl: redis.url, concurrency: 4, lockMs: 1_000, stalledCheckMs: 500, log: silentLog });
  opened.watch({ claimable: () => {}, cancelled: () => {} });
  return opened;
}

/** Waits while a job is on its way to becoming a claim here. */
async function claim() {
  for (;;) {
    const claimed = await queue.claim();
    if (claimed) return claimed;
    if ((await queue.backlog()) === 0) return queue.claim();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  redis = await startRedis();
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-bullmq-'));
  // On the platform-postgres project, the tables are in a PostgreSQL database of its own.
  const clusterUrl = inject('postgresUrl');
  database = clusterUrl ? await createDatabase(clusterUrl) : undefined;
  db = await openDatabase({ file: path.join(root, 'queue.sqlite'), databaseUrl: database?.url });
  const sql = new SqliteBatchQueue(db, () => 1_000);
  queue = open(sql);
  harness = {
    db,
    runs: new RunRepository(db),
    ownerId: (await new UserRepository(db).create({ username: 'queue', password: 'queue-password' })).id,
    queue: () => queue,
    claim,
    crash: async () => {
      await queue.halt();
      queue = open(sql);
    },
    fifo: false,
  };
});
afterAll(async () => {
  await queue?.close();
  await db?.destroy();
  await database?.drop();
  await redis?.stop();
  await rm(root, { recursive: true, force: true });
});

describe('the BullMQ batch queue on Redis', () => queueBehaviour(() => harness));
