import type { Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per file in a project's userdata folder. Rows go with their project
  // (ON DELETE CASCADE; foreign keys are on for every connection).
  await db.schema
    .createTable('assets')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('uid', 'text', (col) => col.notNull().unique())
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('mimetype', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    // Bumped on every replacement: caches (thumbnails, HLS) are kept per revision.
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
    // ffprobe's findings as JSON (videos, audio, images), read by ?processed=1.
    .addColumn('media_info', 'text')
    .addColumn('date_created', 'text', (col) => col.notNull())
    .addColumn('date_modified', 'text', (col) => col.notNull())
    .execute();
  // Unique per project, and the index the list reads in name order.
  await db.schema.createIndex('assets_project_name').on('assets').columns(['project_id', 'name']).unique().execute();

  await db.schema
    .createTable('datasources')
    .addColumn('asset_id', 'integer', (col) => col.primaryKey().references('assets.id').onDelete('cascade'))
    .addColumn('key_column', 'text', (col) => col.notNull())
    .addColumn('media_columns', 'text', (col) => col.notNull())
    .addColumn('key_column_candidates', 'text', (col) => col.notNull())
    .addColumn('parse_data', 'text', (col) => col.notNull())
    .addColumn('columns', 'text', (col) => col.notNull())
    .addColumn('rowcount', 'integer', (col) => col.notNull())
    // The delimiter of the stored file: ',' for converted uploads, the detected one
    // for a csv put as is through /v1/data.
    .addColumn('file_delimiter', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('track_versions')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('video_id', 'integer', (col) => col.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('version_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('date_created', 'text', (col) => col.notNull())
    .addColumn('date_modified', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('track_versions_video_version')
    .on('track_versions')
    .columns(['video_id', 'version_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('track_versions').execute();
  await db.schema.dropTable('datasources').execute();
  await db.schema.dropTable('assets').execute();
}
