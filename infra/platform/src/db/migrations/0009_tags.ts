import { notNull } from '../migration-parts.ts';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // A user's tag in one region (docs/reference.md §3): a path of names. Its parent is the
  // path without its last name; the service keeps every ancestor of a tag present.
  await db.schema
    .createTable('tags')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .$call(notNull({ region: 'text', path: 'text', created_at: 'text' }))
    .addUniqueConstraint('tags_owner_region_path', ['owner_id', 'region', 'path'])
    .execute();

  // A project carrying a tag. By row ids, so a renamed (moved) tag keeps its projects, and
  // a deleted project or tag takes its links with it. The project and the tag are of the
  // same owner and region (the service checks both), so the key is unique per user,
  // region, project and tag.
  await db.schema
    .createTable('tag_projects')
    .addColumn('tag_id', 'integer', (col) => col.notNull().references('tags.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('tag_projects_pk', ['tag_id', 'project_id'])
    .execute();
  await db.schema.createIndex('tag_projects_project').on('tag_projects').column('project_id').execute();

  // Tags are per region: a project that moves to another region (a migration) leaves the
  // tags of its old region behind, whoever moves it.
  if (isPostgres(db)) {
    // PostgreSQL's triggers run a function.
    await sql`CREATE FUNCTION tag_projects_region_moved() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN DELETE FROM tag_projects WHERE project_id = NEW.id; RETURN NULL; END $$`.execute(db);
    await sql`CREATE TRIGGER tag_projects_region_moved AFTER UPDATE OF region ON projects
      FOR EACH ROW WHEN (NEW.region <> OLD.region)
      EXECUTE FUNCTION tag_projects_region_moved()`.execute(db);
    return;
  }
  await sql`CREATE TRIGGER tag_projects_region_moved AFTER UPDATE OF region ON projects
    WHEN NEW.region <> OLD.region
    BEGIN DELETE FROM tag_projects WHERE project_id = NEW.id; END`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER IF EXISTS tag_projects_region_moved ON projects`.execute(db);
    await sql`DROP FUNCTION IF EXISTS tag_projects_region_moved()`.execute(db);
  } else {
    await sql`DROP TRIGGER IF EXISTS tag_projects_region_moved`.execute(db);
  }
  await db.schema.dropTable('tag_projects').execute();
  await db.schema.dropTable('tags').execute();
}
