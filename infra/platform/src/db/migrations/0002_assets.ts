import type { Kysely } from 'kysely';
import { addIndex, notNull } from '../migration-parts.ts';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per file in a project's userdata folder. Rows go with their project
  // (ON DELETE CASCADE; foreign keys are on for every connection).
  await db.schema
    .createTable('assets')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('uid', 'text', (col) => col.notNull().unique())
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .$call(notNull({ name: 'text', type: 'text', mimetype: 'text', size: 'integer' }))
    // Bumped on every replacement: caches (thumbnails, HLS) are kept per revision.
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
    // ffprobe's findings as JSON (videos, audio, images), read by ?processed=1.
    .addColumn('media_info', 'text')
    .$call(notNull({ date_created: 'text', date_modified: 'text' }))
    .execute();
  // Unique per project, and the index the list reads in name order.
  await addIndex(db, 'assets_project_name', 'assets', ['project_id', 'name'], { unique: true });

  await db.schema
    .createTable('datasources')
    .addColumn('asset_id', 'integer', (col) => col.primaryKey().references('assets.id').onDelete('cascade'))
    .$call(
      notNull({
        key_column: 'text',
        media_columns: 'text',
        key_column_candidates: 'text',
        parse_data: 'text',
        columns: 'text',
        rowcount: 'integer',
      }),
    )
    // The delimiter of the stored file: ',' for converted uploads, the detected one
    // for a csv put as is through /v1/data.
    .addColumn('file_delimiter', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('track_versions')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('video_id', 'integer', (col) => col.notNull().references('assets.id').onDelete('cascade'))
    .$call(notNull({ version_id: 'text', name: 'text', data: 'text', date_created: 'text', date_modified: 'text' }))
    .execute();
  await addIndex(db, 'track_versions_video_version', 'track_versions', ['video_id', 'version_id'], { unique: true });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('track_versions').execute();
  await db.schema.dropTable('datasources').execute();
  await db.schema.dropTable('assets').execute();
}
