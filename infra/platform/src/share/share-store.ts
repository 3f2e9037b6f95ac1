import type { Kysely, Selectable } from 'kysely';
import type { Database, SharesTable } from '../db/schema.ts';
import { firstRow, removeRows } from '../db/rows.ts';

export type ShareRow = Selectable<SharesTable>;

export class ShareRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Creates the share, or keeps the existing one of the same id. */
  async upsert(row: ShareRow): Promise<void> {
    await this.db
      .insertInto('shares')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  /** Anyone's share (the public page and video). */
  async find(id: string): Promise<ShareRow | undefined> {
    return this.db.selectFrom('shares').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findOwned(ownerId: number, id: string): Promise<ShareRow | undefined> {
    return firstRow(this.db, 'shares', { owner_id: ownerId, id });
  }

  async deleteOwned(ownerId: number, id: string): Promise<boolean> {
    return removeRows(this.db, 'shares', { owner_id: ownerId, id });
  }

  /** The shares of one movie (deleted with it); a story of the same name keeps its own. */
  async deleteForMovie(projectId: number, movie: string): Promise<string[]> {
    const rows = await this.db
      .deleteFrom('shares')
      .where('project_id', '=', projectId)
      .where('kind', '=', 'movie')
      .where('movie', '=', movie)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** The names of the project's shared stories, with their share ids. */
  async storyShares(projectId: number): Promise<{ id: string; movie: string }[]> {
    return this.db
      .selectFrom('shares')
      .select(['id', 'movie'])
      .where('project_id', '=', projectId)
      .where('kind', '=', 'story')
      .execute();
  }

  async deleteById(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('shares').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
