import type { Kysely } from 'kysely';

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
    .addColumn('date_created', 'text', (col) => col.notNull())
    .addColumn('date_modified', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('movies_project_name').on('movies').columns(['project_id', 'name']).unique().execute();

  // A render request behind a token. The token is a capability (like a presigned URL):
  // only its SHA-256 is kept. The movie is a snapshot, so later edits do not change it.
  await db.schema
    .createTable('renders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('movie_name', 'text', (col) => col.notNull())
    .addColumn('movie', 'text', (col) => col.notNull())
    .addColumn('params', 'text', (col) => col.notNull())
    .addColumn('format', 'text')
    .addColumn('origin', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // One row per render, whatever started it: what the analytics read. Kept when the
  // project goes (analytics are history), gone with the user.
  await db.schema
    .createTable('render_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('timestamp', 'integer', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('prjuid', 'text', (col) => col.notNull())
    .addColumn('movie', 'text', (col) => col.notNull())
    .addColumn('region', 'text', (col) => col.notNull())
    .addColumn('render_id', 'text')
    .addColumn('origin', 'text', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('duration', 'real', (col) => col.notNull())
    .addColumn('frames', 'integer', (col) => col.notNull())
    .addColumn('success', 'integer', (col) => col.notNull())
    .addColumn('elapsed_ms', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('render_sessions_owner_time')
    .on('render_sessions')
    .columns(['owner_id', 'timestamp'])
    .execute();
  await db.schema
    .createIndex('render_sessions_render')
    .on('render_sessions')
    .columns(['render_id', 'timestamp'])
    .execute();

  await db.schema
    .createTable('render_errors')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('session_id', 'text', (col) => col.notNull().references('render_sessions.id').onDelete('cascade'))
    .addColumn('timestamp', 'integer', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    // JSON list of scene names
    .addColumn('scenes', 'text', (col) => col.notNull())
    .addColumn('context', 'text', (col) => col.notNull())
    .addColumn('frame', 'integer')
    .execute();
  await db.schema.createIndex('render_errors_session').on('render_errors').columns(['session_id', 'id']).execute();

  // Shared movies: the id is derived from (username, region, prjuid, movie), see shareId.
  await db.schema
    .createTable('shares')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('region', 'text', (col) => col.notNull())
    .addColumn('prjuid', 'text', (col) => col.notNull())
    .addColumn('movie', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('shares_project_movie').on('shares').columns(['project_id', 'movie']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shares').execute();
  await db.schema.dropTable('render_errors').execute();
  await db.schema.dropTable('render_sessions').execute();
  await db.schema.dropTable('renders').execute();
  await db.schema.dropTable('movies').execute();
}
