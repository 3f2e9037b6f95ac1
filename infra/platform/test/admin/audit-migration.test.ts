import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog } from '../../src/accounts/audit-log.ts';
import { openDatabase } from '../../src/db/database.ts';
import * as m0018 from '../../src/db/migrations/0018_audit_log.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-audit-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('migration 0018', () => {
  it('makes the audit log, and goes down and up again', async () => {
    const db = await openDatabase(path.join(root, 'db.sqlite'));
    try {
      const log = new AuditLog(db, () => Date.UTC(2026, 10, 24, 12));
      await log.record({ who: 'admin', whom: 'demo', what: 'assume' });
      expect((await log.page({ size: 50 })).Entries).toEqual([
        { who: 'admin', whom: 'demo', what: 'assume', detail: '', when: '2026-11-24T12:00:00.000Z' },
      ]);
      await m0018.down(db);
      await expect(log.page({ size: 50 })).rejects.toThrow(/no such table/);
      await m0018.up(db);
      expect((await log.page({ size: 50 })).Entries).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
