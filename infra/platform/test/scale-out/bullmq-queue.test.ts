import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startWorker } from '../../src/worker.ts';
import { closedPort } from '../helpers/destination-servers.ts';
import { eventually } from '../helpers/eventually.ts';
import { RunRepository } from '../../src/batch/run-repository.ts';
import { openDatabase } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { BullMqBatchQueue } from '../../src/queue/bullmq-batch-queue.ts';
import { SqliteBatchQueue } from '../../src/queue/sqlite-batch-queue.ts';
import { UserRepository } from '../../src/accounts/user-store.ts';
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
  const opened = new BullMqBatchQueue(sql, {
    redisUrl: redis.url,
    concurrency: 4,
    lockMs: 1_000,
    stalledCheckMs: 500,
    log: silentLog,
  });
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
  // On the platform-scale-out project, the tables are in a PostgreSQL database of its own.
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

describe('the Redis connection', () => {
  it('names an unreachable Redis by host and port in the log, never with its password', async () => {
    const lines: string[] = [];
    const record = (fields: object, message: string) => void lines.push(`${message} ${JSON.stringify(fields)}`);
    const log = { ...silentLog, error: record, warn: record, child: () => log } as unknown as FastifyBaseLogger;
    const port = await closedPort();
    const away = new BullMqBatchQueue(new SqliteBatchQueue(db, () => 1_000), {
      redisUrl: `redis://reelforge:hunter2-secret@127.0.0.1:${port}`,
      concurrency: 1,
      log,
    });
    try {
      await eventually(
        async () => lines.length,
        (count) => count > 0,
      );
      expect(lines.join('\n')).toContain(`127.0.0.1:${port}`);
      expect(lines.join('\n')).not.toContain('hunter2-secret');
    } finally {
      await away.halt();
    }
  });

  it('a worker process does not start without REDIS_URL', async () => {
    await expect(startWorker({ dataDir: path.join(root, 'no-redis'), logLevel: 'silent' })).rejects.toThrow(
      /needs REDIS_URL/,
    );
  });
});
