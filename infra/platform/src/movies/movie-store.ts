import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, MoviesTable } from '../db/schema.ts';
import { firstRow } from '../db/rows.ts';

export type MovieRow = Selectable<MoviesTable>;
export type NewMovieRow = Omit<Insertable<MoviesTable>, 'id' | 'revision'>;

/** Movie rows of one project, addressed by the project id its owner check gave. */
export class MovieRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(projectId: number): Promise<MovieRow[]> {
    return this.db.selectFrom('movies').selectAll().where('project_id', '=', projectId).orderBy('name').execute();
  }

  /**
   * At most `limit` movies in name order after the name `after` (keyset paging on the
   * (project_id, name) index, docs/paging.md): a page starts where the last one ended, whatever
   * was added or removed meanwhile.
   */
  async page(projectId: number, after: string | undefined, limit: number): Promise<MovieRow[]> {
    let query = this.db.selectFrom('movies').selectAll().where('project_id', '=', projectId);
    if (after !== undefined) query = query.where('name', '>', after);
    return query.orderBy('name').limit(limit).execute();
  }

  async findByName(projectId: number, name: string): Promise<MovieRow | undefined> {
    return firstRow(this.db, 'movies', { project_id: projectId, name });
  }

  async insert(row: NewMovieRow): Promise<MovieRow> {
    return this.db.insertInto('movies').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async touch(id: number, dateModified: string): Promise<MovieRow> {
    return this.db
      .updateTable('movies')
      .set((eb) => ({ date_modified: dateModified, revision: eb('revision', '+', 1) }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('movies').where('id', '=', id).execute();
  }
}
