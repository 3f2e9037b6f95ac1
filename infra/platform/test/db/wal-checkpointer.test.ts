import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { WalCheckpointer, type CheckpointLog } from '../../src/db/wal-checkpointer.ts';

/**
 * The SQLite file's checkpoints on their own thread (docs/database.md "Checkpoints"): the
 * serving connection never copies its WAL into the file itself, the thread keeps the WAL
 * bounded through a long burst of writes, a failure is logged and the thread goes on, and
 * closing the database ends the thread and leaves no WAL behind.
 */

const root = mkdtempSync(path.join(tmpdir(), 'reelforge-checkpoints-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const MiB = 1024 * 1024;
const ROUNDS = 40;
const TRANSACTIONS = 8;
/** 40 rounds of 8 transactions of 64 KiB: 20 MiB written. */
const ROW_BYTES = 64 * 1024;

/** A connection as the platform's serving one is: WAL, no automatic checkpoints. */
function serving(name: string): SQLite.Database {
  const db = new SQLite(path.join(root, name));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('create table rows (id integer primary key, data blob)');
  return db;
}

const walBytes = (db: SQLite.Database) => statSync(`${db.name}-wal`).size;

/** One round of writes, each transaction committed alone. */
function writeRound(db: SQLite.Database): void {
  const insert = db.prepare('insert into rows (data) values (?)');
  const write = db.transaction(() => insert.run(randomBytes(ROW_BYTES)));
  for (let i = 0; i < TRANSACTIONS; i++) write();
}

function collectingLog(): CheckpointLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, warn: (_details, message) => void lines.push(message) };
}

describe('the checkpointer thread', () => {
  it('keeps the WAL bounded through 20 MiB of writes in many transactions', async () => {
    const db = serving('burst.sqlite');
    const log = collectingLog();
    const checkpointer = new WalCheckpointer(db.name, { intervalMs: 20, log });
    let largest = 0;
    try {
      for (let round = 0; round < ROUNDS; round++) {
        writeRound(db);
        largest = Math.max(largest, walBytes(db));
        // The next write starts the WAL over once a checkpoint copied all of it.
        const run = await checkpointer.next();
        expect(run.copied).toBe(run.frames);
      }
    } finally {
      await checkpointer.stop();
    }
    expect(db.prepare('select count(*) as n from rows').get()).toEqual({ n: ROUNDS * TRANSACTIONS });
    // One round is 0.5 MiB of pages; the whole burst 20 MiB.
    expect(largest).toBeLessThan(2 * MiB);
    expect(log.lines).toEqual([]);
    db.close();
  });

  it('is what bounds it: without it the same writes grow the WAL by all of them', () => {
    const db = serving('unchecked.sqlite');
    for (let round = 0; round < ROUNDS; round++) writeRound(db);
    expect(walBytes(db)).toBeGreaterThan(20 * MiB);
    db.close();
  });

  it('logs a failed checkpoint once and goes on trying, until it is stopped', async () => {
    const file = path.join(root, 'not-a-database.sqlite');
    writeFileSync(file, 'x'.repeat(8192));
    const log = collectingLog();
    const checkpointer = new WalCheckpointer(file, { intervalMs: 10, log });
    await vi.waitFor(() =>
      expect(log.lines).toEqual(['A checkpoint of the SQLite file failed; the next one tries again']),
    );
    await checkpointer.stop();
    expect(log.lines).toHaveLength(1);
  });

  it('tells the caller when its thread is lost (its file cannot be opened)', async () => {
    const log = collectingLog();
    const lost = new Promise<void>(
      (resolve) => new WalCheckpointer(path.join(root, 'missing', 'db.sqlite'), { log, onLost: resolve }),
    );
    await lost;
    expect(log.lines).toContain('The SQLite checkpointer stopped; the serving connection checkpoints for itself');
  });
});

describe('the platform database on SQLite', () => {
  it('never checkpoints on its serving connection, and leaves no WAL once closed', async () => {
    const file = path.join(root, 'platform.sqlite');
    const db = await openDatabase({ file, checkpointIntervalMs: 20 });
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
    expect(rows).toEqual([{ wal_autocheckpoint: 0 }]);
    await sql`create table big (data blob)`.execute(db);
    for (let i = 0; i < 4; i++)
      await db.transaction().execute((trx) => sql`insert into big values (${randomBytes(MiB)})`.execute(trx));
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(MiB);
    await db.destroy();
    expect(existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0).toBe(0);
    // Everything written is in the file itself.
    const direct = new SQLite(file, { readonly: true });
    expect(direct.prepare('select count(*) as n from big').get()).toEqual({ n: 4 });
    direct.close();
  });

  it('opens and closes many times over one file without waiting on its threads', async () => {
    const file = path.join(root, 'reopened.sqlite');
    for (let i = 0; i < 5; i++) {
      const db = await openDatabase(file);
      await sql`select 1`.execute(db);
      await db.destroy();
    }
    expect(existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0).toBe(0);
  });
});
