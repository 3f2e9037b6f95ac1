import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { RunRepository } from '../../src/batch/run-repository.ts';
import { openDatabase } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { SqliteBatchQueue } from '../../src/queue/sqlite-batch-queue.ts';
import { UserRepository } from '../../src/repositories/users.ts';
import { queueBehaviour, type QueueHarness } from './queue-behaviour.ts';

let root: string;
let harness: QueueHarness;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-queue-'));
  const db: Kysely<Database> = await openDatabase(path.join(root, 'queue.sqlite'));
  const queue = new SqliteBatchQueue(db, () => 1_000);
  harness = {
    db,
    runs: new RunRepository(db),
    ownerId: (await new UserRepository(db).create({ username: 'queue', password: 'queue-password' })).id,
    queue: () => queue,
    claim: () => queue.claim(),
    // The next process's start puts back what the dead one left running.
    crash: async () => void (await queue.recover()),
    fifo: true,
  };
});
afterAll(async () => {
  await harness.db.destroy();
  await rm(root, { recursive: true, force: true });
});

describe('the SQLite batch queue', () => queueBehaviour(() => harness));
