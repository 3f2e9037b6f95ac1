import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { embeddedQueueHarness, queueBehaviour, type QueueHarness } from './queue-behaviour.ts';

let root: string;
let harness: QueueHarness;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-queue-'));
  const db: Kysely<Database> = await openDatabase(path.join(root, 'queue.sqlite'));
  harness = await embeddedQueueHarness(db);
});
afterAll(async () => {
  await harness.db.destroy();
  await rm(root, { recursive: true, force: true });
});

describe('the SQLite batch queue', () => queueBehaviour(() => harness));
