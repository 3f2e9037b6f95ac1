import type { Kysely, Selectable } from 'kysely';
import type { Database, ProjectsTable } from '../db/schema.ts';
import { firstRow, removeRows } from '../db/rows.ts';

export type ProjectRow = Selectable<ProjectsTable>;
export type OwnedProjectRow = ProjectRow & { owner: string };

/**
 * Every read and write is scoped by owner and region, so another user's project, or
 * one of another region, simply does not exist for the caller (findOwnedByUid is the
 * one exception, for the regions a project is published to).
 */
export class ProjectRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(project: Omit<ProjectRow, 'id' | 'speed'>): Promise<ProjectRow> {
    return this.db.insertInto('projects').values(project).returningAll().executeTakeFirstOrThrow();
  }

  /** Newest first; the id breaks ties between projects created in the same millisecond. */
  async listOwned(ownerId: number, region: string): Promise<ProjectRow[]> {
    return this.db
      .selectFrom('projects')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('region', '=', region)
      .orderBy('date_created', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async findOwned(ownerId: number, region: string, uid: string): Promise<OwnedProjectRow | undefined> {
    return this.db
      .selectFrom('projects')
      .innerJoin('users', 'users.id', 'projects.owner_id')
      .selectAll('projects')
      .select('users.username as owner')
      .where('projects.owner_id', '=', ownerId)
      .where('projects.region', '=', region)
      .where('projects.uid', '=', uid)
      .executeTakeFirst();
  }

  /** The caller's project whatever its region: for a region it is published to. */
  async findOwnedByUid(ownerId: number, uid: string): Promise<ProjectRow | undefined> {
    return firstRow(this.db, 'projects', { owner_id: ownerId, uid });
  }

  /**
   * By row id, whoever owns it: only for capabilities that already name a project
   * (render tokens, shares), never for a caller's own request.
   */
  async findById(id: number): Promise<ProjectRow | undefined> {
    return this.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** By uid, whoever owns it: only for public capabilities (CDN files), never for a caller's own request. */
  async findByUid(uid: string): Promise<ProjectRow | undefined> {
    return this.db.selectFrom('projects').selectAll().where('uid', '=', uid).executeTakeFirst();
  }

  async deleteOwned(ownerId: number, region: string, uid: string): Promise<boolean> {
    return removeRows(this.db, 'projects', { owner_id: ownerId, region, uid });
  }

  async setSpeed(ownerId: number, region: string, uid: string, speed: number): Promise<boolean> {
    const result = await this.db
      .updateTable('projects')
      .set({ speed })
      .where('owner_id', '=', ownerId)
      .where('region', '=', region)
      .where('uid', '=', uid)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
