import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import * as m0017 from '../../src/db/migrations/0017_render_analytics.ts';
import * as m0020 from '../../src/db/migrations/0020_render_session_kinds.ts';

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
        id: `s${n}`,
        timestamp: at,
        owner_id: id,
        prjuid: 'p',
        movie: 'm',
        region: 'eu-west-1',
        render_id: null,
        origin: 'render',
        format: 'mp4',
        width,
        height,
        duration: 6,
        frames: 150,
        success,
        elapsed_ms: 1,
      });
      await sql`INSERT INTO render_sessions (id, timestamp, owner_id, prjuid, movie, region, render_id, origin, format, width, height, duration, frames, success, elapsed_ms)
        VALUES ${sql.join(
          [
            session(1, 1000, 1, 640, 360),
            session(2, 1500, 0, 640, 360),
            session(3, 1999, 1, 3840, 2160),
            session(4, 2000, 1, 960, 540),
            session(5, 3000, 1, 8000, 8000),
          ].map((row) => sql`(${sql.join(Object.values(row))})`),
        )}`.execute(db);
      await m0017.up(db);
      const rows = await db.selectFrom('render_session_seconds').selectAll().orderBy('second').execute();
      // Weighted seconds: 6 s × 1, × 8 (3840×2160), × 1.5 (960×540), × 16 (larger); the failed one costs nothing.
      expect(
        rows.map(({ second, renders, failed, seconds, cost }) => ({ second, renders, failed, seconds, cost })),
      ).toEqual([
        { second: 1, renders: 3, failed: 1, seconds: 12, cost: 54 },
        { second: 2, renders: 1, failed: 0, seconds: 6, cost: 9 },
        { second: 3, renders: 1, failed: 0, seconds: 6, cost: 96 },
      ]);
    } finally {
      await db.destroy();
    }
  });
});

describe('migration 0020', () => {
  it('gives recorded sessions their kind, makes cancelled failures cancelled without an error log, and counts only renders asked for', async () => {
    const db = await openDatabase(path.join(root, 'kinds.sqlite'));
    try {
      await m0020.down(db);
      const { id } = await db
        .insertInto('users')
        .values({ username: 'before', password_hash: 'x', is_admin: 0, created_at: new Date(0).toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const session = (n: number, origin: string, format: string, success: number) => ({
        id: `k${n}`,
        timestamp: 1000 + n,
        owner_id: id,
        prjuid: 'p',
        movie: 'm',
        region: 'eu-west-1',
        render_id: null,
        origin,
        format,
        width: 1280,
        height: 720,
        duration: 10,
        frames: 250,
        success,
        elapsed_ms: 1,
      });
      const rows = [
        session(1, 'render', 'mp4', 1),
        session(2, 'render', 'jpg', 1),
        session(3, 'preview', 'jpg', 1),
        session(4, 'share', 'jpg', 1),
        session(5, 'share', 'mp4', 1),
        session(6, 'batch', 'mp4', 0),
        session(7, 'render', 'jpg', 0),
        session(8, 'render', 'mp4', 0),
      ];
      await sql`INSERT INTO render_sessions (id, timestamp, owner_id, prjuid, movie, region, render_id, origin, format, width, height, duration, frames, success, elapsed_ms)
        VALUES ${sql.join(rows.map((row) => sql`(${sql.join(Object.values(row))})`))}`.execute(db);
      // k7 was a thumbnail left half-way, recorded as a failure; k8 and k6 failed for real.
      await db
        .insertInto('render_errors')
        .values([
          {
            session_id: 'k7',
            timestamp: 1,
            message: 'Cancelled: its requester went away',
            scenes: '[]',
            context: 'cancelled error rendering jpg frame 10',
            frame: null,
          },
          {
            session_id: 'k8',
            timestamp: 1,
            message: 'No space left',
            scenes: '[]',
            context: 'ffmpeg error rendering mp4',
            frame: null,
          },
          {
            session_id: 'k6',
            timestamp: 1,
            message: 'No space left',
            scenes: '[]',
            context: 'ffmpeg error rendering mp4',
            frame: null,
          },
        ])
        .execute();
      await m0020.up(db);
      const kinds = await db
        .selectFrom('render_sessions')
        .select(['id', 'kind', 'cancelled'])
        .where('owner_id', '=', id)
        .orderBy('id')
        .execute();
      expect(kinds).toEqual([
        { id: 'k1', kind: 'export', cancelled: null },
        { id: 'k2', kind: 'frame', cancelled: null },
        { id: 'k3', kind: 'system', cancelled: null },
        { id: 'k4', kind: 'system', cancelled: null },
        { id: 'k5', kind: 'share', cancelled: null },
        { id: 'k6', kind: 'batch', cancelled: null },
        { id: 'k7', kind: 'frame', cancelled: 'its requester went away' },
        { id: 'k8', kind: 'export', cancelled: null },
      ]);
      expect(
        (await db.selectFrom('render_errors').select('session_id').orderBy('session_id').execute()).map(
          (row) => row.session_id,
        ),
      ).toEqual(['k6', 'k8']);
      const rollup = await db
        .selectFrom('render_session_seconds')
        .select(['kind', 'renders', 'failed', 'seconds', 'cost'])
        .where('owner_id', '=', id)
        .orderBy('kind')
        .execute();
      // 10 s at 1280x720 weighs 20 for each successful render; system work and the cancelled one are not there.
      expect(rollup).toEqual([
        { kind: 'batch', renders: 1, failed: 1, seconds: 0, cost: 0 },
        { kind: 'export', renders: 2, failed: 1, seconds: 10, cost: 20 },
        { kind: 'frame', renders: 1, failed: 0, seconds: 10, cost: 20 },
        { kind: 'share', renders: 1, failed: 0, seconds: 10, cost: 20 },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
