import type { DistributionState } from '@reelforge/model';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DistributionsTable } from '../db/schema.ts';
import { firstRow, removeRows } from '../db/rows.ts';

export type DistributionRow = Selectable<DistributionsTable>;

/**
 * The regions projects are published to, by project row id. Callers have already found
 * the project on its owner's behalf: nothing here is scoped by user.
 */
export class DistributionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** By region name. */
  async list(projectId: number): Promise<DistributionRow[]> {
    return this.db
      .selectFrom('distributions')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('region')
      .execute();
  }

  async find(projectId: number, region: string): Promise<DistributionRow | undefined> {
    return firstRow(this.db, 'distributions', { project_id: projectId, region });
  }

  /** A copy starts: a new distribution, or an existing one being published again (its last copy's facts are kept). */
  async begin(projectId: number, region: string, at: string): Promise<void> {
    const state: DistributionState = 'PUBLISHING';
    await this.db
      .insertInto('distributions')
      .values({ project_id: projectId, region, state, created_at: at })
      .onConflict((conflict) => conflict.columns(['project_id', 'region']).doUpdateSet({ state, message: null }))
      .execute();
  }

  /**
   * False when the distribution went meanwhile (removed, or its project deleted); with
   * `generation`, the copy's content switches to it.
   */
  async succeed(
    projectId: number,
    region: string,
    fingerprint: string,
    at: string,
    generation?: string,
  ): Promise<boolean> {
    const state: DistributionState = 'PUBLISHED';
    const result = await this.db
      .updateTable('distributions')
      .set({ state, fingerprint, published_at: at, message: null, ...(generation ? { generation } : {}) })
      .where('project_id', '=', projectId)
      .where('region', '=', region)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async fail(projectId: number, region: string, message: string): Promise<void> {
    const state: DistributionState = 'FAILED';
    await this.db
      .updateTable('distributions')
      .set({ state, message })
      .where('project_id', '=', projectId)
      .where('region', '=', region)
      .execute();
  }

  /** Every copy still marked as running fails (at start: no copy of this process runs yet). */
  async failAllPublishing(message: string): Promise<number> {
    const result = await this.db
      .updateTable('distributions')
      .set({ state: 'FAILED' satisfies DistributionState, message })
      .where('state', '=', 'PUBLISHING' satisfies DistributionState)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async delete(projectId: number, region: string): Promise<boolean> {
    return removeRows(this.db, 'distributions', { project_id: projectId, region });
  }

  async setSpeed(projectId: number, region: string, speed: number): Promise<boolean> {
    const result = await this.db
      .updateTable('distributions')
      .set({ speed })
      .where('project_id', '=', projectId)
      .where('region', '=', region)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
