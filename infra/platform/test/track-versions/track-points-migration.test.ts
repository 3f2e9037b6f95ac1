import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { down, up } from '../../src/db/migrations/0015_track_points.ts';

let db: Kysely<any> | undefined;
afterEach(async () => db?.destroy());

/** The table as it was before tracking versions held points (0002). */
async function olderTable(rows: Array<{ version_id: string; data: string }>): Promise<Kysely<any>> {
  db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  await db.schema
    .createTable('track_versions')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('video_id', 'integer', (col) => col.notNull())
    .addColumn('version_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('date_created', 'text', (col) => col.notNull())
    .addColumn('date_modified', 'text', (col) => col.notNull())
    .execute();
  for (const row of rows) {
    await db
      .insertInto('track_versions')
      .values({ ...row, video_id: 1, name: row.version_id, date_created: 'x', date_modified: 'x' })
      .execute();
  }
  return db;
}

describe('migration 0015 (tracking points)', () => {
  it('keeps what reads as points of older data, in frame order, and counts them', async () => {
    const older = await olderTable([
      {
        version_id: 'points',
        data: JSON.stringify({
          points: [
            { frame: 5, x: 0.5, y: 0.5 },
            { frame: 1, x: 0, y: 1 },
            { frame: 2, x: 7, y: 0 },
          ],
        }),
      },
      { version_id: 'list', data: JSON.stringify([{ frame: 0, x: 0.1, y: 0.2 }]) },
      { version_id: 'other', data: JSON.stringify({ frames: [[1, 2]] }) },
      { version_id: 'null', data: 'null' },
      { version_id: 'broken', data: '{not json' },
    ]);
    await up(older);
    const rows = await older
      .selectFrom('track_versions')
      .select(['version_id', 'data', 'frames'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.version_id, JSON.parse(row.data), row.frames])).toEqual([
      [
        'points',
        {
          points: [
            { frame: 1, x: 0, y: 1 },
            { frame: 5, x: 0.5, y: 0.5 },
          ],
        },
        2,
      ],
      ['list', { points: [{ frame: 0, x: 0.1, y: 0.2 }] }, 1],
      ['other', { points: [] }, 0],
      ['null', { points: [] }, 0],
      ['broken', { points: [] }, 0],
    ]);
  });

  it('goes back down by dropping the count', async () => {
    const older = await olderTable([{ version_id: 'v', data: '{}' }]);
    await up(older);
    await down(older);
    const row = await older.selectFrom('track_versions').selectAll().executeTakeFirstOrThrow();
    expect(row).not.toHaveProperty('frames');
  });
});
