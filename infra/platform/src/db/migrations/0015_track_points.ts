import { readTrackPoints } from '@reelforge/model';
import type { Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // A version's data is its points (docs/tracking.md): `{"points":[{frame,x,y}...]}` in frame
  // order, and `frames` counts them for the lists. Older free-form data keeps what reads as points.
  await db.schema
    .alterTable('track_versions')
    .addColumn('frames', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  const rows = (await db.selectFrom('track_versions').select(['id', 'data']).execute()) as Array<{
    id: number;
    data: string;
  }>;
  for (const row of rows) {
    let value: unknown;
    try {
      value = JSON.parse(row.data);
    } catch {
      value = null;
    }
    const points = readTrackPoints(value);
    await db
      .updateTable('track_versions')
      .set({ data: JSON.stringify({ points }), frames: points.length })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('track_versions').dropColumn('frames').execute();
}
