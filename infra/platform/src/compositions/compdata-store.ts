import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CompdataTable, Database } from '../db/schema.ts';
import { firstRow } from '../db/rows.ts';

export type CompdataRow = Selectable<CompdataTable>;
export type NewCompdataRow = Omit<Insertable<CompdataTable>, 'id'>;
export type CompdataFormat = Pick<CompdataRow, 'width' | 'height' | 'fps'>;

/** XML template rows of one project, addressed by the project id its owner check gave. */
export class CompdataRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(projectId: number): Promise<CompdataRow[]> {
    return this.db.selectFrom('compdata').selectAll().where('project_id', '=', projectId).orderBy('name').execute();
  }

  /** At most `limit` templates in name order after the name `after` (keyset paging, docs/paging.md). */
  async page(projectId: number, after: string | undefined, limit: number): Promise<CompdataRow[]> {
    let query = this.db.selectFrom('compdata').selectAll().where('project_id', '=', projectId);
    if (after !== undefined) query = query.where('name', '>', after);
    return query.orderBy('name').limit(limit).execute();
  }

  async findByName(projectId: number, name: string): Promise<CompdataRow | undefined> {
    return firstRow(this.db, 'compdata', { project_id: projectId, name });
  }

  async insert(row: NewCompdataRow): Promise<CompdataRow> {
    return this.db.insertInto('compdata').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async update(id: number, format: CompdataFormat, dateModified: string): Promise<CompdataRow> {
    return this.db
      .updateTable('compdata')
      .set({ ...format, date_modified: dateModified })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('compdata').where('id', '=', id).execute();
  }
}
