import type { Kysely } from 'kysely';
import { addIndex, notNull } from '../migration-parts.ts';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // Dynamic movies: the row here, the binary message in the project's movies/ folder.
  await db.schema
    .createTable('movies')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('uid', 'text', (col) => col.notNull().unique())
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    // Bumped on every save: the shared video is cached per revision.
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
    .$call(notNull({ date_created: 'text', date_modified: 'text' }))
    .execute();
  await addIndex(db, 'movies_project_name', 'movies', ['project_id', 'name'], { unique: true });

  // A render request behind a token. The token is a capability (like a presigned URL):
  // only its SHA-256 is kept. The movie is a snapshot, so later edits do not change it.
  await db.schema
    .createTable('renders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .$call(notNull({ movie_name: 'text', movie: 'text', params: 'text' }))
    .addColumn('format', 'text')
    .$call(notNull({ origin: 'text', created_at: 'text' }))
    .execute();

  // One row per render, whatever started it: what the analytics read. Kept when the
  // project goes (analytics are history), gone with the user.
  await db.schema
    .createTable('render_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('timestamp', 'integer', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .$call(notNull({ prjuid: 'text', movie: 'text', region: 'text' }))
    .addColumn('render_id', 'text')
    .$call(
      notNull({
        origin: 'text',
        format: 'text',
        width: 'integer',
        height: 'integer',
        duration: 'real',
        frames: 'integer',
        success: 'integer',
        elapsed_ms: 'integer',
      }),
    )
    .execute();
  await addIndex(db, 'render_sessions_owner_time', 'render_sessions', ['owner_id', 'timestamp']);
  await addIndex(db, 'render_sessions_render', 'render_sessions', ['render_id', 'timestamp']);

  await db.schema
    .createTable('render_errors')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('session_id', 'text', (col) => col.notNull().references('render_sessions.id').onDelete('cascade'))
    .$call(notNull({ timestamp: 'integer', message: 'text' }))
    // JSON list of scene names
    .$call(notNull({ scenes: 'text', context: 'text' }))
    .addColumn('frame', 'integer')
    .execute();
  await addIndex(db, 'render_errors_session', 'render_errors', ['session_id', 'id']);

  // Shared movies: the id is derived from (username, region, prjuid, movie), see shareId.
  await db.schema
    .createTable('shares')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .$call(notNull({ username: 'text', region: 'text', prjuid: 'text', movie: 'text', created_at: 'text' }))
    .execute();
  await addIndex(db, 'shares_project_movie', 'shares', ['project_id', 'movie']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shares').execute();
  await db.schema.dropTable('render_errors').execute();
  await db.schema.dropTable('render_sessions').execute();
  await db.schema.dropTable('renders').execute();
  await db.schema.dropTable('movies').execute();
}
