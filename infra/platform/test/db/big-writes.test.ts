import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIG_WRITE_BYTES } from '../../src/db/big-writes.ts';
import { openDatabase } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';

/**
 * Big writes on SQLite (docs/database.md "Big writes"): a statement carrying a value of
 * BIG_WRITE_BYTES or more is written by a thread's connection of its own, so the event loop
 * goes on while its pages are written; within a transaction it stays in the transaction; a
 * failure comes back with SQLite's code.
 */

const root = mkdtempSync(path.join(tmpdir(), 'reelforge-big-writes-'));
const file = path.join(root, 'platform.sqlite');
let db: Kysely<Database>;

beforeAll(async () => {
  db = await openDatabase(file);
  await sql`create table big (id integer primary key, data text not null)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  rmSync(root, { recursive: true, force: true });
});

const bigText = (letter: string) => letter.repeat(BIG_WRITE_BYTES + 1);
const stored = async (id: number) =>
  (await sql<{ data: string }>`select data from big where id = ${id}`.execute(db)).rows[0]?.data;

describe('a big write on SQLite', () => {
  it('lands as sent and leaves the event loop free while it waits for the file', async () => {
    // Another connection holds the write lock: the big write waits for it.
    const other = new SQLite(file);
    other.exec('begin immediate');
    let settled = false;
    const write = sql`insert into big (id, data) values (1, ${bigText('a')})`
      .execute(db)
      .finally(() => (settled = true));
    // A timer fires while the write waits: the wait is not on the event loop (there, the
    // loop would be held until SQLite gave up, and the write would have failed by now).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    other.exec('commit');
    other.close();
    const result = await write;
    expect(result.numAffectedRows).toBe(1n);
    expect(await stored(1)).toBe(bigText('a'));
  });

  it('answers what an update returns, as a write on the serving connection would', async () => {
    const rows = await db
      .updateTable('big' as never)
      .set({ data: bigText('b') } as never)
      .where('id' as never, '=', 1 as never)
      .returning(['id' as never])
      .execute();
    expect(rows).toEqual([{ id: 1 }]);
    expect(await stored(1)).toBe(bigText('b'));
  });

  it('belongs to the transaction it is made in: a rollback takes it back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into big (id, data) values (2, ${bigText('c')})`.execute(trx);
        expect((await sql<{ n: number }>`select count(*) as n from big where id = 2`.execute(trx)).rows).toEqual([
          { n: 1 },
        ]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await stored(2)).toBeUndefined();
  });

  it('fails with the code SQLite gives, and the next write goes on', async () => {
    await expect(sql`insert into big (id, data) values (1, ${bigText('d')})`.execute(db)).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_PRIMARYKEY',
    });
    await sql`insert into big (id, data) values (3, ${bigText('e')})`.execute(db);
    expect(await stored(3)).toBe(bigText('e'));
    expect(await stored(1)).toBe(bigText('b'));
  });
});
