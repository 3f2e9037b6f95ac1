import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ProjectTasksTable } from '../db/schema.ts';

export type ProjectTaskRow = Selectable<ProjectTasksTable>;
export type TaskKind = 'copy' | 'migrate';
type Db = Kysely<Database> | Transaction<Database>;

/** Still running: a copy's `running`, a migration's `pending` and `copying`. */
const ENDED = ['done', 'error'];

/**
 * The project_tasks table (migration 0011): copies and migrations, read by their owner,
 * and at start the ones a stopped process left running.
 */
export class ProjectTaskStore {
  constructor(readonly db: Kysely<Database>) {}

  async insert(
    row: Omit<ProjectTaskRow, 'detail' | 'ended_at' | 'message' | 'phase'> & { detail: string; phase?: string | null },
  ): Promise<void> {
    await this.db
      .insertInto('project_tasks')
      .values({ phase: null, ...row })
      .execute();
  }

  /** The caller's task of this kind; anyone else's is undefined. */
  async findOwned(ownerId: number, kind: TaskKind, id: string): Promise<ProjectTaskRow | undefined> {
    return this.db
      .selectFrom('project_tasks')
      .selectAll()
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  /** Any task by id (a worker process runs it from its row). */
  async find(id: string): Promise<ProjectTaskRow | undefined> {
    return this.db.selectFrom('project_tasks').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A task still running that reads or moves this project (as the source of a copy, or migrating). */
  async runningOn(prjuid: string): Promise<ProjectTaskRow | undefined> {
    return this.db
      .selectFrom('project_tasks')
      .selectAll()
      .where('source_uid', '=', prjuid)
      .where('status', 'not in', ENDED)
      .executeTakeFirst();
  }

  /** Every task not ended: at start, the ones a stopped process cut short. */
  async unfinished(): Promise<ProjectTaskRow[]> {
    return this.db.selectFrom('project_tasks').selectAll().where('status', 'not in', ENDED).execute();
  }

  async update(
    id: string,
    changes: Partial<Pick<ProjectTaskRow, 'status' | 'phase' | 'detail' | 'message' | 'ended_at'>>,
    db: Db = this.db,
  ): Promise<void> {
    await db.updateTable('project_tasks').set(changes).where('id', '=', id).execute();
  }

  /** Ends a task still running; false when it had ended already (another process ended it). */
  async end(
    id: string,
    changes: Partial<Pick<ProjectTaskRow, 'status' | 'detail' | 'message' | 'ended_at'>>,
    db: Db = this.db,
  ): Promise<boolean> {
    const result = await db
      .updateTable('project_tasks')
      .set(changes)
      .where('id', '=', id)
      .where('status', 'not in', ENDED)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Ended tasks older than `before` (ISO time) are forgotten. */
  async prune(before: string): Promise<void> {
    await this.db.deleteFrom('project_tasks').where('status', 'in', ENDED).where('ended_at', '<', before).execute();
  }
}
