import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import * as m0017 from '../../src/db/migrations/0017_render_analytics.ts';

// Migration 0017 fills the rollup from the sessions recorded before it, as record() would have.
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-rollup-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('migration 0017', () => {
  it('counts the sessions already recorded, and goes down and up again', async () => {
    const db = await openDatabase(path.join(root, 'db.sqlite'));
    try {
      await m0017.down(db);
      const { id } = await db
        .insertInto('users')
        .values({ username: 'old', password_hash: 'x', is_admin: 0, created_at: new Date(0).toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const session = (n: number, at: number, success: number, width: number, height: number) => ({
        id: `s${n}`, timestamp: at, owner_id: id, prjuid: 'p', movie: 'm', region: 'eu-west-1', render_id: null,
        origin: 'render', format: 'mp4', width, height, duration: 6, frames: 150, success, elapsed_ms: 1,
      });
      await sql`INSERT INTO render_sessions (id, timestamp, owner_id, prjuid, movie, region, render_id, origin, format, width, height, duration, frames, success, elapsed_ms)
        VALUES ${sql.join(
          [session(1, 1000, 1, 640, 360), session(2, 1500, 0, 640, 360), session(3, 1999, 1, 3840, 2160), session(4, 2000, 1, 960, 540), session(5, 3000, 1, 8000, 8000)].map(
            (row) => sql`(${sql.join(Object.values(row))})`,
          ),
        )}`.execute(db);
      await m0017.up(db);
      const rows = await db.selectFrom('render_session_seconds').selectAll().orderBy('second').execute();
      // Weighted seconds: 6 s × 1, × 8 (3840×2160), × 1.5 (960×540), × 16 (larger); the failed one costs nothing.
      expect(rows.map(({ second, renders, failed, seconds, cost }) => ({ second, renders, failed, seconds, cost }))).toEqual([
        { second: 1, renders: 3, failed: 1, seconds: 12, cost: 54 },
        { second: 2, renders: 1, failed: 0, seconds: 6, cost: 9 },
        { second: 3, renders: 1, failed: 0, seconds: 6, cost: 96 },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
