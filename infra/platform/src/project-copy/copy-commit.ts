import type { Kysely, Selectable } from 'kysely';
import type { Database, ProjectsTable } from '../db/schema.ts';
import type { CopySource } from './copy-source.ts';
import type { ProjectTaskStore } from './task-store.ts';

export interface CommitCopy {
  source: CopySource;
  taskId: string;
  ownerId: number;
  uid: string;
  region: string;
  name: string;
  /** ISO time the copy is dated. */
  at: string;
  /** The asset, movie and template uids whose files were copied: only their rows go in. */
  copied: ReadonlySet<string>;
  /** The task's end, written in the same transaction. */
  end: { status: 'done' | 'error'; detail: string; message: string | null };
}

/**
 * The copy's rows in one transaction: the project, its assets (with datasource settings
 * and tracking versions), its movies, its XML templates, and the task's end. Until it commits no row of the
 * copy exists, so the project is never listed or found half made (project-copy/README.md).
 */
export async function commitCopy(
  db: Kysely<Database>,
  tasks: ProjectTaskStore,
  copy: CommitCopy,
): Promise<Selectable<ProjectsTable>> {
  const { source, at } = copy;
  return db.transaction().execute(async (trx) => {
    // First, so a second run of the same copy (a worker thought dead) waits here and then finds it ended.
    if (
      !(await tasks.end(
        copy.taskId,
        { status: copy.end.status, detail: copy.end.detail, message: copy.end.message, ended_at: at },
        trx,
      ))
    )
      throw new Error('the copy was ended by another process');
    const project = await trx
      .insertInto('projects')
      .values({
        uid: copy.uid,
        region: copy.region,
        name: copy.name,
        owner_id: copy.ownerId,
        date_created: at,
        speed: source.project.speed,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const asset of source.assets) {
      if (!copy.copied.has(asset.newUid)) continue;
      const { id: _id, uid: _uid, project_id: _project, ...fields } = asset.row;
      const row = await trx
        .insertInto('assets')
        .values({ ...fields, uid: asset.newUid, project_id: project.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (asset.datasource)
        await trx
          .insertInto('datasources')
          .values({ ...asset.datasource, asset_id: row.id })
          .execute();
      for (const { id: _track, ...track } of asset.tracks)
        await trx
          .insertInto('track_versions')
          .values({ ...track, video_id: row.id })
          .execute();
    }
    for (const movie of source.movies) {
      if (!copy.copied.has(movie.newUid)) continue;
      const { id: _id, uid: _uid, project_id: _project, ...fields } = movie.row;
      await trx
        .insertInto('movies')
        .values({ ...fields, uid: movie.newUid, project_id: project.id })
        .execute();
    }
    for (const template of source.compdata) {
      if (!copy.copied.has(template.newUid)) continue;
      const { id: _id, uid: _uid, project_id: _project, ...fields } = template.row;
      await trx
        .insertInto('compdata')
        .values({ ...fields, uid: template.newUid, project_id: project.id })
        .execute();
    }
    return project;
  });
}
